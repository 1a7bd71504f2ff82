// The router is given only the routes that can match the address's first segment
// (routes-for-path.ts): every address matches the same routes as on the whole tree (the frame
// staying mounted from one section to another: app-routes.test.tsx).
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes } from './app-routes';
import { ALL_ROUTES } from './route-table';
import { firstSegment, pruneRoutes, routesByFirstSegment } from './routes-for-path';

/** An address for a route path: each parameter a number, a splat a word. */
const addressOf = (path: string) =>
  path === '*' ? '/no-such-page/deeper' : path.replace(/:[^/]+/g, '7');

const elementsOf = (routes: Parameters<typeof matchRoutes>[0], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((m) => m.route.element);

describe('routes by first segment', () => {
  it('matches every address of the route table as the whole tree does', () => {
    const addresses = [
      ...ALL_ROUTES.map((route) => addressOf(route.path)),
      '/',
      '/DASHBOARD',
      '/economic-calendar/event/us-cpi',
      '/algo-trading/my/5',
      '/nowhere',
      '/dashboard/extra',
    ];
    const routesFor = routesByFirstSegment(appRoutes);
    for (const pathname of addresses) {
      const full = elementsOf(appRoutes, pathname);
      expect(full.length, pathname).toBeGreaterThan(0);
      expect(elementsOf(routesFor(pathname), pathname), pathname).toEqual(full);
    }
  });

  it('keeps far fewer routes than the tree, the same objects for one segment', () => {
    const count = (routes: readonly { children?: unknown[] }[]): number =>
      routes.reduce((n, r) => n + 1 + count((r.children ?? []) as { children?: unknown[] }[]), 0);
    const routesFor = routesByFirstSegment(appRoutes);
    expect(count(routesFor('/dashboard'))).toBeLessThan(count(appRoutes) / 4);
    expect(routesFor('/algo-trading/3')).toBe(routesFor('/algo-trading/my/5'));
    expect(firstSegment('/Algo-Trading/3')).toBe('algo-trading');
    expect(pruneRoutes([{ path: '/:lang/x' }, { path: '/y' }], 'z')).toEqual([
      { path: '/:lang/x' },
    ]);
  });
});
