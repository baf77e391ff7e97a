import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distIsStale } from '../../scripts/build-state.ts';

let root: string;
const hourAgo = new Date(Date.now() - 3_600_000);
const now = new Date();

/** A finished build at a given time: Parcel's shell and the prerendered pages' list. */
function build(time: Date) {
  touch(join(root, 'dist', 'index.html'), time);
  touch(join(root, 'dist', 'pages', 'built.json'), time);
}

/** Writes a file with a given modification time. */
function touch(path: string, time: Date) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'x');
  utimesSync(path, time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-state-'));
  touch(join(root, 'package.json'), hourAgo);
  touch(join(root, 'src', 'app', 'routes.tsx'), hourAgo);
  touch(join(root, 'locales', 'en', 'common.json'), hourAgo);
  for (const dir of ['src/app', 'src', 'locales/en', 'locales'])
    utimesSync(join(root, dir), hourAgo, hourAgo);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('distIsStale', () => {
  it('is true when dist/index.html is missing', () => {
    expect(distIsStale(root)).toBe(true);
  });

  it('is true when the prerendered pages are missing (the build stopped after Parcel)', () => {
    touch(join(root, 'dist', 'index.html'), now);
    expect(distIsStale(root)).toBe(true);
  });

  it('is false when the build is newer than every source', () => {
    build(now);
    expect(distIsStale(root)).toBe(false);
  });

  it.each([
    'src/app/routes.tsx',
    'locales/es/common.json',
    'catalog/printing.ts',
    'forms/contact.form.json',
    'package.json',
    '.parcelrc',
    'scripts/parcel/charset-first.cjs',
    'core/routes/route-table.ts',
    'scripts/prerender.ts',
    'server/pages/page-head.ts',
  ])('is true when %s changed after the build', (file) => {
    build(hourAgo);
    touch(join(root, file), now);
    expect(distIsStale(root)).toBe(true);
  });

  it('ignores files outside the build inputs', () => {
    build(now);
    touch(join(root, 'README.md'), new Date(Date.now() + 60_000));
    touch(join(root, 'tests', 'unit', 'a.test.ts'), new Date(Date.now() + 60_000));
    expect(distIsStale(root)).toBe(false);
  });
});
