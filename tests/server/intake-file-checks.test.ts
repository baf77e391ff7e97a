import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSvgScanner, fileKinds } from '../../server/files/file-types.ts';
import { extensionOf, newStoredName, safeOriginalName } from '../../server/files/file-names.ts';
import { sweepIncoming } from '../../server/files/disk-file-store.ts';
import { loadFormRegistry } from '../../server/forms/form-registry.ts';
import { samples } from './fixtures/intake-helpers.ts';

describe('safeOriginalName', () => {
  it.each([
    ['photo.png', 'photo.png'],
    ['C:\\fakepath\\photo.png', 'photo.png'],
    ['folder/sub/photo.png', 'photo.png'],
    ['  .hidden.png  ', 'hidden.png'],
    ['name.png...', 'name.png'],
    ['gpj.\u202eexe.png', 'gpj.exe.png'],
    ['Cafe\u0301.pdf', 'Café.pdf'],
  ])('keeps %j as %j', (raw, kept) => {
    expect(safeOriginalName(raw)).toBe(kept);
  });

  it.each([
    '../x.png',
    '..\\x.png',
    'a/../b.png',
    '..',
    'a\u0000.png',
    'a\nb.png',
    '\u0085.png',
    '',
    '...',
    '/',
  ])('refuses %j', (raw) => {
    expect(safeOriginalName(raw)).toBeNull();
  });

  it('never splits an emoji when it shortens a name', () => {
    const name = safeOriginalName(`${'😀'.repeat(100)}.pdf`)!;
    expect(name.length).toBeLessThanOrEqual(120);
    expect(name.endsWith('😀.pdf')).toBe(true);
    expect(/[\ud800-\udfff]/u.test(name)).toBe(false);
  });
});

describe('extensionOf and newStoredName', () => {
  it('reads the last extension in lower case and ignores a leading dot', () => {
    expect(extensionOf('a.tar.GZ')).toBe('gz');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('makes random names that carry only the checked extension', () => {
    const names = new Set(Array.from({ length: 50 }, () => newStoredName('png')));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{20}\.png$/);
  });
});

describe('fileKinds', () => {
  it.each(Object.keys(fileKinds))('tells a real .%s from an executable', (extension) => {
    const sample = extension === 'jpeg' ? samples.jpg : samples[extension as keyof typeof samples];
    expect(fileKinds[extension].matches(sample)).toBe(true);
    expect(fileKinds[extension].matches(samples.exe)).toBe(false);
    expect(fileKinds[extension].matches(Buffer.alloc(0))).toBe(false);
  });

  it('takes an SVG after a DOCTYPE and comments but not HTML or UTF-16', () => {
    const doctype =
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(fileKinds.svg.matches(Buffer.from(`<!-- a -->\n${doctype}\n<svg/>`))).toBe(true);
    expect(fileKinds.svg.matches(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(fileKinds.svg.matches(Buffer.from('\ufeff<svg/>', 'utf16le'))).toBe(false);
  });
});

describe('createSvgScanner', () => {
  it('finds a handler split across two chunks', () => {
    const scanner = createSvgScanner();
    scanner.push(Buffer.from('<svg><rect on'));
    expect(scanner.unsafe).toBe(false);
    scanner.push(Buffer.from('click="x()"/></svg>'));
    expect(scanner.unsafe).toBe(true);
  });

  it('passes a plain drawing with words like "one" and "ont"', () => {
    const scanner = createSvgScanner();
    scanner.push(Buffer.from('<svg><text font-family="Montserrat">one = two</text></svg>'));
    expect(scanner.unsafe).toBe(false);
  });
});

describe('sweepIncoming', () => {
  it('removes only incoming folders older than the limit', async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'sweep-'));
    mkdirSync(join(uploads, '.incoming', 'old'), { recursive: true });
    mkdirSync(join(uploads, '.incoming', 'new'), { recursive: true });
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(join(uploads, '.incoming', 'old'), hourAgo, hourAgo);
    expect(await sweepIncoming(uploads, 60 * 60 * 1000)).toBe(1);
    expect(existsSync(join(uploads, '.incoming', 'old'))).toBe(false);
    expect(existsSync(join(uploads, '.incoming', 'new'))).toBe(true);
    rmSync(uploads, { recursive: true, force: true });
  });
});

describe('loadFormRegistry', () => {
  const withForm = (form: unknown, name = 'broken.form.json') => {
    const dir = mkdtempSync(join(tmpdir(), 'forms-'));
    writeFileSync(join(dir, name), typeof form === 'string' ? form : JSON.stringify(form));
    return dir;
  };
  // A valid form file with one files field; each case breaks one thing.
  const filesUi = {
    'ui:widget': 'files',
    'ui:options': { accept: ['.pdf'], maxBytes: 1000, multiple: true },
  };
  const base = {
    id: 'broken',
    schema: {
      type: 'object',
      required: [],
      properties: { files: { type: 'array', items: { type: 'string', maxLength: 255 }, maxItems: 3 } },
    },
    uiSchema: { 'ui:order': ['files'], files: filesUi },
    submit: {
      endpoint: 'broken',
      encoding: 'multipart',
      feedback: 'alert',
      onSuccess: 'reset',
      messages: { success: 'forms:broken.messages.success', error: 'forms:broken.messages.error' },
    },
  };

  it('starts with the valid form file the cases below break', () => {
    const dir = withForm(base);
    expect(loadFormRegistry({ formsDir: dir }).has('broken')).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['not JSON', '{', /broken\.form\.json: not valid JSON/],
    ['a wrong id', { ...base, id: 'other' }, /broken\.form\.json: \/id: must be "broken"/],
    [
      'a wrong encoding',
      { ...base, submit: { ...base.submit, encoding: 'json' } },
      /broken\.form\.json: \/submit\/encoding: must be equal to one of the allowed values/,
    ],
    [
      'an accept list the server cannot check',
      {
        ...base,
        uiSchema: {
          ...base.uiSchema,
          files: { ...filesUi, 'ui:options': { ...filesUi['ui:options'], accept: ['.docx'] } },
        },
      },
      /field "files" accepts \.docx, which the server cannot check by content/,
    ],
    [
      'a required that is not a list',
      { ...base, schema: { ...base.schema, required: 'files' } },
      /broken\.form\.json: \/schema\/required: must be array/,
    ],
    [
      'a typed text without a maxLength',
      {
        ...base,
        schema: { ...base.schema, properties: { ...base.schema.properties, note: { type: 'string' } } },
      },
      /\/schema\/properties\/note: must have one of 'enum', 'enumFrom', 'maxLength'/,
    ],
    [
      'a field missing from ui:order',
      {
        ...base,
        schema: {
          ...base.schema,
          properties: { ...base.schema.properties, note: { type: 'string', maxLength: 9 } },
        },
      },
      /\/uiSchema\/ui:order: must list note/,
    ],
    [
      'an unknown catalogue list',
      {
        ...base,
        schema: {
          ...base.schema,
          properties: { ...base.schema.properties, size: { type: 'string', enumFrom: 'dtf.colours' } },
        },
      },
      /\/schema\/properties\/size\/enumFrom: must be equal to one of the allowed values/,
    ],
    ['an unknown extension', { ...base, extensions: ['gift-wrap'] }, /broken\.form\.json: \/extensions\/0/],
  ])('refuses to start with %s, naming the file', (_label, form, message) => {
    const dir = withForm(form);
    expect(() => loadFormRegistry({ formsDir: dir })).toThrow(message);
    rmSync(dir, { recursive: true, force: true });
  });
});
