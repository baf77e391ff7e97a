/**
 * `npm start`: build the SPA when dist/ is missing or older than its sources, then run the
 * server in this same process, so one Ctrl+C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { delimiter, join, resolve } from 'node:path';
import { distIsStale } from './build-state.ts';

const root = resolve(import.meta.dirname, '..');
// The server resolves dist/ and data/ against the working directory: make it the project's.
process.chdir(root);

// A custom DIST_DIR is someone else's build: serve it as it is.
if (!process.env.DIST_DIR && distIsStale(root)) {
  console.log('dist/ is missing or older than the sources: building the site first...');
  // The same Node 24 that runs this script, whatever `node` is first on the PATH.
  // node_modules/.bin on the PATH (as npm does) lets build.ts find parcel when run without npm.
  const PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter);
  const build = spawnSync(process.execPath, ['scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PATH },
  });
  if (build.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(build.status ?? 1);
  }
}

await import('../server/main.ts');
