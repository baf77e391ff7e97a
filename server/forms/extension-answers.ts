/**
 * How the answers an extension stores besides the form's own fields read to people (the
 * extensions' `storedFields`, core/forms/extensions.ts): a label and a short text instead of the
 * raw value, in the reader's language. The gang sheet's layout is a JSON document of every copy's
 * place; the shop reads "Sheet 22 × 38 in: 15 copies of 3 designs" in the inbox, the e-mails, the
 * customer's page and the CSV, and the print file and the design files carry the rest.
 * Texts: owner.json `gangSheet.*`, like the inbox's other words for stored values (`export.yes`).
 */
import { extensionName } from '../../core/forms/extensions.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';

export type AnswerText = { label: string; text?: string };

type Language = 'en' | 'es';

/** An owner.json text by dotted key, `{{name}}` filled in; `<key>_one`/`_other` by the count. */
type Words = {
  text(key: string, values?: Record<string, string | number>): string;
  count(key: string, count: number): string;
};

type ExtensionAnswers = (
  name: string,
  data: Readonly<Record<string, unknown>>,
  words: Words,
) => AnswerText | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const gangSheetAnswers: ExtensionAnswers = (name, data, words) => {
  if (name === 'sheetLength') {
    const length = data.sheetLength;
    return {
      label: words.text('gangSheet.sheetLength'),
      text: typeof length === 'number' ? words.text('gangSheet.length', { length }) : undefined,
    };
  }
  if (name !== 'layout') return undefined;
  const layout = data.layout;
  const label = words.text('gangSheet.layout');
  if (!isObject(layout) || !Array.isArray(layout.copies) || !Array.isArray(layout.designs)) return { label };
  return {
    label,
    text: words.text('gangSheet.summary', {
      width: Number(layout.widthIn),
      length: Number(data.sheetLength),
      copies: words.count('gangSheet.copies', layout.copies.length),
      designs: words.count('gangSheet.designs', layout.designs.length),
    }),
  };
};

const byExtension: Readonly<Record<string, ExtensionAnswers>> = { 'gang-sheet': gangSheetAnswers };

function wordsOf(lng: Language, lookup: (key: string) => string): Words {
  const text: Words['text'] = (key, values = {}) =>
    lookup(key).replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  const plural = new Intl.PluralRules(lng);
  return {
    text,
    count: (key, count) => text(`${key}_${plural.select(count) === 'one' ? 'one' : 'other'}`, { count }),
  };
}

/**
 * The label and text an extension of the form gives a stored answer, in `lng` (`lookup`: the
 * owner text at a key); undefined for every other answer.
 */
export function extensionAnswer(
  lng: Language,
  form: FormDefinition | undefined,
  name: string,
  data: Readonly<Record<string, unknown>>,
  lookup: (key: string) => string,
): AnswerText | undefined {
  for (const entry of form?.extensions ?? []) {
    const id = extensionName(entry);
    const answer = Object.hasOwn(byExtension, id)
      ? byExtension[id](name, data, wordsOf(lng, lookup))
      : undefined;
    if (answer) return answer;
  }
  return undefined;
}
