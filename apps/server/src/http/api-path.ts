import type { FastifyRequest } from 'fastify';

/** The request's path as the router read it: percent-decoded, without the query string. */
export function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const path = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether the request is for the API. Decided on the routed path, so that an encoded spelling such as
 * `/%61pi/authenticate` cannot slip past the checks that guard the API.
 */
export const isApiRequest = (request: FastifyRequest) => routedPath(request).startsWith('/api/');
