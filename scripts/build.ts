/**
 * Production build: the SPA into dist/, with .br and .gz beside every text asset, then every
 * public page prerendered into dist/pages/ (scripts/prerender.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync('dist', { recursive: true, force: true });
rmSync('dist-prerender', { recursive: true, force: true });
// The footer's year in the prerendered HTML and in the bundle that hydrates it (the same one).
const env = { ...process.env, NODE_ENV: 'production', BUILD_YEAR: String(new Date().getFullYear()) };
// The browser's form validators are generated, not committed (scripts/compile-validators.ts).
const compiled = spawnSync(process.execPath, ['scripts/compile-validators.ts'], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
// --no-cache: Parcel 2.16's incremental bundling has crashed here after modules moved between
// bundles ("bundleInfoMap[bundleId] is not iterable"); a cold build takes about 10 s.
// Parcel's own script, run by this Node: the build works without node_modules/.bin on PATH (a
// test runner or a script started with node directly), not only under `npm run`.
const parcelBin = path.join('node_modules', 'parcel', 'lib', 'bin.js');
const result = spawnSync(
  process.execPath,
  [parcelBin, 'build', '--no-cache', '--no-source-maps', '--log-level', 'warn'],
  { stdio: 'inherit', env },
);
if (result.error) console.error(`build: could not run Parcel (${result.error.message})`);
if (result.status !== 0) process.exit(result.status ?? 1);
const prerendered = spawnSync(process.execPath, ['scripts/prerender.ts'], { stdio: 'inherit', env });
process.exit(prerendered.status ?? 1);
