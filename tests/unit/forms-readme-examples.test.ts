/**
 * forms/README.md's examples, done as written on a copy of forms/ and locales/, keep the checks
 * of `npm test` green: the generic rules (tests/support/form-checks.ts) and the specification's baseline
 * (forms/spec-baseline.json). The departure example fails the baseline with the line the README
 * quotes until `npm run forms:baseline` accepts it. The slow half (the examples on a copy of the
 * whole project, built, with its whole non-browser suite run on it) is
 * tests/copy/forms-readme.test.ts, run once by `.ci/run`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadFormFiles } from '../../server/forms/form-files.ts';
import {
  acceptCommand,
  baselineDifferences,
  readBaseline,
  readForms,
} from '../../scripts/form-build/spec-baseline.ts';
import { activeForm } from '../../core/forms/conditions.ts';
import { estimateFor } from '../../core/pricing/estimate.ts';
import { loadFormRegistry } from '../../server/forms/form-registry.ts';
import { loadPriceTables } from '../../server/forms/price-tables.ts';
import { genericProblems, readFormFolder } from '../support/form-checks.ts';
import { addingFormBlocks, addTexts, applyConditionExamples, unitWords } from '../support/readme-blocks.ts';
import { formsDir, localesDir, readForm } from '../support/form-files.ts';

// npm and a fresh Node start for the script.
jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(formsDir, 'README.md'), 'utf8');
// Line breaks in the Markdown are spaces.
const examples = readme
  .slice(readme.indexOf('## Examples'), readme.indexOf('## Adding a form'))
  .replace(/\s+/g, ' ');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A copy of forms/ and locales/, and the owner's hand on its JSON files. */
function copyOfFolders() {
  const dir = mkdtempSync(path.join(tmpdir(), 'readme-examples-'));
  cpSync(formsDir, path.join(dir, 'forms'), { recursive: true });
  cpSync(localesDir, path.join(dir, 'locales'), { recursive: true });
  cpSync(path.join(root, 'catalog', 'prices'), path.join(dir, 'catalog', 'prices'), { recursive: true });
  const edit = (file: string, change: (json: Json) => void) => {
    const full = path.join(dir, file);
    const json = JSON.parse(readFileSync(full, 'utf8'));
    change(json);
    writeFileSync(full, JSON.stringify(json, null, 2) + '\n');
  };
  const check = () => {
    const forms = path.join(dir, 'forms');
    return {
      generic: genericProblems(readFormFolder(forms, path.join(dir, 'locales'))),
      baseline: baselineDifferences(readBaseline(forms), readForms(forms)),
    };
  };
  return { dir, edit, check };
}

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the examples of forms/README.md', () => {
  it('still say what this test does', () => {
    for (const text of [
      '`"3-plus-months"` to `contact` `timeline`',
      '`"3-plus-months": "3+ months"`',
      '`"3-plus-months": "Más de 3 meses"`',
      'add its name to `schema.required`, e.g. `"phone"` in `contact.form.json`',
      '`"contact" > "fields" > "timeline" > "enum" > "asap"`',
      'remove `"within-1-week"` from `contact` `timeline`',
      '`contact.timeline: the choice "within-1-week" is no longer offered`',
      `run \`${acceptCommand}\``,
    ]) {
      expect(examples).toContain(text);
    }
  });

  it('add a choice with its two texts, make phone required and rename a choice: every check passes', () => {
    const { dir, edit, check } = copyOfFolders();
    copies.push(dir);
    // Each done once: forms/ itself may already have had them done.
    const addOnce = (list: string[], value: string) => list.includes(value) || list.push(value);
    edit('forms/contact.form.json', (form) => {
      addOnce(form.schema.properties.timeline.enum, '3-plus-months');
      addOnce(form.schema.required, 'phone');
    });
    edit('locales/en/forms.json', (texts) => {
      texts.contact.fields.timeline.enum['3-plus-months'] = '3+ months';
      texts.contact.fields.timeline.enum.asap = 'Right away';
    });
    edit('locales/es/forms.json', (texts) => {
      texts.contact.fields.timeline.enum['3-plus-months'] = 'Más de 3 meses';
      texts.contact.fields.timeline.enum.asap = 'Cuanto antes';
    });

    expect(check()).toEqual({ generic: [], baseline: [] });
    // The intake takes the changed file as it is.
    const contact = loadFormFiles(path.join(dir, 'forms')).get('contact')!;
    expect(contact.schema.required).toContain('phone');
    expect(JSON.stringify(contact.schema.properties.timeline)).toContain('3-plus-months');
  });

  // Done once for real (and accepted), this example has nothing left to remove in forms/.
  const removable = readForm('contact').schema.properties.timeline?.enum?.includes('within-1-week');
  (removable ? it : it.skip)(
    'remove a choice: the baseline check says what, and the command accepts it',
    () => {
      const { dir, edit, check } = copyOfFolders();
      copies.push(dir);
      edit('forms/contact.form.json', (form) => {
        form.schema.properties.timeline.enum = form.schema.properties.timeline.enum.filter(
          (value: string) => value !== 'within-1-week',
        );
      });
      for (const lng of ['en', 'es']) {
        edit(
          `locales/${lng}/forms.json`,
          (texts) => delete texts.contact.fields.timeline.enum['within-1-week'],
        );
      }

      expect(check()).toEqual({
        generic: [],
        baseline: ['contact.timeline: the choice "within-1-week" is no longer offered'],
      });
      const run = spawnSync('sh', ['-c', `${acceptCommand} -- '${path.join(dir, 'forms')}'`], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      expect(check()).toEqual({ generic: [], baseline: [] });
    },
  );
});

