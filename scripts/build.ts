/** Production build: the SPA into dist/, with .br and .gz beside every text asset. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
// The browser's form validators are generated, not committed (scripts/compile-validators.ts).
const compiled = spawnSync(process.execPath, ['scripts/compile-validators.ts'], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
// --no-cache: Parcel 2.16's incremental bundling has crashed here after modules moved between
// bundles ("bundleInfoMap[bundleId] is not iterable"); a cold build takes about 10 s.
const result = spawnSync('parcel', ['build', '--no-cache', '--no-source-maps', '--log-level', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
