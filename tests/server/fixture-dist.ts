/**
 * A small stand-in for Parcel's dist/ in a temp folder: the tests then never depend on a
 * build (or on another build running at the same time).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const fixtureHtml =
  '<!DOCTYPE html><html lang=en><meta charset=utf-8>' +
  '<script>location.pathname === "/x" && location.replace("/es/x")</script>' +
  '<meta name=csp-nonce content=__CSP_NONCE__>' +
  '<script type=application/ld+json>{"@type":"LocalBusiness"}</script>' +
  '<script type="application/json" id=data>{}</script>' +
  '<script type=importmap>{"imports":{"aB3dE":"/home-page.0badc0de.js"}}</script>' +
  '<script type=module src=/main.1234abcd.js></script><body><div id=root></div>';

export const mainJs = 'import("aB3dE").then(() => console.log("the home page"));\n'.repeat(20);
/** A secret beside dist/, which no URL may ever reach. */
export const secretText = 'top secret, outside dist';

export type FixtureDist = { root: string; distDir: string; cleanup(): void };

export function createFixtureDist(): FixtureDist {
  const root = mkdtempSync(join(tmpdir(), 'server-test-'));
  const distDir = join(root, 'dist');
  mkdirSync(distDir);
  const write = (name: string, content: string | Buffer) => writeFileSync(join(distDir, name), content);
  write('index.html', fixtureHtml);
  // Compressed siblings that differ from the plain file, so a test can tell which one came.
  write('main.1234abcd.js', mainJs);
  write('main.1234abcd.js.br', brotliCompressSync(mainJs));
  write('main.1234abcd.js.gz', gzipSync(mainJs));
  write('home-page.0badc0de.js', 'export default 1;\n');
  write('site.webmanifest', '{"name":"Print shop"}');
  writeFileSync(join(root, 'secret.txt'), secretText);
  return { root, distDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
