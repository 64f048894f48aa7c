import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** It declares a body: a schema, or the media types of a file it takes. */
  takesBody: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the tests that walk them all (guard, fuzzing). */
    routeTable: readonly RegisteredRoute[];
  }
}

/** Must run before any route is added: it records what `onRoute` sees from then on. */
export function recordRouteTable(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const takesBody = Boolean(route.schema?.body || route.schema?.consumes);
    for (const method of methods) routes.push({ method, url: route.url, takesBody });
  });
}
