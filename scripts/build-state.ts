/**
 * Whether dist/ needs a rebuild: shared by `npm start` and the e2e test setup, so neither
 * serves a site older than its sources.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything Parcel reads to make dist/ (folders are walked; missing ones are skipped). */
export const buildInputs = [
  'src',
  'locales',
  'catalog',
  'forms',
  'package.json',
  '.parcelrc',
  'tsconfig.json',
];

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

/** True when dist/index.html is missing or older than any build input under `root`. */
export function distIsStale(root: string): boolean {
  const index = join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return buildInputs.some((input) => {
    const path = join(root, input);
    return existsSync(path) && newestMtime(path) > built;
  });
}
