/**
 * forms/README.md's worked examples as code: the ```json blocks of a section, and each block put
 * where the README says, as a person editing the files by hand would. Used by
 * tests/unit/forms-readme-examples.test.ts (on a copy of forms/, locales/ and catalog/prices/)
 * and tests/copy/forms-readme.test.ts (on a copy of the whole project).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The ```json blocks of the section under `heading` (a "## " line), in order; exactly `count`. */
export function sectionBlocks(readme: string, heading: string, count: number, what: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`forms/README.md has no "${heading}" section`);
  const next = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  const section = lines.slice(start + 1, next < 0 ? undefined : next).join('\n');
  const blocks = [...section.matchAll(/^```json\n([\s\S]*?)^```[ \t]*$/gm)].map((match) => match[1]);
  if (blocks.length !== count) {
    throw new Error(
      `forms/README.md "${heading}" has ${blocks.length} \`\`\`json blocks; expected ${count} (${what})`,
    );
  }
  return blocks;
}

/** "## Adding a form": the form file, its English texts, its Spanish texts. */
export function addingFormBlocks(readme: string): string[] {
  return sectionBlocks(readme, '## Adding a form', 3, 'the form file, its English texts, its Spanish texts');
}

/** "## Conditions, steps and estimates", by name. */
export function conditionBlocks(readme: string) {
  const [allOf, colourEn, colourEs, steps, stepsEn, stepsEs, table, estimate] = sectionBlocks(
    readme,
    '## Conditions, steps and estimates',
    8,
    'the condition, its two texts, the steps, their two texts, the price table, the estimate block',
  );
  return { allOf, colourEn, colourEs, steps, stepsEn, stepsEs, table, estimate };
}

/** A block that is one `"key": value` entry, parsed; throws naming the block when it is not. */
export function entryOf(block: string, what: string): [string, unknown] {
  let fragment: Record<string, unknown>;
  try {
    fragment = JSON.parse(`{${block}}`) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`the README's ${what} block is not a JSON entry: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const entries = Object.entries(fragment);
  if (entries.length !== 1) throw new Error(`the README's ${what} block should be one entry`);
  return entries[0];
}

/** A README language block (`"apparel-quote": {...}`) appended to a language file, as a person would. */
export function addTexts(file: string, block: string, language: string, formId: string): void {
  const [key] = entryOf(block, language);
  if (key !== formId) throw new Error(`the README's ${language} block should be one "${formId}" entry`);
  const text = readFileSync(file, 'utf8');
  if (formId in (JSON.parse(text) as Record<string, unknown>))
    throw new Error(`${file} already has ${formId}`);
  const entry = block.trim().replace(/\n/g, '\n  ');
  const updated = text.replace(/\s*\}\s*$/, `,\n  ${entry}\n}\n`);
  JSON.parse(updated);
  writeFileSync(file, updated);
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One JSON file, changed by hand. */
export function editJson(file: string, change: (json: Json) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
}

/**
 * "## Conditions, steps and estimates" done as written on a project folder (or a copy of forms/,
 * locales/ and catalog/prices/ side by side) that already has the apparel quote: the condition
 * and the colour's texts, the steps and their titles, the price table, the estimate block and the
 * unit's words.
 */
export function applyConditionExamples(root: string, readme: string, formId = 'apparel-quote'): void {
  const blocks = conditionBlocks(readme);
  const formFile = path.join(root, 'forms', `${formId}.form.json`);
  const texts = (lng: string) => path.join(root, 'locales', lng, 'forms.json');
  editJson(formFile, (form) => {
    const [allOfKey, allOf] = entryOf(blocks.allOf, 'condition');
    form.schema[allOfKey] = allOf;
    const order: string[] = form.uiSchema['ui:order'];
    order.splice(order.indexOf('garment') + 1, 0, 'hoodieColor');
    const [stepsKey, steps] = entryOf(blocks.steps, 'steps');
    form.uiSchema[stepsKey] = steps;
    const [estimateKey, estimate] = entryOf(blocks.estimate, 'estimate');
    form[estimateKey] = estimate;
  });
  for (const [lng, colour, steps] of [
    ['en', blocks.colourEn, blocks.stepsEn],
    ['es', blocks.colourEs, blocks.stepsEs],
  ] as const) {
    editJson(texts(lng), (all) => {
      const [colourKey, colourTexts] = entryOf(colour, `${lng} colour`);
      all[formId].fields[colourKey] = colourTexts;
      const [stepsKey, stepTexts] = entryOf(steps, `${lng} steps`);
      all[formId][stepsKey] = stepTexts;
    });
  }
  const table = JSON.parse(blocks.table) as { id: string };
  writeFileSync(path.join(root, 'catalog', 'prices', `${table.id}.json`), blocks.table);
  // The unit's words, as the README's prose gives them (a copy without locales/<lng>/catalog.json skips this).
  for (const [lng, one, other] of unitWords) {
    const file = path.join(root, 'locales', lng, 'catalog.json');
    if (!existsSync(file)) continue;
    editJson(file, (all) => {
      all.prices.units.garments_one = one;
      all.prices.units.garments_other = other;
    });
  }
}

/** The apparel table's unit words, as "## Conditions, steps and estimates" says them. */
export const unitWords = [
  ['en', '{{count, number}} garment', '{{count, number}} garments'],
  ['es', '{{count, number}} prenda', '{{count, number}} prendas'],
] as const;
