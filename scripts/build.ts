/** Production build: the SPA into dist/, with .br and .gz beside every text asset. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
// --no-cache: Parcel 2.16's incremental bundling has crashed here after modules moved between
// bundles ("bundleInfoMap[bundleId] is not iterable"); a cold build takes about 10 s.
const result = spawnSync('parcel', ['build', '--no-cache', '--no-source-maps', '--log-level', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
