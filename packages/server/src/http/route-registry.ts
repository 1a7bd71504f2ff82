/**
 * Every route the server registers, with its schema, collected as Fastify adds them. The fuzz
 * suite (tests/fuzz/fuzz-routes.test.ts) walks this list, so a new route is fuzzed without
 * anyone writing a test for it.
 */
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  websocket: boolean;
  /** The route's options (`auth`, `audit`, ...), for tests that check every route declares its rules. */
  config: FastifyContextConfig | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export function installRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        websocket: Boolean((route as { websocket?: boolean }).websocket),
        config: route.config as FastifyContextConfig | undefined,
      });
    }
  });
}
