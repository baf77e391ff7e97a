/**
 * `npm test`: every test project (unit, dom, server, e2e) in one Jest run. Makes sure the browser
 * is there first. Extra arguments go to Jest, e.g. `npm test -- --selectProjects unit`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureCaddy, ensureChromium } from './ensure-chromium.ts';

const args = process.argv.slice(2);
const selected = args.join(' ');
if (!selected.includes('--selectProjects') || /\be2e\b/.test(selected)) ensureChromium();
if (!selected.includes('--selectProjects') || /\bserver\b/.test(selected)) ensureCaddy();

// The browser's form validators are generated, not committed; a unit test fails if they are stale.
const compiled = spawnSync(process.execPath, ['scripts/compile-validators.ts'], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

// jest does not export its bin path; the package layout is stable.
const jestBin = path.join(process.cwd(), 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(process.execPath, [jestBin, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
