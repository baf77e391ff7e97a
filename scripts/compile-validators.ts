/**
 * Precompiles the browser's form validators (docs/architecture.md "Why the stack is set up as it is"): one Ajv standalone CommonJS module
 * per form (per service for printing) into src/form-engine/generated/, plus an index that
 * loads each as its own chunk. Not committed: `npm run build` and `npm test` run this first. A
 * module whose schema hash is unchanged is not rewritten, so Parcel's watcher stays quiet.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  formDefinitions,
  generatedDir,
  hashOfModule,
  indexCode,
  moduleCode,
  schemaHash,
  validatorSources,
} from './form-build/validator-sources.ts';
import { FormFileError } from '../server/forms/form-files.ts';

function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  writeFileSync(file, content);
  return true;
}

let forms: ReturnType<typeof formDefinitions>;
try {
  forms = formDefinitions();
} catch (error) {
  // A mistake in a form file: say which file and where, without a stack trace (forms/README.md).
  if (!(error instanceof FormFileError)) throw error;
  console.error(`A form file needs fixing: ${error.message}`);
  process.exit(1);
}
const sources = validatorSources(forms);
mkdirSync(generatedDir, { recursive: true });
const hashes = new Map<string, string>();
let written = 0;
for (const source of sources) {
  const hash = schemaHash(source.schema);
  hashes.set(source.key, hash);
  const file = path.join(generatedDir, `${source.key}.cjs`);
  if (existsSync(file) && hashOfModule(readFileSync(file, 'utf8')) === hash) continue;
  writeFileSync(file, moduleCode(source, hash));
  written += 1;
}
const wanted = new Set(sources.map(({ key }) => `${key}.cjs`));
for (const name of readdirSync(generatedDir)) {
  if (name.endsWith('.cjs') && !wanted.has(name)) rmSync(path.join(generatedDir, name));
}
if (writeIfChanged(path.join(generatedDir, 'index.ts'), indexCode(sources, hashes, forms))) written += 1;
console.log(`compile-validators: ${sources.length} validators, ${written} file(s) written`);
