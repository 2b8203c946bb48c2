import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { isApiRequest } from './api-path.ts';
import { forbidden } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Called by an outside system, not a browser (a delivery report): admitted by a secret of its own,
     * so it carries no CSRF header and sends no cookie to forge.
     */
    systemCallback?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Browsers will not send a custom header cross-site without a CORS preflight, which this API never allows. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'kansli';

/**
 * `frameOrigins`: where the app may embed pages from (the campus platform's admin, shown on the groups
 * screen with 'Visa Campus-admin').
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  frameOrigins: readonly string[] = [],
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's styling engine injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.production,
    crossOriginEmbedderPolicy: false,
  });

  const allowedOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (request.routeOptions.config.systemCallback === true) return;
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) throw forbidden('Missing request header');
    const origin = request.headers.origin;
    if (origin && origin !== allowedOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw forbidden('Cross-origin request refused');
    }
  });

  // The API's answers hold personal data: no browser or proxy keeps a copy on disk.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
