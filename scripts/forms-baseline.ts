/**
 * `npm run forms:baseline`: accepts the form files as they are now as the specification's baseline, by
 * rewriting forms/spec-baseline.json from forms/*.form.json (scripts/form-build/spec-baseline.ts).
 * Run it after a deliberate departure from the specification, then commit both files.
 * An argument names another forms folder (the unit test runs it on a copy).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { baselineFile, baselineOf } from './form-build/spec-baseline.ts';

const formsDir = process.argv[2] ?? 'forms';
const file = path.join(formsDir, baselineFile);
let before = '';
try {
  before = readFileSync(file, 'utf8');
} catch {
  // No baseline yet: this run writes the first one.
}
// Formatted as `npm run lint` wants it; the project's Prettier settings apply.
const options = (await prettier.resolveConfig(path.resolve('forms', baselineFile))) ?? {};
const text = await prettier.format(JSON.stringify(baselineOf(formsDir)), { ...options, parser: 'json' });
if (text === before) {
  console.log(`forms:baseline: ${file} already matches the form files; nothing to accept.`);
} else {
  writeFileSync(file, text);
  console.log(`forms:baseline: ${file} rewritten from the form files. Commit it with your change.`);
}
