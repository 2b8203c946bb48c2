import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { DevIdentityProvider } from '@kansli/sandbox/identity/dev-identity-provider';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAccessHooks } from './auth/access.ts';
import { registerSessionHooks } from './auth/session-hooks.ts';
import type { Config } from './config.ts';
import { type Clock, systemClock } from './context/clock.ts';
import type { Integrations, SmsIntegration } from './context/request-context.ts';
import type { Database } from './db/client.ts';
import { isApiRequest } from './http/api-path.ts';
import { errorBody, HttpError, registerErrorHandling } from './http/errors.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerSecurity } from './http/security.ts';
import { schemaSerializerCompiler } from './http/serializer.ts';
import { type CallLog, createCallLog } from './integrations/call-log.ts';
import type { FreshserviceClient } from './integrations/freshservice/client.ts';
import type { SheetsClient } from './integrations/google/sheets-client.ts';
import type { StorageClient, StorageFiles } from './integrations/google/storage-client.ts';
import type { SignInProvider } from './integrations/identity/sign-in-provider.ts';
import type { VismaClient } from './integrations/visma/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createLogger, type Logger } from './log/logger.ts';
import { redactPath } from './log/redact.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authorizationRoutes } from './modules/authorization/routes.ts';
import { chromebookInvoiceRoutes } from './modules/chromebooks/routes.ts';
import { communicationRoutes } from './modules/communication/routes.ts';
import { databaseRoutes } from './modules/database/routes.ts';
import { deviceRoutes } from './modules/devices/routes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { type IntegrationSystem, integrationSystemsOf } from './modules/integrations/systems.ts';
import { vismaConnectionRoutes } from './modules/integrations/visma-connection/routes.ts';
import { organisationRoutes } from './modules/organisation/routes.ts';
import { personPublishingRoutes } from './modules/persons/publishing-routes.ts';
import { personRoutes } from './modules/persons/routes.ts';
import { preschoolRoutes } from './modules/preschool/routes.ts';
import { schoolRoutes } from './modules/schools/routes.ts';
import { studybuddyRoutes } from './modules/studybuddy/routes.ts';
import { superadminRoutes } from './modules/superadmin/routes.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  signInProvider: SignInProvider;
  visma?: VismaClient | undefined;
  /** Google Sheets, for the preschool statistics export; unset, the export answers 503. */
  sheets?: SheetsClient | undefined;
  /** The person's outside systems (publishing, Flex, the organisation e-mail account); unset, 503. */
  personSystems?: Pick<Integrations, 'campus' | 'directory' | 'flex'>;
  /** The school systems' export files in Google Cloud Storage; unset, their import answers 503. */
  storage?: StorageClient | undefined;
  /** The study-buddy's attached files in Google Cloud Storage; unset, uploads and downloads answer 503. */
  studybuddyFiles?: StorageFiles | undefined;
  /** Freshservice's device cases, for the Chromebook invoices; unset, they answer 503. */
  freshservice?: FreshserviceClient | undefined;
  /** The SMS gateway of the SMS card; unset, sending answers 503. */
  sms?: SmsIntegration | undefined;
  /** Every outside system with its probe, for Superadmin › Integrationer; unset, made from the clients above. */
  integrationSystems?: IntegrationSystem[];
  /** Where the clients' calls and the probes are recorded; unset, the app makes its own. */
  callLog?: CallLog;
  jobs: JobQueue;
  /** Mounted under /oidc in the embedded mode. */
  devIdentityProvider?: DevIdentityProvider | undefined;
  /** The server's logger (log/logger.ts); unset, one made at the configured level. */
  logger?: Logger;
  /** Where the log lines of a logger made here go instead of standard output. */
  logStream?: { write(line: string): void };
  /** The time every service reads; tests set it. */
  clock?: Clock;
}

