// The part of the route tree that can match an address, by its first segment: React Router
// flattens, ranks and tries every route of the tree each time the routes render (its
// matchRoutes), about 10 ms for the app's fifty paths on a phone-speed CPU at every load
// (docs/decisions/0339-plain-links-in-the-sidebar.md). A route whose first segment is another
// word cannot match, so it is left out; the tree kept is built once per first segment, so the
// routes given to the router stay the same objects while the reader stays in one section.
import type { RouteObject } from 'react-router';

/** The first segment of a path, lower-cased (React Router matches without regard to case). */
export const firstSegment = (path: string): string =>
  (path.replace(/^\/+/, '').split('/')[0] ?? '').toLowerCase();

/** Whether a route's own path can start with `segment` (a parameter, a splat or optional can). */
function mayStart(path: string, segment: string): boolean {
  const first = firstSegment(path);
  if (first.startsWith(':') || first.startsWith('*') || first.endsWith('?')) return true;
  return first === segment;
}

/**
 * `routes` without the branches that cannot match a path whose first segment is `segment`.
 * The paths are absolute here (every route of the table names its whole path); a route with a
 * path keeps its children whole, a layout route keeps the children that may match.
 */
export function pruneRoutes(routes: readonly RouteObject[], segment: string): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    if (route.index) kept.push(route);
    else if (route.path !== undefined) {
      if (mayStart(route.path, segment)) kept.push(route);
    } else if (route.children) {
      const children = pruneRoutes(route.children, segment);
      if (children.length > 0) kept.push({ ...route, children });
    } else kept.push(route);
  }
  return kept;
}

/** `pruneRoutes` kept per first segment, for one route tree. */
export function routesByFirstSegment(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const cache = new Map<string, RouteObject[]>();
  return (pathname) => {
    const segment = firstSegment(pathname);
    let kept = cache.get(segment);
    if (!kept) {
      kept = pruneRoutes(routes, segment);
      cache.set(segment, kept);
    }
    return kept;
  };
}
