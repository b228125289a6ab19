import type { NextFunction, Request, Response, Router } from 'express';
import { actingViewer } from '../../identity/api-key/api-key-access';
import { type RoutedOperation, routedOperations, routePattern } from './router';

/**
 * API keys on REST: the route the request is for (named as the OpenAPI document names it, `PUT /courses/{id}`) must be
 * granted by the key's scopes, and the route sees the viewer the key acts as for it
 * (identity/api-key/api-key-access.ts); 403 otherwise, before any body is read. Mounted first in the facade's router,
 * whose routes it reads once, on the first keyed request.
 */
export function restApiKeyAccess(router: Router) {
  let routes: (RoutedOperation & { pattern: RegExp })[] | null = null;
  return (req: Request, _res: Response, next: NextFunction) => {
    const key = req.apiKey;
    if (!key) return next();
    routes ??= routedOperations(router).map((route) => ({ ...route, pattern: routePattern(route.path) }));
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const route = routes.find((each) => each.method.toUpperCase() === method && each.pattern.test(req.path));
    req.viewer = actingViewer(key, [`${method} ${route?.path ?? req.path}`]);
    next();
  };
}