export async function buildApp({
  config,
  database,
  signInProvider,
  visma,
  sheets,
  personSystems = {},
  storage,
  studybuddyFiles,
  freshservice,
  sms,
  integrationSystems,
  callLog,
  jobs,
  devIdentityProvider,
  logger,
  logStream,
  clock = systemClock,
}: AppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel, logStream),
    bodyLimit: 1024 * 1024,
    // A path the router cannot decode (a broken %-escape) answers in the API's error shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const statusCode = error.statusCode ?? 400;
      reply
        .status(statusCode)
        .send(errorBody(statusCode, statusCode === 400 ? 'Ogiltig adress' : error.message));
    },
    // Only the configured proxies' X-Forwarded-For entries count, so a client cannot forge its address.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(schemaSerializerCompiler);

  registerErrorHandling(app);
  registerInputGuard(app);
  await app.register(cookie);
  // JSON answers of a kilobyte or more go out compressed to a browser that takes Brotli or gzip.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `För många anrop på kort tid. Försök igen om ${Math.ceil(context.ttl / 1000)} sekunder.`,
      ),
  });
  const campusAdmin = personSystems.campus?.adminUrl;
  await registerSecurity(app, config, campusAdmin ? [new URL(campusAdmin).origin] : []);
  registerSessionHooks(app, config, database.db, clock);
  registerAccessHooks(app, {
    db: database.db,
    clock,
    integrations: {
      signIn: signInProvider,
      visma,
      sheets,
      ...personSystems,
      storage,
      studybuddyFiles,
      freshservice,
      sms,
    },
    jobs,
    ghostTimeLimitMinutes: config.ghostTimeLimitMinutes,
  });
  registerIdempotency(app, { db: database.db, clock });

  await app.register(swagger, {
    openapi: { info: { title: 'Kansli API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  // The API's description is for developers; in production only signed-in users may read it.
  app.get('/api/docs', { schema: { hide: true }, config: { public: !config.production } }, () =>
    app.swagger(),
  );
  // Liveness: the process answers. Readiness: it can also reach its database, so a load balancer
  // sends it no requests while the database is away.
  app.get('/api/health/live', { schema: { hide: true }, config: { public: true } }, async () => ({
    status: 'ok',
  }));
  app.get('/api/health', { schema: { hide: true }, config: { public: true } }, async (_request, reply) => {
    if (await database.ping()) return { status: 'ok', database: 'ok' };
    return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
  });

  await app.register(authRoutes, { config, db: database.db, signInProvider, clock });
  await app.register(authorizationRoutes);
  await app.register(preschoolRoutes);
  await app.register(personRoutes);
  await app.register(groupRoutes);
  await app.register(deviceRoutes);
  await app.register(personPublishingRoutes);
  await app.register(schoolRoutes);
  await app.register(databaseRoutes);
  await app.register(superadminRoutes);
  await app.register(organisationRoutes);
  await app.register(auditRoutes);
  await app.register(chromebookInvoiceRoutes);
  await app.register(communicationRoutes, { db: database.db, clock, sms });
  await app.register(studybuddyRoutes);
  await app.register(integrationRoutes, {
    systems:
      integrationSystems ??
      integrationSystemsOf({ visma, sheets, storage, studybuddyFiles, freshservice, sms, ...personSystems }),
    calls: callLog ?? createCallLog({ db: database.db, clock, log: app.log }),
  });
  await app.register(vismaConnectionRoutes);

  if (devIdentityProvider) mountDevIdentityProvider(app, devIdentityProvider);
  await serveWebApp(app, config);
  return app;
}

function mountDevIdentityProvider(app: FastifyInstance, provider: DevIdentityProvider) {
  app.register(async (idp) => {
    // The provider reads request bodies itself, so Fastify must leave the stream untouched.
    idp.removeAllContentTypeParsers();
    idp.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of ['/oidc', '/oidc/*']) {
      idp.all(url, { schema: { hide: true } }, (request, reply) => {
        reply.hijack();
        provider.handler(request.raw, reply.raw);
      });
    }
  });
}

async function serveWebApp(app: FastifyInstance, config: Config) {
  const index = path.join(config.webDistDir, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build's Brotli and gzip copies, for browsers that accept them.
      preCompressed: true,
      // Files under assets/ are named by their content's hash, so a new build gives new names and they
      // keep for good; the rest (index.html above all) must never be used stale.
      cacheControl: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiRequest(request);
    if (wantsPage && built) {
      // Every screen of the single-page app is served by index.html.
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorBody(404, `${request.method} ${redactPath(request.url)} not found`));
  });
}
