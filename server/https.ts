/**
 * HTTPS done by the server itself behind a proxy that terminates TLS (docs/configuration.md,
 * TRUST_PROXY and PUBLIC_URL). A request is HTTPS when `request.protocol` says so: Fastify takes
 * it from X-Forwarded-Proto only when the connection comes from a trusted proxy (TRUST_PROXY),
 * else from the connection itself, so with TRUST_PROXY unset a forged header changes nothing.
 *
 * - Every HTTPS response carries Strict-Transport-Security (security-headers.ts sets it, on
 *   Fastify's own errors too) and every cookie it sets is Secure.
 * - With PUBLIC_URL `https://...` and TRUST_PROXY set, a plain-HTTP request is redirected to the
 *   same path and query on PUBLIC_URL's origin: 301 for GET and HEAD, 308 (method and body
 *   kept) for the others. Not /api/health and /api/ready: a container's HEALTHCHECK and a
 *   balancer probe the process itself over plain HTTP and must get the real answer. Without
 *   TRUST_PROXY the server cannot tell a proxied HTTPS request from a plain one, so it never
 *   redirects (a proxy in front would otherwise loop).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readyPath } from './drain.ts';

/** A year, and every subdomain: the shop's whole domain is HTTPS-only once a browser saw it. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Answered over plain HTTP as they are: the probes of a container host and a load balancer. */
export const plainHttpPaths: readonly string[] = ['/api/health', readyPath];

export type HttpsOptions = {
  /** PUBLIC_URL, an origin. */
  publicUrl?: string;
  /** TRUST_PROXY as Fastify got it. */
  trustProxy?: boolean | number | string | string[];
};

export function isHttps(request: FastifyRequest): boolean {
  return String(request.protocol).toLowerCase() === 'https';
}

/** True when some proxy is trusted to say the scheme (TRUST_PROXY set to anything but off). */
export function trustsAProxy(trust: HttpsOptions['trustProxy']): boolean {
  if (typeof trust === 'number') return trust > 0;
  if (Array.isArray(trust)) return trust.length > 0;
  if (typeof trust === 'string') return trust.trim() !== '';
  return trust === true;
}

/** The origin plain-HTTP requests are sent to, or undefined when they are answered as they are. */
export function redirectOrigin(options: HttpsOptions): string | undefined {
  if (!options.publicUrl?.startsWith('https://') || !trustsAProxy(options.trustProxy)) return undefined;
  return new URL(options.publicUrl).origin;
}

/**
 * For Fastify's framework errors (an undecodable URL), whose request object ignores trustProxy:
 * HTTPS when every proxy hop is trusted (TRUST_PROXY true or a hop count) and the nearest one
 * said so. With a list of proxy addresses such an error goes without HSTS (the browser has it
 * from every other response).
 */
export function frameworkErrorIsHttps(request: FastifyRequest, trust: HttpsOptions['trustProxy']): boolean {
  const trustsNearest = trust === true || (typeof trust === 'number' && trust > 0);
  const said = request.headers['x-forwarded-proto'];
  const last =
    String(Array.isArray(said) ? said.at(-1) : (said ?? ''))
      .split(',')
      .at(-1) ?? '';
  return (
    (trustsNearest && last.trim().toLowerCase() === 'https') ||
    (request.raw.socket as { encrypted?: boolean } | undefined)?.encrypted === true
  );
}

const hasSecure = /;\s*secure\s*(;|$)/i;

/** Call before the routes are registered: the hooks must reach every route. */
export function registerHttps(app: FastifyInstance, options: HttpsOptions): void {
  const origin = redirectOrigin(options);
  if (origin) {
    app.addHook('onRequest', async (request, reply) => {
      if (isHttps(request)) return;
      if (plainHttpPaths.includes(request.url.split('?', 1)[0])) return;
      // The path as it came (origin-form); anything else (an absolute-form target) goes to the home
      // page. The host is always PUBLIC_URL's, whatever Host or X-Forwarded-Host said.
      const target = origin + (request.url.startsWith('/') ? request.url : '/');
      const code = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
      return reply.redirect(target, code);
    });
  }

  // A callback hook, not an async one: it runs on every response, and only a response that sets
  // a cookie over HTTPS has anything to do.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('set-cookie') && isHttps(request)) {
      const cookies = reply.getHeader('set-cookie');
      const list = (Array.isArray(cookies) ? cookies : [cookies]).map(String);
      // reply.header appends to set-cookie: the list is replaced as a whole.
      reply.removeHeader('set-cookie');
      reply.header(
        'set-cookie',
        list.map((cookie) => (hasSecure.test(cookie) ? cookie : `${cookie}; Secure`)),
      );
    }
    done(null, payload);
  });
}
