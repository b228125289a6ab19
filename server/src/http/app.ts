import { existsSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { catalogueVariables } from '@coursehub/shared';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import { cachedCatalogAnswer } from '../catalog/course/catalog-cache';
import { catalogueFirstPage } from '../catalog/course/course-catalog.service';
import { paymentsHttpRouter, providerRoutesHost } from '../commerce/billing/billing.http';
import { ssoHttpRouter } from '../identity/sso/sso.http';
import { clickThroughRouter } from '../learning/click-through';
import { notesExportRouter } from '../learning/notes';
import { certificatePdfRouter } from '../learning/progress/certificate-pdf.http';
import { MediaAccessCache } from '../media/playback/media-access-cache';
import type { MovableClock } from '../shared/clock';
import type { AppDeps } from '../shared/scope';
import { apiRateLimits } from './api-rate-limit';
import { authenticate } from './authenticate';
import { catalogueHead, cataloguePage, clientShell, type InlinedCataloguePage, type PageData } from './client-shell';
import { crawlersRouter } from './crawlers';
import { devMailboxRouter } from './dev-mailbox';
import { errorHandler } from './error-handler';
import { apiKeyAccess } from './graphql/api-key-access';
import { graphqlArmor, graphqlParseOptions, limitQueryLength } from './graphql/armor';
import { catalogFastPath } from './graphql/catalog-fast-path';
import type { GraphQLContext } from './graphql/context';
import { errorsInRequestLanguage } from './graphql/error-language-plugin';
import { createFormatError } from './graphql/format-error';
import { jitExecution } from './graphql/jit-executor';
import { GRAPHQL_MULTIPART_FIELD_BYTES, graphqlMultipart } from './graphql/multipart-uploads';
import { rejectNulBytes } from './graphql/reject-nul-bytes';
import { requestIdInErrors } from './graphql/request-id-plugin';
import { buildGraphQLSchema } from './graphql/schema';
import { anonymousDocumentsPolicy, trustedDocumentStore } from './graphql/trusted-documents';
import { healthRouter } from './health';
import { landingRender } from './landing-render';
import { mediaRouter } from './media/media-router';
import { createViewingRecorder } from './media/viewing-recorder';
import { pageData } from './page-data';
import { pageMeta, withPageMeta } from './page-meta';
import { requestLocale } from './request-locale';
import { requestLog } from './request-log';
import { corsPolicy } from './rest/cors';
import { JSON_BODY_LIMIT, requestScope } from './rest/request';
import { REST_PREFIX, restRouter } from './rest/router';
import { securityHeaders } from './security-headers';
import { testClockRouter } from './test-clock';
import { admitAnonymousUploads } from './upload-admission';

export interface AppOptions {
  /** The built client (client/dist); served with an SPA fallback when present. */
  clientDir?: string;
  /** The app's clock, when a browser journey may move it (TEST_CLOCK_HEADER): PUT /test/clock is mounted. */
  testClock?: MovableClock;
}

/** A path whose last segment names a file by its extension (`/robots.txt`, `/img/logo.png`). */
const FILE_PATH = /\.[^/.]+$/;

/** Compiled GraphQL execution (graphql/jit-executor.ts, see its owner's note); false runs graphql-js alone. */
const GRAPHQL_JIT = true;

export async function buildApp(deps: AppDeps, options: AppOptions = {}) {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLog(logger));
  app.use(securityHeaders(config));
  // gzip or brotli for the client bundle and JSON; media types are already compressed and skipped.
  app.use(compression());
  app.use(healthRouter(deps));
  // The development mailbox's pages; nothing is mounted in production, or when mail goes out by SMTP.
  app.use(devMailboxRouter(config));
  if (options.testClock) app.use(testClockRouter(options.testClock));
  // Browser clients on the origins in CORS_ORIGINS, with credentials; early, so even refusals carry the headers.
  app.use([REST_PREFIX, '/graphql'], corsPolicy(config));
  // Before any body parser: the payments webhook verifies its signature over the raw bytes.
  app.use(paymentsHttpRouter(deps));
  // The provider's own pages where it has any (test mode's checkout; never in production, where Stripe's are used).
  if (deps.payments.routes) app.use(deps.payments.routes(providerRoutesHost(deps)));
  app.use(cookieParser());
  // The per-process memory of a lecture's media checks, dropped through LISTEN/NOTIFY on every replica.
  const mediaAccess = new MediaAccessCache(deps);
  await mediaAccess.start((error) => logger.warn({ err: error }, 'media access notifications: listening failed'));
  app.use(authenticate(deps, mediaAccess));
  const rateLimits = apiRateLimits(deps);
  if (rateLimits) app.use([REST_PREFIX, '/graphql'], rateLimits);
  // Before any multipart parser: an anonymous upload counts against the per-IP limit before its body is read.
  app.use([REST_PREFIX, '/graphql'], admitAnonymousUploads(deps));

  // The REST facade (spec section 7): its own JSON parser, multipart handling, 404 and error answers.
  app.use(REST_PREFIX, restRouter(deps));

  const armor = graphqlArmor(config.production);
  const scopeOf = requestScope(deps);
  const schema = await buildGraphQLSchema();
  const contextOf = (req: express.Request, res: express.Response): GraphQLContext => ({
    req,
    res,
    scope: scopeOf(req),
  });
  const catalogReads = catalogFastPath(deps, contextOf);
  const apollo = new ApolloServer<GraphQLContext>({
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- a switch (see GRAPHQL_JIT)
    ...(GRAPHQL_JIT ? { gateway: jitExecution(schema) } : { schema }),
    validationRules: armor.validationRules,
    parseOptions: graphqlParseOptions,
    csrfPrevention: true,
    // Trusted documents: the client's own documents by hash alone (graphql/trusted-documents.ts); nothing is stored.
    persistedQueries: { cache: trustedDocumentStore(), ttl: null },
    // main.ts handles SIGTERM/SIGINT: it drains the requests in flight, then stops Apollo. Apollo's own handler (on
    // outside NODE_ENV=test) would stop it at once and re-raise the signal, killing the process mid-request.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    introspection: config.introspection,
    formatError: createFormatError(logger),
    includeStacktraceInErrorResponses: false,
    plugins: [
      apiKeyAccess,
      ...armor.plugins,
      requestIdInErrors,
      errorsInRequestLanguage,
      rejectNulBytes(),
      ApolloServerPluginCacheControlDisabled(),
      catalogReads.plugin,
      config.introspection
        ? ApolloServerPluginLandingPageLocalDefault({ embed: false })
        : ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await apollo.start();

  // Its own sub-app without Express's automatic ETag: answers to POSTs are never revalidated, and hashing each one (a
  // 29 kB catalogue) cost about 7 % of the server's CPU per request. A sub-app inherits only the settings it does not
  // set itself, and Express sets these two on every app.
  const graphqlApp = express();
  graphqlApp.disable('x-powered-by');
  graphqlApp.set('etag', false);
  graphqlApp.use(
    // +1: the parser refuses a file that reaches maxFileSize, and a file of exactly the limit is allowed.
    graphqlMultipart({
      maxFileSize: config.limits.lectureBytes + 1,
      maxFiles: 2,
      maxFieldSize: GRAPHQL_MULTIPART_FIELD_BYTES,
    }),
    express.json({ limit: JSON_BODY_LIMIT }),
    limitQueryLength,
    anonymousDocumentsPolicy(config),
    // Anonymous catalogue reads answered from the catalogue cache before Apollo parses anything (catalog-fast-path.ts).
    catalogReads.middleware,
    expressMiddleware(apollo, { context: async ({ req, res }) => contextOf(req, res) }),
  );
  app.use('/graphql', graphqlApp);

  // After the API: a catalogue read passes no router of these pages (each matches every request against its routes).
  // Stable media URLs: lecture videos for the caller's session, images for anyone (streamed, or redirected on S3).
  // What the media route delivers, written in batches off the request path (media/viewing-recorder.ts).
  const viewing = createViewingRecorder(deps);
  app.use(mediaRouter(deps, mediaAccess, viewing));
  app.use(certificatePdfRouter(deps));
  app.use(notesExportRouter(deps));
  // Reminders' tracked links (/go/<token>): a mail's or a notification's click counted, then its page.
  app.use(clickThroughRouter(deps));
  // Single sign-on's round trip through an OpenID provider (/auth/sso/<provider>/start and /callback).
  app.use(ssoHttpRouter(deps));

  if (options.clientDir && existsSync(path.join(options.clientDir, 'index.html'))) {
    serveClient(app, options.clientDir, deps, pageData(apollo, contextOf));
  }

  app.use(errorHandler(logger));
  return {
    app,
    mediaAccess,
    viewing,
    // After the requests in flight drained (main.ts): the viewing record's last batch is written before the pools close.
    stop: async () => {
      await Promise.all([apollo.stop(), mediaAccess.close()]);
      await viewing.stop();
    },
  };
}

/**
 * The installable app's worker and manifest are asked again at every visit, so a deploy reaches installed apps at once.
 * The worker lives at the root, so it may control every page of the site (Service-Worker-Allowed says so outright).
 */
function noCacheForAppFiles(res: express.Response, file: string) {
  const name = path.basename(file);
  if (name !== 'service-worker.js' && name !== 'manifest.webmanifest') return;
  res.setHeader('Cache-Control', 'no-cache');
  if (name === 'service-worker.js') res.setHeader('Service-Worker-Allowed', '/');
}

function serveClient(
  app: express.Express,
  clientDir: string,
  deps: AppDeps,
  inlinePageData: (req: express.Request, res: express.Response) => Promise<PageData | null>,
) {
  const scopeOf = requestScope(deps);
  const renderLanding = landingRender(path.join(clientDir, '..', 'dist-ssr', 'ssr.js'), deps.logger);
  const shell = clientShell({
    clientDir,
    logger: deps.logger,
    locale: requestLocale,
    dataHead: async (req, res) => {
      if (req.path !== '/courses') return inlinePageData(req, res);
      const scope = scopeOf(req);
      const variables = catalogueVariables((name) => req.query[name]);
      const page = await cachedCatalogAnswer(scope, `page:courses:${JSON.stringify(variables)}`, async () =>
        JSON.stringify(cataloguePage(variables, await catalogueFirstPage(scope, variables))),
      );
      return catalogueHead(JSON.parse(page) as InlinedCataloguePage);
    },
    // Anonymous visitors only: a signed-in caller's screen (header, drafts, progress) is theirs, rendered by the app.
    render: (req, landing) =>
      req.viewer || req.apiKey ? Promise.resolve(null) : renderLanding(req.originalUrl, landing, requestLocale(req)),
    pageHead: async (req, html) => {
      // As a visitor sees the page, whoever asks: a link shared by an ADMIN must not preview a draft.
      const visitor = { ...scopeOf(req), viewer: null };
      const meta = await pageMeta(deps.config, visitor, req.path, (name) => req.query[name]);
      return meta ? withPageMeta(html, meta, deps.config) : html;
    },
  });
  // The build writes .br and .gz beside each asset (compressed once, at the highest levels); sent as they are.
  app.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  app.use(crawlersRouter(deps));
  app.use(express.static(clientDir, { index: false, maxAge: '1h', setHeaders: noCacheForAppFiles }));
  app.get('/{*path}', (req, res, next) => {
    if (/^\/(graphql|api|media)(\/|$)/.test(req.path) || !req.accepts('html')) return next();
    // A file the build does not have (/favicon.png, /wp-login.php): a 404, not the app's HTML, which a crawler or a
    // browser would take for the file. Client routes never end in an extension; they get the shell, whose router
    // shows its own 'Page not found' for a path it does not know.
    if (FILE_PATH.test(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    shell(req, res).catch(next);
  });
}
