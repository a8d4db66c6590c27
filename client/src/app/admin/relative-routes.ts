import type { RouteObject } from 'react-router-dom';

/**
 * The domains declare their routes with the full paths of docs/ARCHITECTURE.md §2 (`/admin/users/all`); the
 * back office matches them below its own `/admin/*` route, where paths are relative.
 */
export function relativeTo(base: string, routes: RouteObject[]): RouteObject[] {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return routes.map((route) => {
    const path = route.path?.startsWith(prefix) ? route.path.slice(prefix.length) : route.path;
    const children = route.children ? relativeTo(base, route.children) : undefined;
    return { ...route, path, children } as RouteObject;
  });
}
