/**
 * No import circle (eslint.config.js): `import-x/no-cycle` reports circles of value imports,
 * `cycles/no-type-cycle` (eslint-rules/no-type-cycle.js) the ones through a type-only import. The
 * fixtures under tests/unit/fixtures/import-cycles/ are linted with the real config (the real run
 * ignores them). ESLint loads its config with `import()`, which Jest's CommonJS sandbox refuses, so
 * one plain Node process runs ESLint's API.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface Reported {
  ruleId: string | null;
  message: string;
  line: number;
  fatal?: boolean;
}

const root = path.resolve(__dirname, '../..');
const fixtures = 'tests/unit/fixtures/import-cycles';

const lintInNode = `
  import { ESLint } from 'eslint';
  const files = JSON.parse(await new Response(process.stdin).text());
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.js', ignore: false });
  const results = await eslint.lintFiles(files);
  const byFile = Object.fromEntries(results.map((result) => [
    result.filePath,
    result.messages.map(({ ruleId, message, line, fatal }) => ({ ruleId, message, line, fatal })),
  ]));
  process.stdout.write(JSON.stringify(files.map((file) => byFile[process.cwd() + '/' + file] ?? null)));
`;

const files = [
  'values/a.ts',
  'values/b.ts',
  'types/a.ts',
  'types/b.ts',
  'mixed/a.ts',
  'mixed/b.ts',
  'chain/one.ts',
  'chain/two.ts',
  'chain/three.ts',
  'none/a.ts',
  'none/b.ts',
].map((file) => `${fixtures}/${file}`);

const results = (() => {
  let linted: Map<string, Reported[]> | undefined;
  return () => {
    if (linted) return linted;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', lintInNode], {
      cwd: root,
      input: JSON.stringify(files),
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
    const reported = JSON.parse(run.stdout) as (Reported[] | null)[];
    linted = new Map(files.map((file, index) => [file.slice(fixtures.length + 1), reported[index] ?? []]));
    return linted;
  };
})();

const cycleRules = new Set(['import-x/no-cycle', 'cycles/no-type-cycle']);
const cyclesIn = (file: string) =>
  results()
    .get(file)!
    .filter(({ ruleId }) => cycleRules.has(ruleId ?? ''));

describe('no import circle (eslint.config.js)', () => {
  it('lints every fixture without a parse error', () => {
    expect([...results().values()].flat().filter(({ fatal }) => fatal)).toEqual([]);
  });

  it('reports a circle of value imports with import-x/no-cycle', () => {
    for (const file of ['values/a.ts', 'values/b.ts']) {
      expect(cyclesIn(file).map(({ ruleId }) => ruleId)).toEqual(['import-x/no-cycle']);
    }
  });

  it('reports a circle of type-only imports, which no-cycle skips', () => {
    for (const file of ['types/a.ts', 'types/b.ts']) {
      const reports = cyclesIn(file);
      expect(reports.map(({ ruleId }) => ruleId)).toEqual(['cycles/no-type-cycle']);
    }
    expect(cyclesIn('types/a.ts')[0].message).toContain(
      `${fixtures}/types/a.ts -> ${fixtures}/types/b.ts -> ${fixtures}/types/a.ts`,
    );
  });

  it('reports a value import that comes back along a type-only one, on both sides', () => {
    expect(cyclesIn('mixed/a.ts').map(({ ruleId }) => ruleId)).toEqual(['cycles/no-type-cycle']);
    expect(cyclesIn('mixed/b.ts').map(({ ruleId }) => ruleId)).toEqual(['cycles/no-type-cycle']);
  });

  it('reports a longer circle closed by an import() type', () => {
    for (const file of ['chain/one.ts', 'chain/two.ts', 'chain/three.ts']) {
      expect(cyclesIn(file)).toHaveLength(1);
    }
    expect(cyclesIn('chain/three.ts')[0].ruleId).toBe('cycles/no-type-cycle');
  });

  it('reports nothing without a circle', () => {
    expect(cyclesIn('none/a.ts')).toEqual([]);
    expect(cyclesIn('none/b.ts')).toEqual([]);
  });
});
