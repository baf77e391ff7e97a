/**
 * No file of the project points at a document outside the repository: the design notes, the
 * specification and the stack notes the project started from live outside it, so a pointer to
 * them leads a reader nowhere. What the code needs of them is in docs/ (docs/specification.md,
 * docs/architecture.md), and pointers name that. The names are assembled here so that this file
 * does not name them itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../support/docs.ts';

const outsideNames = [`${'DESIGN'}.md`, `${'SPEC'}.md`, `${'STACK'}-NOTES`, `..${'/shared'}`];

/** Folders that are built, installed or generated, not written: nothing in them is ours to fix. */
const skippedFolders = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-prerender',
  'data',
  '.parcel-cache',
  'coverage',
  'bench-results',
  'docs',
  'generated',
]);
const binary = /\.(png|jpe?g|gif|webp|avif|ico|pdf|woff2?|ttf|tar|gz|br|zip|sqlite)$/i;

function projectFiles(dir = projectRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : projectFiles(full);
    return entry.isFile() && !binary.test(entry.name) ? [full] : [];
  });
}

/** Each line of a text that names a document outside the repository, as `line: text`. */
export function outsideReferences(text: string): string[] {
  return text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => outsideNames.some((name) => line.includes(name)))
    .map(({ line, number }) => `${number}: ${line.trim()}`);
}

describe('pointers to documents', () => {
  it('are caught when they name a document outside the repository', () => {
    const sample = ['/** Prices (docs/specification.md section 9). */', `// See ${outsideNames[0]} "Parts".`];
    expect(outsideReferences(sample.join('\n'))).toEqual([`2: // See ${outsideNames[0]} "Parts".`]);
  });

  it('lead into the repository from every file outside docs/', () => {
    const found = projectFiles().flatMap((file) =>
      outsideReferences(readFileSync(file, 'utf8')).map(
        (reference) => `${path.relative(projectRoot, file)}:${reference}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
