/** Production build: the SPA into dist/, with .br and .gz beside every text asset. */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const result = spawnSync('parcel', ['build', '--no-source-maps', '--log-level', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
