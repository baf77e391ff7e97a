/**
 * Security headers sent on every response. The CSP is strict (docs/architecture.md
 * "Security and reliability"): no inline scripts, no eval. HTML responses carry a per-response nonce that
 * covers Parcel's inline import map and the <style> tags Emotion inserts at run time.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isHttps, strictTransportSecurity } from './https.ts';

/** 128 bits, fresh for each HTML response, so a leaked nonce is useless for the next one. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce?: string): string {
  const withNonce = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${withNonce}`,
    `style-src 'self'${withNonce}`,
    // blob: the visitor's own images, shown from their device before they are sent (the gang-sheet builder).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The home page embeds a Google map (docs/specification.md section 7).
    'frame-src https://www.google.com https://maps.google.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const fixedHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Old browsers ignore frame-ancestors; this says the same to them.
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Gives an HTML reply the policy that allows exactly this response's nonce. */
export function allowNonce(reply: FastifyReply, nonce: string): void {
  reply.header('content-security-policy', contentSecurityPolicy(nonce));
}

const baseline: Readonly<Record<string, string>> = {
  ...fixedHeaders,
  'content-security-policy': contentSecurityPolicy(),
};

/**
 * For replies made outside the hooks (Fastify's framework errors) too. HSTS only over HTTPS
 * (https.ts decides what is HTTPS): a browser ignores it over plain HTTP anyway.
 */
export function setSecurityHeaders(reply: FastifyReply, https = isHttps(reply.request)): void {
  reply.headers(baseline);
  if (https) reply.header('strict-transport-security', strictTransportSecurity);
}

/**
 * Sets the headers in onRequest so that every reply, including Fastify's own 404/413
 * errors, carries them; an HTML handler later swaps in the policy with its nonce.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    setSecurityHeaders(reply);
  });
}
