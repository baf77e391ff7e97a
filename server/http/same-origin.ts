/**
 * A POST to the customer's page's API must come from our own pages: the browser's Origin
 * header names the site the page was on, and no other site can set it. The request's own
 * origin (behind a proxy, as TRUST_PROXY lets Fastify read it) and PUBLIC_URL's are ours.
 * A request without Origin is refused too: every browser sends it on a POST.
 */
import type { FastifyRequest } from 'fastify';

export function isSameOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  const ours = new Set([`${request.protocol}://${request.host}`.toLowerCase()]);
  if (publicUrl) {
    try {
      ours.add(new URL(publicUrl).origin.toLowerCase());
    } catch {
      // config.ts checked PUBLIC_URL at start; nothing to add otherwise.
    }
  }
  return ours.has(origin.toLowerCase());
}
