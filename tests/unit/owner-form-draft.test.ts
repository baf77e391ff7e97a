/**
 * The owner's form draft outside the visual editor: the JSON typed in the form file's boxes
 * (where it breaks), the draft kept in the browser's storage, what check and publish are sent,
 * and which of the server's problems belong to which field.
 */
import type { FormDetail } from '../../core/api/forms.ts';
import { problemsOfField } from '../../src/pages/owner/forms/field-model.ts';
import {
  canonicalJson,
  draftBody,
  draftChanged,
  draftFromLive,
  loadDraft,
  saveDraft,
} from '../../src/pages/owner/forms/form-draft.ts';
import { lineAndColumn, readJsonObject, readJsonTexts } from '../../src/pages/owner/forms/json-text.ts';

describe('the form file as typed', () => {
  it('names the line and column where the JSON breaks', () => {
    const text = '{\n  "id": "contact",\n  "page" false\n}';
    const read = readJsonObject(text);
    expect(read.ok).toBe(false);
    expect(read.ok ? null : [read.line, read.reason]).toEqual([3, 'syntax']);
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(readJsonObject('[1]')).toMatchObject({ ok: false, reason: 'not-object' });
    expect(readJsonTexts('{"en":{}}', ['en', 'es'])).toMatchObject({ ok: false, reason: 'no-languages' });
    expect(readJsonTexts('{"en":{},"es":{}}', ['en', 'es'])).toEqual({ ok: true, value: { en: {}, es: {} } });
  });
});

describe("the server's problems of one field", () => {
  it('are those pointing into its schema, a condition branch holding it, its uiSchema or its texts', () => {
    const problems = [
      { path: '/file/schema/properties/company/maxLength', message: 'a' },
      { path: '/file/schema/allOf/0/then/properties/company', message: 'b' },
      { path: '/file/uiSchema/company/ui:options/maxBytes', message: 'c' },
      { path: '/texts/es/fields/company/label', message: 'd' },
      { path: '/file/schema/properties/companySize', message: 'not it' },
      { path: '/texts/es/title', message: 'not it' },
      { path: '/file/uiSchema/ui:order', message: 'not it' },
    ];
    expect(problemsOfField(problems, 'company').map((problem) => problem.message)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(problemsOfField([{ path: '/texts/en/fields/a~1b/label', message: 'x' }], 'a/b')).toHaveLength(1);
  });
});

describe('the draft in the browser', () => {
  const detail = {
    id: 'contact',
    live: {
      version: 4,
      file: { id: 'contact', schema: { type: 'object' } },
      texts: { en: { title: 'A' }, es: { title: 'B' } },
    },
  } as unknown as FormDetail;
  const items = new Map<string, string>();
  beforeAll(() => {
    // The unit tests run in Node: a storage as small as the draft needs.
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    };
  });
  afterAll(() => delete (globalThis as { localStorage?: unknown }).localStorage);

  it('starts as the live version, unchanged, and sends no empty renamed map', () => {
    const draft = draftFromLive(detail);
    expect(draftChanged(draft, detail)).toBe(false);
    expect(draftBody(draft)).toEqual({ file: detail.live.file, texts: detail.live.texts, basedOn: 4 });
    expect(draftBody({ ...draft, renamed: { phone: 'mobile' } }).renamed).toEqual({ phone: 'mobile' });
  });

  it('counts a change whatever order the keys come in, and text still being typed', () => {
    const draft = draftFromLive(detail);
    const reordered = {
      ...draft,
      content: {
        texts: { es: { title: 'B' }, en: { title: 'A' } },
        file: { schema: { type: 'object' }, id: 'contact' },
      },
    };
    expect(canonicalJson(reordered.content)).toBe(canonicalJson(draft.content));
    expect(draftChanged(reordered, detail)).toBe(false);
    expect(draftChanged({ ...draft, typing: { file: '{' } }, detail)).toBe(true);
  });

  it('is stored per form and read back, and a stored draft of another shape is dropped', () => {
    const draft = { ...draftFromLive(detail), renamed: { phone: 'mobile' } };
    saveDraft('contact', draft);
    expect(loadDraft('contact')).toEqual(draft);
    expect(loadDraft('upload')).toBeNull();
    items.set('owner-form-draft:upload', '{"content": []}');
    expect(loadDraft('upload')).toBeNull();
    expect(items.has('owner-form-draft:upload')).toBe(false);
  });
});
