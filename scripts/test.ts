/**
 * `npm test`: every test project (unit, dom, server, e2e). Makes sure the browser is there
 * first. Extra arguments go to Jest, e.g. `npm test -- --selectProjects unit`.
 *
 * On its own (no project or file named), it builds the site once if it is stale, then runs lanes
 * of Jest side by side: the component tests (dom); the unit and server tests (a store of their own
 * per file); the browser tests in E2E_SHARDS parts (default 3; `--shard`,
 * tests/support/balanced-sequencer.cjs), each with its own server, store, mail server and
 * Chromium (tests/e2e/global-setup.ts), since the files of one part share their server's store
 * and published texts and so run one after another; then the check of forms/README.md on a copy
 * of the project in the lane done first. Jest alone would give a two-core machine one worker,
 * most of it spent waiting on a browser. `--json --outputFile=F` gets one summary of all the
 * runs, as Jest writes it; TEST_SERIAL=1 runs a single Jest as before.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distIsStale } from './build-state.ts';
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

/**
 * The command that runs Jest with these arguments. Run as root (CI), Chromium raises its browser
 * processes' main and I/O threads to nice -8, which a user's Chromium cannot: on two busy cores
 * they then took the CPU from the test servers, the component tests and the pages' own renderers
 * (one component test took five times as long as alone). Without the capability to raise a
 * priority (CAP_SYS_NICE, dropped by util-linux's setpriv), every process shares the cores as in
 * a user's run.
 */
function jestCommand(jestArgs: string[]): [string, string[]] {
  const node: [string, string[]] = [process.execPath, [jestBin, ...jestArgs]];
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/setpriv')) return node;
  return [
    '/usr/bin/setpriv',
    ['--bounding-set=-sys_nice', '--inh-caps=-sys_nice', '--', node[0], ...node[1]],
  ];
}

/** Whether the arguments name a project or a file: then one Jest does exactly what they say. */
const namesWhat = args.some((arg, index) => {
  if (arg.startsWith('--selectProjects')) return true;
  if (arg.startsWith('-')) return false;
  // A flag's value (`--outputFile F`, `-t NAME`) is not a file pattern.
  const previous = args[index - 1] ?? '';
  return !(previous.startsWith('-') && !previous.includes('='));
});

if (namesWhat || process.env.TEST_SERIAL === '1') {
  const result = spawnSync(...jestCommand(args), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/** `--outputFile=F` or `--outputFile F`: where the caller wants the summary; taken out of args. */
let outputFile: string | undefined;
const rest: string[] = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg.startsWith('--outputFile=')) outputFile = arg.slice('--outputFile='.length);
  else if (arg === '--outputFile') outputFile = args[++index];
  else rest.push(arg);
}

// The parts of the browser tests would otherwise all find dist/ stale and build it at once.
if (distIsStale(process.cwd())) {
  const built = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** One Jest run: its arguments and, with --outputFile, where its own summary goes. */
type Run = { name: string; args: string[]; output?: string };
const run = (name: string, args: string[]): Run => ({
  name,
  args,
  output: outputFile ? `${outputFile}.${name}.json` : undefined,
});
/**
 * The lanes side by side: the component tests; the unit and server tests (one worker: beside
 * another, the 300 MB upload tests and the three processes behind Caddy missed their time in a
 * loaded run); the browser tests in E2E_SHARDS parts (default 3: a browser lane waits on its
 * pages about half the time); then forms/README.md followed on a copy of the project
 * (tests/copy/, jest.copy.config.cjs: the copy is built and its tests of forms, texts and prices
 * run) in whichever lane is done first, while the others still run.
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS) || 3);
const lanes: Run[][] = [
  [run('dom', ['--selectProjects', 'dom'])],
  [run('rest', ['--selectProjects', 'unit', 'server'])],
  ...Array.from({ length: shards }, (_, index) => [
    run(`e2e-${index + 1}`, [`--shard=${index + 1}/${shards}`, '--selectProjects', 'e2e']),
  ]),
];
const copy = run('copy', ['--config', 'jest.copy.config.cjs', '--runInBand']);
const runs = [...lanes.flat(), copy];

/**
 * Each run is a session of its own (`detached`: setsid). Linux shares a busy machine's CPU between
 * sessions first (autogroup), and Playwright starts each Chromium in a session of its own: with
 * every lane in npm test's one session, the three browsers took three shares and the component
 * tests, the unit and server tests and the browser tests' servers had one among them (a
 * component test file ran nine times as long as alone). Stopping npm test (Ctrl+C) stops every
 * run's process group, the Jest workers and the servers they started with it.
 */
const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // That run's group is gone already.
      }
    }
    process.exit(1);
  });
}

function start(run: Run): Promise<number> {
  const child: ChildProcess = spawn(
    ...jestCommand([...rest, ...(run.output ? [`--outputFile=${run.output}`] : []), ...run.args]),
    { stdio: 'inherit', detached: true },
  );
  children.add(child);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      // Said, since a run can end so with every test passed (a crash in a global teardown).
      if (code !== 0)
        console.log(`npm test: the ${run.name} run ended with ${signal ?? `exit code ${code}`}`);
      resolve(signal ? 1 : (code ?? 1));
    }),
  );
}

async function lane(runs: Run[]): Promise<number[]> {
  const codes: number[] = [];
  for (const one of runs) codes.push(await start(one));
  return codes;
}

const running = lanes.map(lane);
const copyCode = Promise.race(running).then(() => start(copy));
const codes = [...(await Promise.all(running)).flat(), await copyCode];

type Summary = Record<string, unknown> & { testResults?: unknown[] };
if (outputFile) {
  const summaries = runs.map((run): Summary => {
    try {
      return JSON.parse(readFileSync(run.output!, 'utf8')) as Summary;
    } catch {
      // A run that wrote no summary (it crashed) counts as one failed test.
      return { numFailedTests: 1, numTotalTests: 1, success: false, testResults: [] };
    }
  });
  const sum = (key: string) => summaries.reduce((total, s) => total + (Number(s[key]) || 0), 0);
  const counts = [
    'numPassedTests',
    'numFailedTests',
    'numPendingTests',
    'numTodoTests',
    'numTotalTests',
    'numPassedTestSuites',
    'numFailedTestSuites',
    'numPendingTestSuites',
    'numRuntimeErrorTestSuites',
    'numTotalTestSuites',
  ];
  const merged: Summary = {
    ...summaries[0],
    ...Object.fromEntries(counts.map((key) => [key, sum(key)])),
    success: summaries.every((s) => s.success === true),
    startTime: Math.min(...summaries.map((s) => Number(s.startTime) || Date.now())),
    testResults: summaries.flatMap((s) => s.testResults ?? []),
  };
  writeFileSync(outputFile, JSON.stringify(merged));
  console.log(
    `npm test: ${merged.numPassedTests} passed, ${merged.numFailedTests} failed (${runs.length} Jest runs in ${lanes.length} lanes)`,
  );
}
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
