/**
 * The Fastify application: validation with the contract's TypeBox schemas, one error shape,
 * authentication, the live channel, the routes of every feature of features/index.ts under
 * /api/v1,
 * `/healthz`, and the host app and embed bundles when they are built. Used by main.ts and by
 * the tests (each with its own database).
 */
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_ROOT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '@savdo/contract';
import { createGoogleVerifier } from './features/auth/google';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/adapter';
import { installAuthentication } from './http/authenticate';
import { installBodylessRefusal } from './http/bodyless-routes';
import { installAdminAudit } from './features/admin';
import { installCompression } from './http/compression';
import { installErrorHandler } from './http/error-handler';
import { installNoSniff } from './http/nosniff';
import { installNoStore } from './http/no-store';
import { installNulGuard } from './http/reject-nul';
import { createRateLimiter } from './http/rate-limit';
import { installRequestLog } from './http/request-log';
import { installRouteRegistry } from './http/route-registry';
import { installStaticFiles } from './http/static-files';
import { serializerCompiler } from './http/serialization';
import { validatorCompiler } from './http/validation';
import { createDirectoryMailer, createLogMailer, type Mailer } from './mail/mailer';
import { createOutbox } from './mail/outbox';
import { createLiveService } from './live/publisher';
import { serverFeatures, type ServerFeature } from './features/index';
import { audienceRulesOf } from './features/live-audiences';
import { liveRoutes } from './live/route';
import { purchaseCatalog } from './features/purchases/service';
import { createVideoService } from './features/video/service';
import type { VideoService } from './features/video/video-service';
import { startJobs } from './jobs';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** A pino-compatible logger; `false` for silence. Default: JSON lines at config.logLevel. */
  logger?: FastifyBaseLogger | false;
  /** Where emails go; default: the log (no mail server configured). */
  mailer?: Mailer;
  /** The features to serve; default: all of features/index.ts (a test may add its own). */
  features?: readonly ServerFeature[];
  /** Lesson video delivery; default: built from `config.video` (a test may pass its own). */
  video?: VideoService;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const features = options.features ?? serverFeatures;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger:
            options.logger === false
              ? false
              : { level: config.logLevel, redact: ['req.headers.authorization'] },
        }),
    // Our own one-line-per-request log (http/request-log.ts) replaces Fastify's two lines.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installRouteRegistry(app);
  installErrorHandler(app);
  installNulGuard(app);
  installNoStore(app);
  installNoSniff(app);

  const live = createLiveService(db, app.log, audienceRulesOf(features));
  const logMailer = createLogMailer(app.log, { showLinks: config.mailLinksInLog });
  const mailer =
    options.mailer ??
    (config.mailDir ? createDirectoryMailer(config.mailDir, logMailer) : logMailer);
  const outbox = createOutbox(db, mailer, app.log, config.mailLeaseSeconds);
  const ctx: AppContext = {
    db,
    config,
    live,
    mailer,
    outbox,
    google: config.google ? createGoogleVerifier(config.google) : null,
    limiter: createRateLimiter(db),
    userEnrichers: features.flatMap((feature) => feature.userEnrichers ?? []),
    purchases: purchaseCatalog(features.flatMap((feature) => feature.purchasables ?? [])),
    assistantSources: features.flatMap((feature) => feature.assistantSources ?? []),
    video: options.video ?? createVideoService(config.video, { serverSecret: config.jwtSecret }),
    widgetPreview: { partnerOrigin: null },
  };
  app.decorate('ctx', ctx);
  installAuthentication(app);
  installBodylessRefusal(app);
  installAdminAudit(app);
  installRequestLog(app);
  // Graceful shutdown: answers still in flight finish, and carry `Connection: close` so that
  // kept-alive sockets do not hold the close open.
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  // The embed widgets call the public API from partner origins with no cookies (tokens travel
  // in the Authorization header only), so any origin may read answers.
  await app.register(cors, { origin: '*', methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] });
  await installCompression(app);
  await app.register(formbody);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 50, parts: 60 },
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get('/healthz', async () => {
    await db.query('SELECT 1');
    return { status: 'ok', database: db.kind };
  });

  await app.register(
    async (api) => {
      await api.register(liveRoutes);
      for (const feature of features) {
        for (const routes of feature.routes ?? []) await api.register(routes);
      }
    },
    { prefix: API_ROOT },
  );
  // Pages a feature serves at the site's root (the payments sandbox checkout).
  for (const feature of features) {
    for (const pages of feature.pages ?? []) await app.register(pages);
  }

  const pageHints = features.flatMap((feature) => feature.pageHints ?? []);
  await installStaticFiles(app, config, async (path) => {
    const prepared = await Promise.all(
      pageHints.filter((hint) => hint.path === path).map((hint) => hint.prepare(ctx)),
    );
    if (prepared.length === 0) return {};
    return {
      links: prepared.flatMap((p) => p.links ?? []),
      data: Object.assign({}, ...prepared.map((p) => p.data ?? {})) as Record<string, unknown>,
      firstScreenImage: prepared.find((p) => p.firstScreenImage)?.firstScreenImage,
    };
  });

  await live.start();
  // Mail a previous process committed but did not send goes now (F12).
  outbox.start();
  const jobs = startJobs(features, ctx, app.log);
  app.addHook('preClose', async () => {
    await jobs.stop();
    await outbox.stop();
    await live.stop();
  });
  return app;
}
