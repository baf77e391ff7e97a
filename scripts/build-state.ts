/**
 * Whether dist/ needs a rebuild: shared by `npm start` and the e2e test setup, so neither
 * serves a site older than its sources.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything Parcel and the prerenderer read to make dist/ (folders are walked; missing ones
 * are skipped).
 */
export const buildInputs = [
  'src',
  'core',
  'locales',
  'catalog',
  'forms',
  'package.json',
  '.parcelrc',
  'scripts/parcel',
  'tsconfig.json',
  'scripts/build.ts',
  'scripts/prerender.ts',
  'server/pages',
];

/**
 * What a finished build leaves: Parcel's shell, then the prerendered pages' list, written last
 * by scripts/prerender.ts (so a build that stopped halfway counts as stale).
 */
export const buildOutputs = [join('dist', 'index.html'), join('dist', 'pages', 'built.json')];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file only shows in its folder's mtime
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when an output of the build is missing or older than any build input under `root`. */
export function distIsStale(root: string): boolean {
  const outputs = buildOutputs.map((output) => join(root, output));
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return buildInputs.some((input) => {
    const path = join(root, input);
    return existsSync(path) && newestMtime(path) > built;
  });
}
