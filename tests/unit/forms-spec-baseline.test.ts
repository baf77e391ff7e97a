/**
 * The form files against docs/specification.md, through its baseline forms/spec-baseline.json (written by
 * `npm run forms:baseline`, compared by scripts/form-build/spec-baseline.ts). The owner may add
 * to a form; removing or changing what the specification says fails, saying what and how to
 * accept it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asFormDefinition, type FormDefinition } from '../../core/forms/form-definition.ts';
import {
  acceptCommand,
  baselineDifferences,
  baselineFile,
  baselineOf,
  differencesReport,
  formBaseline,
  formDifferences,
  readBaseline,
  readForms,
  withinBaseline,
  type SpecBaseline,
} from '../../scripts/form-build/spec-baseline.ts';
import { formsDir } from '../support/form-files.ts';

// npm and a fresh Node start for the script.
jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../..');
const baseline = readBaseline(formsDir);
const forms = readForms(formsDir);
const departures = baselineDifferences(baseline, forms);

/** The report of the form files' departures, if any: the other checks mean nothing until then. */
function expectNoDepartures() {
  if (departures.length > 0) throw new Error(differencesReport(departures));
}

function runScript(dir: string) {
  const run = spawnSync('sh', ['-c', `${acceptCommand} -- '${dir}'`], { cwd: root, encoding: 'utf8' });
  expect([run.status, run.stderr.replace(/npm warn .*\n/g, '')]).toEqual([0, '']);
}

/** A copy of forms/ in a temporary folder, removed after the file's tests. */
const copies: string[] = [];
function copyOfForms(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'forms-baseline-'));
  copies.push(dir);
  cpSync(formsDir, dir, { recursive: true });
  return dir;
}
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the form files keep the specification's baseline (forms/spec-baseline.json)", () => {
  it.each(Object.keys(baseline.forms))('%s', (id) => {
    const differences = formDifferences(id, baseline.forms[id], forms.get(id));
    if (differences.length > 0) throw new Error(differencesReport(differences));
  });

  it('is exactly what the script reads off the form files, less what they add to it', () => {
    expectNoDepartures();
    expect(withinBaseline(baselineOf(formsDir), baseline)).toEqual(baseline);
  });
});

/** A small form with one of everything the baseline keeps; the tests below edit copies of it. */
const sample = asFormDefinition({
  id: 'sample',
  schema: {
    type: 'object',
    required: ['name', 'email'],
    properties: {
      name: { type: 'string', maxLength: 100 },
      email: { type: 'string', format: 'email', maxLength: 254 },
      phone: { type: 'string', maxLength: 30 },
      timeline: { type: 'string', enum: ['asap', '1-2-weeks', '1-2-months'], default: 'asap' },
      quantity: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
      details: { type: 'string', maxLength: 500 },
      files: { type: 'array', maxItems: 5, items: { type: 'string', maxLength: 255 } },
    },
  },
  uiSchema: {
    'ui:order': ['name', 'email', 'phone', 'timeline', 'quantity', 'details', 'files'],
    details: { 'ui:widget': 'textarea' },
    files: {
      'ui:widget': 'files',
      'ui:options': { accept: ['.pdf', '.png'], maxBytes: 1000, multiple: true },
    },
  },
  submit: {
    endpoint: 'sample',
    encoding: 'multipart',
    feedback: 'banner',
    onSuccess: 'reset',
    messages: { success: 'forms:sample.messages.success', error: 'forms:sample.messages.error' },
  },
});
const sampleBaseline: SpecBaseline = { comment: [], forms: { sample: formBaseline(sample) } };

/** The sample's differences from its own baseline after an edit (of a copy). */
function afterEdit(edit: (form: FormDefinition) => void, more: Record<string, FormDefinition> = {}) {
  const form = structuredClone(sample);
  edit(form);
  return baselineDifferences(sampleBaseline, new Map(Object.entries({ sample: form, ...more })));
}

