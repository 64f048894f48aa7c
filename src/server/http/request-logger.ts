import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'info' | 'error' | 'debug' | 'fatal' | 'warn' | 'trace' | 'silent';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];

/**
 * A request's logger, made into pino's child (the request id bound into every line) only when
 * something is written through it. Most requests write nothing of their own — their one line is
 * written by the log controller (request-log.ts) — and building a child per request was a
 * measurable part of a small API answer (docs/decisions/037-performance.md).
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#log().level = level;
  }

  info(...line: unknown[]): void {
    this.#write('info', line);
  }

  error(...line: unknown[]): void {
    this.#write('error', line);
  }

  warn(...line: unknown[]): void {
    this.#write('warn', line);
  }

  debug(...line: unknown[]): void {
    this.#write('debug', line);
  }

  fatal(...line: unknown[]): void {
    this.#write('fatal', line);
  }

  trace(...line: unknown[]): void {
    this.#write('trace', line);
  }

  silent(...line: unknown[]): void {
    this.#write('silent', line);
  }

  /** Whether the child is made: a line of the request's own was written through it. */
  get made(): boolean {
    return this.#child !== undefined;
  }

  child(
    bindings: Bindings,
    options?: Parameters<FastifyBaseLogger['child']>[1],
  ): FastifyBaseLogger {
    return this.#log().child(bindings, options);
  }

  #log(): FastifyBaseLogger {
    // without options: pino's quick path for a child
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  #write(level: Level, line: unknown[]): void {
    const log = this.#log();
    (log[level] as (...args: unknown[]) => void).apply(log, line);
  }
}

/**
 * Fastify's child logger factory: a request's logger is lazy unless its route sets a level or
 * serializers of its own, which only a real child can carry.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level !== undefined || options.serializers !== undefined
    ? logger.child(bindings, options)
    : new RequestLogger(logger, bindings);
