import { type NextFunction, type Request, type Response, Router } from 'express';
import { analyticsRestRouter } from '../../analytics/analytics.rest';
import { courseRestRouter } from '../../catalog/course/course.rest';
import { lectureRestRouter } from '../../catalog/lecture/lecture.rest';
import { billingRestRouter } from '../../commerce/billing/billing.rest';
import { paymentRestRouter } from '../../commerce/payment/payment.rest';
import { revenueRestRouter } from '../../commerce/revenue/revenue.rest';
import { statsRestRouter } from '../../commerce/stats/stats.rest';
import { teamRestRouter } from '../../commerce/team/team.rest';
import { userRestRouter } from '../../identity/user/user.rest';
import { contactRestRouter } from '../../integrations/contact/contact.rest';
import { discussionRestRouter } from '../../learning/discussion/discussion.rest';
import { quizRestRouter } from '../../learning/quiz/quiz.rest';
import { restCaptions } from '../../media/captions/captions.rest';
import type { AppDeps } from '../../shared/scope';
import { restApiKeyAccess } from './api-key-access';
import { restErrorHandler, unknownEndpoint } from './errors';
import { openApiDocument } from './openapi';
import { crossSiteGuard } from './request';

export const REST_PREFIX = '/api/v1';

/**
 * The REST facade (spec section 7) mounted at /api/v1: thin adapters over the same services as
 * GraphQL, answering in the spec's spellings. Authentication (cookie or Bearer) has already run.
 */
export function restRouter(deps: AppDeps) {
  const router = Router();
  router.use(crossSiteGuard(deps.config).unsafeMethods);
  router.use(restApiKeyAccess(router));
  router.use(allowedMethods(router));
  const document = openApiDocument(deps.config);
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.use(userRestRouter(deps));
  router.use(courseRestRouter(deps));
  router.use(lectureRestRouter(deps, restCaptions));
  router.use(contactRestRouter(deps));
  router.use(paymentRestRouter(deps));
  router.use(billingRestRouter(deps));
  router.use(statsRestRouter(deps));
  router.use(revenueRestRouter(deps));
  router.use(quizRestRouter(deps));
  router.use(analyticsRestRouter(deps));
  router.use(discussionRestRouter(deps));
  router.use(teamRestRouter(deps));

  router.use(unknownEndpoint);
  router.use(restErrorHandler(deps.logger));
  return router;
}

export interface RoutedOperation {
  method: string;
  /** OpenAPI spelling: `/courses/{id}`. */
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * `OPTIONS` on an API path: `Allow` names every method some module's router serves there. Express would answer from
 * the first router with a route for the path alone (`/courses`: the catalogue's GET and POST, not the lecture
 * module's DELETE). Read from the routes once they are all mounted; a path no route serves goes on to the 404.
 */
function allowedMethods(router: Router) {
  let routes: { pattern: RegExp; methods: string[] }[] | null = null;
  const routesOf = () => {
    const byPath = new Map<string, Set<string>>();
    for (const { method, path } of routedOperations(router)) {
      const methods = byPath.get(path) ?? new Set<string>();
      methods.add(method.toUpperCase());
      if (method === 'get') methods.add('HEAD');
      byPath.set(path, methods.add('OPTIONS'));
    }
    return [...byPath].map(([path, methods]) => ({ pattern: routePattern(path), methods: [...methods] }));
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'OPTIONS') return next();
    routes ??= routesOf();
    const allowed = new Set(routes.filter(({ pattern }) => pattern.test(req.path)).flatMap(({ methods }) => methods));
    if (allowed.size === 0) return next();
    const allow = [...allowed].sort().join(', ');
    res.set('Allow', allow).type('text/plain').send(allow);
  };
}

/** The request paths an OpenAPI path (`/courses/{id}`) stands for. */
export const routePattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`);

/** Every method + path the router (and the routers mounted in it) serves, read from Express itself. */
export function routedOperations(router: Router): RoutedOperation[] {
  const walk = (stack: Layer[]): RoutedOperation[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const path = layer.route.path.replace(/:(\w+)/g, '{$1}');
        return Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => ({ method, path }));
      }
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((router as unknown as { stack: Layer[] }).stack);
}