describe('what the baseline lets the owner change', () => {
  it('keeps what the specification says of each field, the required fields and how the form is sent', () => {
    expect(sampleBaseline.forms.sample).toEqual({
      fields: {
        name: { type: 'string' },
        email: { type: 'string', format: 'email' },
        phone: { type: 'string' },
        timeline: { type: 'string', choices: ['asap', '1-2-weeks', '1-2-months'], default: 'asap' },
        quantity: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
        details: { type: 'string', textArea: 500 },
        files: { type: 'array', files: { accept: ['.pdf', '.png'], maxBytes: 1000, multiple: true } },
      },
      required: ['name', 'email'],
      submit: {
        endpoint: 'sample',
        encoding: 'multipart',
        feedback: 'banner',
        messages: ['error', 'success'],
      },
    });
  });

  it('passes additions: choices, a field made required, a new field, a file type, a new form', () => {
    const differences = afterEdit(
      (form) => {
        form.schema.properties.timeline.enum = ['today', 'asap', '1-2-weeks', '1-2-months', '3-plus-months'];
        form.schema.required.push('phone');
        form.schema.properties.referral = { type: 'string', enum: ['search', 'friend'] };
        form.uiSchema['ui:order'].push('referral');
        (form.uiSchema.files as { 'ui:options': { accept: string[] } })['ui:options'].accept.push('.svg');
        form.submit.messages.successTitle = 'forms:sample.messages.successTitle';
      },
      { other: { ...structuredClone(sample), id: 'other' } },
    );
    expect(differences).toEqual([]);
  });

  it('names each removal or change exactly', () => {
    const differences = afterEdit((form) => {
      const fields = form.schema.properties;
      fields.timeline.enum = ['1-2-months', '1-2-weeks'];
      fields.timeline.default = '1-2-weeks';
      fields.details.maxLength = 1000;
      fields.quantity.maximum = 500;
      delete fields.phone;
      form.schema.required = ['name'];
      const files = (form.uiSchema.files as { 'ui:options': { accept: string[]; maxBytes: number } })[
        'ui:options'
      ];
      files.accept = ['.pdf'];
      files.maxBytes = 2000;
      form.submit.encoding = 'urlencoded';
    });
    expect(differences).toEqual([
      'sample.phone: the field is gone (the shop receives it under this name)',
      'sample.timeline: "default" is "1-2-weeks"; the specification\'s baseline has "asap"',
      'sample.timeline: the choice "asap" is no longer offered',
      'sample.quantity: "maximum" is 500; the specification\'s baseline has 1000',
      'sample.details: the text area\'s "maxLength" is 1000; the specification\'s baseline has 500',
      'sample.files: the file type ".png" is no longer accepted',
      'sample.files: "maxBytes" is 2000; the specification\'s baseline has 1000',
      'sample.email: the field is no longer required ("schema.required")',
      'sample: "submit.encoding" is "urlencoded"; the specification\'s baseline has "multipart"',
    ]);
  });

  it('names a change of order among the choices, a widget changed and a form gone', () => {
    expect(
      afterEdit((form) => {
        form.schema.properties.timeline.enum = ['asap', '1-2-months', 'today', '1-2-weeks'];
        form.uiSchema.details = {};
        form.uiSchema.files = {};
      }),
    ).toEqual([
      'sample.timeline: the choices are in another order, ["asap","1-2-months","1-2-weeks"]; ' +
        'the specification\'s baseline has ["asap","1-2-weeks","1-2-months"]',
      'sample.details: is no longer a text area ("ui:widget": "textarea")',
      'sample.files: is no longer a file picker ("ui:widget": "files")',
    ]);
    expect(baselineDifferences(sampleBaseline, new Map())).toEqual([
      'sample: the form file forms/sample.form.json is gone',
    ]);
  });

  it('says in its failure what differs and the one command that accepts it', () => {
    expect(differencesReport(['sample.timeline: the choice "asap" is no longer offered'])).toBe(
      [
        "The form files no longer match the specification's baseline (forms/spec-baseline.json):",
        '  - sample.timeline: the choice "asap" is no longer offered',
        'If this is on purpose, accept it: run `npm run forms:baseline`, which rewrites forms/spec-baseline.json',
        'from the form files, and commit that file with your change. If not, undo the change in the form file.',
      ].join('\n'),
    );
  });
});

describe(acceptCommand, () => {
  it('writes, for the committed form files, exactly the committed baseline', () => {
    expectNoDepartures();
    const dir = copyOfForms();
    rmSync(path.join(dir, baselineFile));
    runScript(dir);
    const text = readFileSync(path.join(dir, baselineFile), 'utf8');
    const written = JSON.parse(text) as SpecBaseline;
    expect(withinBaseline(written, baseline)).toEqual(baseline);
    // Byte for byte, unless forms/ has additions not yet written into the baseline (they pass).
    if (JSON.stringify(written) === JSON.stringify(baseline)) {
      expect(text).toBe(readFileSync(path.join(formsDir, baselineFile), 'utf8'));
    }
  });

  it('after a choice is removed in a copy: the check names it, and the command accepts it', () => {
    const dir = copyOfForms();
    runScript(dir); // The copy's own starting point, whatever forms/ holds.
    const [id, field] = [...readForms(dir)].flatMap(([formId, form]) =>
      Object.entries(form.schema.properties)
        .filter(([, f]) => (f.enum?.length ?? 0) > 1)
        .map(([name]) => [formId, name] as const),
    )[0];
    const file = path.join(dir, `${id}.form.json`);
    const form = JSON.parse(readFileSync(file, 'utf8'));
    const removed = form.schema.properties[field].enum.pop();
    writeFileSync(file, JSON.stringify(form, null, 2));

    const differences = baselineDifferences(readBaseline(dir), readForms(dir));
    expect(differences).toEqual([
      `${id}.${field}: the choice ${JSON.stringify(removed)} is no longer offered`,
    ]);
    expect(differencesReport(differences)).toContain(`run \`${acceptCommand}\``);
    runScript(dir);
    expect(baselineDifferences(readBaseline(dir), readForms(dir))).toEqual([]);
    expect(readBaseline(dir).forms[id].fields[field].choices).not.toContain(removed);
  });
});
