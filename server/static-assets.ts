/**
 * Serves the files of dist/ with their precompressed .br/.gz siblings (Parcel writes them at
 * build time, so nothing is compressed per request).
 */
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Parcel names content-hashed files name.<8 hex>.ext: a new build means a new name. */
const hashedName = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
const compressedSuffix = /\.(br|gz)$/;

export const immutableCache = 'public, max-age=31536000, immutable';
/** Un-hashed files keep their name across deploys: cache briefly so a deploy shows soon. */
export const shortCache = 'public, max-age=3600';

export function isHashedAsset(filePath: string): boolean {
  return hashedName.test(basename(filePath).replace(compressedSuffix, ''));
}

/**
 * wildcard: false makes the plugin list dist/ once at start and add one route per file, so
 * any other path never touches the disk and reaches the not-found handler (the SPA). It also
 * means a path can only ever name a file that was in dist/ at start.
 */
export async function registerStaticAssets(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    // index.html and the prerendered pages are only sent through the nonce renderer;
    // robots.txt and sitemap.xml are generated; the compressed siblings are found by
    // preCompressed, not served by name.
    globIgnore: ['index.html', 'index.html.*', 'pages/**', 'robots.txt', 'sitemap.xml', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('cache-control', isHashedAsset(filePath) ? immutableCache : shortCache);
    },
  });
}
