/** What the form engine's build relies on: fresh precompiled validators, no markdown, sane encodings. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileFieldNames } from '../../src/form-engine/encoder.ts';
import { asFormDefinition } from '../../core/forms/form-definition.ts';
import {
  generatedDir,
  hashOfModule,
  schemaHash,
  validatorSources,
} from '../../scripts/form-build/validator-sources.ts';

const regenerate = 'run `node scripts/compile-validators.ts` (npm test and npm run build run it first)';
const formFiles = readdirSync('forms').filter((name) => name.endsWith('.form.json'));
const forms = formFiles.map((name) => ({
  name,
  definition: asFormDefinition(JSON.parse(readFileSync(path.join('forms', name), 'utf8'))),
}));

/** Every [path, key] in a JSON value, to find keywords anywhere in a form file. */
function keyPaths(value: unknown, at = ''): [string, string][] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [`${at}/${key}`, key] as [string, string],
    ...keyPaths(item, `${at}/${key}`),
  ]);
}

/** Field names (a field may be called `description`) are not keywords. */
const isFieldName = (at: string) =>
  /^\/(schema(\/allOf\/\d+\/(then|else))?\/properties|uiSchema)\/[^/]+$/.test(at);

describe('the precompiled validators', () => {
  const sources = validatorSources();

  it('cover every form, and the printing form once per service', () => {
    const keys = sources.map(({ key }) => key);
    for (const { definition } of forms) {
      if (definition.id === 'printing-order') expect(keys).toContain('printing-order.flyers');
      else expect(keys).toContain(definition.id);
    }
  });

  it.each(sources.map((source) => [source.key, source] as const))(
    '%s is compiled from the current form file',
    (key, source) => {
      const file = path.join(generatedDir, `${key}.cjs`);
      expect(existsSync(file) ? file : `${file} is missing: ${regenerate}`).toBe(file);
      const hash = schemaHash(source.schema);
      expect(hashOfModule(readFileSync(file, 'utf8')) === hash ? 'fresh' : `stale: ${regenerate}`).toBe(
        'fresh',
      );
      expect(readFileSync(path.join(generatedDir, 'index.ts'), 'utf8')).toContain(
        `${JSON.stringify(key)}: "${hash}"`,
      );
    },
  );

  it('leaves no module of a form that is gone', () => {
    const wanted = sources.map(({ key }) => `${key}.cjs`).sort();
    const present = readdirSync(generatedDir)
      .filter((name) => name.endsWith('.cjs'))
      .sort();
    expect(present).toEqual(wanted);
  });

  it('notices a changed schema (the hash covers every keyword, whatever the key order)', () => {
    const schema = { type: 'object', properties: { a: { type: 'string', maxLength: 5 } } };
    expect(schemaHash({ properties: { a: { maxLength: 5, type: 'string' } }, type: 'object' })).toBe(
      schemaHash(schema),
    );
    expect(schemaHash({ type: 'object', properties: { a: { type: 'string', maxLength: 6 } } })).not.toBe(
      schemaHash(schema),
    );
  });
});

describe('markdown in forms', () => {
  // RJSF renders markdown only when a form asks for it; markdown-to-jsx is aliased to a stub.
  it.each(formFiles)('%s asks for no markdown and carries no visible text', (name) => {
    const json: unknown = JSON.parse(readFileSync(path.join('forms', name), 'utf8'));
    const offending = keyPaths(json).filter(
      ([at, key]) =>
        !isFieldName(at) &&
        (/markdown/i.test(key) ||
          ['title', 'description', 'ui:title', 'ui:description', 'ui:help', 'ui:placeholder'].includes(key)),
    );
    expect(offending.map(([at]) => at)).toEqual([]);
  });

  it('is stubbed in the bundle for both of the ways RJSF imports it', () => {
    const { alias } = JSON.parse(readFileSync('package.json', 'utf8')) as { alias: Record<string, string> };
    expect(alias['markdown-to-jsx']).toBe('./src/form-engine/markdown-stub.tsx');
    expect(alias['markdown-to-jsx/react']).toBe('./src/form-engine/markdown-stub.tsx');
  });
});

describe('references and allOf in forms', () => {
  // RJSF resolves $ref against $id with fast-uri, and merges allOf with @x0k/json-schema-merge;
  // both are aliased to small stand-ins. A form's conditions (its schema's allOf) never reach
  // RJSF: the runner gives it the flat schema of the fields in play (core/forms/conditions.ts).
  it.each(formFiles)('%s uses no $ref or $id, and allOf only for its conditions', (name) => {
    const json: unknown = JSON.parse(readFileSync(path.join('forms', name), 'utf8'));
    const offending = keyPaths(json).filter(
      ([at, key]) =>
        !isFieldName(at) && (['$ref', '$id'].includes(key) || (key === 'allOf' && at !== '/schema/allOf')),
    );
    expect(offending.map(([at]) => at)).toEqual([]);
  });

  it('are stubbed in the bundle', () => {
    const { alias } = JSON.parse(readFileSync('package.json', 'utf8')) as { alias: Record<string, string> };
    expect(alias['fast-uri']).toBe('./src/form-engine/fast-uri-stub.ts');
    expect(alias['@x0k/json-schema-merge']).toBe('./src/form-engine/schema-merge-stub.ts');
    expect(alias['@x0k/json-schema-merge/lib/array']).toBe('./src/form-engine/schema-merge-stub.ts');
  });
});

describe('form encodings', () => {
  it.each(forms.map(({ name, definition }) => [name, definition] as const))(
    '%s is multipart if it has a files field (url-encoded bodies cannot carry files)',
    (_name, definition) => {
      if (fileFieldNames(definition).length) expect(definition.submit.encoding).toBe('multipart');
    },
  );
});
