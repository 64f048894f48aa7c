import type { FastifyError, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route answers, in German, when its body is over the route's limit. */
    bodyTooLarge?: string;
    /** What a route answers, in German, to a body of a type it does not take (its upload's). */
    unsupportedMediaType?: string;
  }
}

export interface RequestRefusal {
  code: string;
  message: string;
}

/**
 * Fastify's (and @fastify/compress's) own refusals of a body it cannot read, under the shop's
 * codes and in German (docs/decisions/006-body-errors.md). Their English texts ("Body is not
 * valid JSON but content-type is set to 'application/json'") would otherwise reach customers;
 * their statuses stay as Fastify set them.
 */
const REFUSALS: Record<string, (request: FastifyRequest) => RequestRefusal> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({
    code: 'INVALID_JSON',
    message: 'Der Inhalt ist kein gültiges JSON.',
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
    code: 'EMPTY_BODY',
    message: 'Der Inhalt fehlt, obwohl die Anfrage JSON ankündigt.',
  }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) => ({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message:
      request.routeOptions.config?.unsupportedMediaType ??
      'Diese Art von Inhalt nimmt der Shop hier nicht an; bitte JSON senden.',
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: (request) => ({
    code: 'BODY_TOO_LARGE',
    message: request.routeOptions.config?.bodyTooLarge ?? 'Der Inhalt der Anfrage ist zu groß.',
  }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    code: 'INVALID_CONTENT_LENGTH',
    message: 'Der Inhalt ist nicht so lang, wie die Anfrage angibt.',
  }),
  FST_CP_ERR_INVALID_CONTENT_ENCODING: () => ({
    code: 'UNSUPPORTED_CONTENT_ENCODING',
    message: 'Diese Kompression des Inhalts nimmt der Shop nicht an.',
  }),
  FST_CP_ERR_INVALID_CONTENT: () => ({
    code: 'INVALID_COMPRESSED_BODY',
    message: 'Der komprimierte Inhalt lässt sich nicht entpacken.',
  }),
};

/** The shop's code and German text for a body Fastify refused; undefined for any other error. */
export function requestRefusal(
  error: FastifyError,
  request: FastifyRequest,
): RequestRefusal | undefined {
  return error.code ? REFUSALS[error.code]?.(request) : undefined;
}