describe('the conditions, steps and estimates of forms/README.md', () => {
  it('done as written on the apparel quote: every check passes, and the form does what the README says', () => {
    const { dir, check } = copyOfFolders();
    copies.push(dir);
    // From a folder without the apparel quote (a project that followed the README has it already).
    rmSync(path.join(dir, 'forms', 'apparel-quote.form.json'), { force: true });
    rmSync(path.join(dir, 'catalog', 'prices', 'apparel.json'), { force: true });
    for (const lng of ['en', 'es']) {
      const file = path.join(dir, 'locales', lng, 'forms.json');
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Json;
      delete texts['apparel-quote'];
      writeFileSync(file, JSON.stringify(texts, null, 2) + '\n');
    }
    const [formFile, englishTexts, spanishTexts] = addingFormBlocks(readme);
    writeFileSync(path.join(dir, 'forms', 'apparel-quote.form.json'), formFile);
    addTexts(path.join(dir, 'locales', 'en', 'forms.json'), englishTexts, 'English', 'apparel-quote');
    addTexts(path.join(dir, 'locales', 'es', 'forms.json'), spanishTexts, 'Spanish', 'apparel-quote');
    applyConditionExamples(dir, readme);

    expect(check()).toEqual({ generic: [], baseline: [] });
    const forms = path.join(dir, 'forms');
    const form = loadFormFiles(forms).get('apparel-quote')!;
    // The colour is asked only for hoodies, and required then.
    expect(activeForm(form.schema, {}).fields.has('hoodieColor')).toBe(false);
    expect(activeForm(form.schema, { garment: 'caps' }).fields.has('hoodieColor')).toBe(false);
    expect(activeForm(form.schema, { garment: 'hoodies' }).required.has('hoodieColor')).toBe(true);
    expect(form.uiSchema['ui:steps']!.map((step) => step.id)).toEqual(['order', 'contact']);
    // "Estimated price: $768.00" for 24 hoodies.
    const table = loadPriceTables(path.join(dir, 'catalog', 'prices')).get('apparel')!;
    const hoodies = { garment: 'hoodies', hoodieColor: 'navy', quantity: 24 };
    expect(estimateFor(table, form.estimate!, form.schema, hoodies)?.totalCents).toBe(76800);
    const prose = readme.replace(/\s+/g, ' ');
    expect(prose).toContain('"Estimated price: $768.00" for 24 hoodies');
    for (const [, one, other] of unitWords) {
      expect(prose).toContain(`(\`"garments_one": "${one}"\` and \`"garments_other": "${other}"\`)`);
    }
    // The server refuses a colour sent for caps, and takes one for hoodies.
    const compiled = loadFormRegistry({ formsDir: forms }).get('apparel-quote')!.schemaFor(new Map());
    const contact = { name: 'Ana', email: 'ana@example.com' };
    expect(compiled.validate({ ...contact, ...hoodies })).toBe(true);
    expect(compiled.validate({ ...contact, garment: 'caps', quantity: 24, hoodieColor: 'navy' })).toBe(false);
    expect(compiled.validate.errors?.[0]?.params).toEqual({ unevaluatedProperty: 'hoodieColor' });
  });
});
