import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildIntakeApp,
  filesUnder,
  multipart,
  rowCount,
  samples,
  type IntakeApp,
  type Part,
} from './fixtures/intake-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

describe.each(backendNames)('POST /api/forms/upload with files on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let uploadsDir: string;

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend);
    uploadsDir = join(backend.dataDir, 'uploads');
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  const send = (files: Part[], fields: Part[] = [{ name: 'name', value: 'Ana' }]) => {
    const body = multipart([...fields, ...files]);
    return intake.app.inject({ method: 'POST', url: '/api/forms/upload', ...body });
  };

  /** Sends a request that must fail, and checks it left no row and no file. */
  async function refused(files: Part[], status: number, fields?: Part[]) {
    const rows = await rowCount(intake.store);
    const onDisk = filesUnder(uploadsDir).length;
    const response = await send(files, fields);
    expect(response.statusCode).toBe(status);
    expect(await rowCount(intake.store)).toBe(rows);
    expect(filesUnder(uploadsDir)).toHaveLength(onDisk);
    return response.json();
  }

  it('stores the files with their sizes, hashes and checked types', async () => {
    const response = await send([
      { name: 'files', filename: 'logo.png', content: samples.png, contentType: 'image/png' },
      { name: 'files', filename: 'brief.pdf', content: samples.pdf, contentType: 'text/plain' },
      { name: 'files', filename: 'mark.svg', content: samples.svg },
    ]);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json();
    expect(reference).toMatch(/^U-/);
    const stored = await intake.store.get(reference);
    expect(stored?.data).toEqual({ name: 'Ana', files: ['logo.png', 'brief.pdf', 'mark.svg'] });
    expect(stored?.files.map((f) => [f.originalName, f.contentType, f.size])).toEqual([
      ['logo.png', 'image/png', samples.png.length],
      ['brief.pdf', 'application/pdf', samples.pdf.length],
      ['mark.svg', 'image/svg+xml', samples.svg.length],
    ]);
    for (const file of stored!.files) {
      expect(file.storedName).toMatch(/^[0-9a-f]{20}\.(png|pdf|svg)$/);
      const path = join(uploadsDir, 'files', file.storedName);
      expect(statSync(path).size).toBe(file.size);
      expect(createHash('sha256').update(readFileSync(path)).digest('hex')).toBe(file.sha256);
    }
    expect(filesUnder(join(uploadsDir, '.incoming'))).toEqual([]);
  });

  it.each([
    ['photo.jpg', samples.jpg],
    ['photo.JPEG', samples.jpg],
    ['anim.gif', samples.gif],
    ['art.ai', samples.ai],
    ['art.ai', samples.eps],
    ['layers.psd', samples.psd],
    ['print.eps', samples.eps],
    ['print.eps', samples.epsDos],
    ['bundle.zip', samples.zip],
    ['bundle.rar', samples.rar],
  ])('accepts %s when its content is that type', async (filename, content) => {
    const response = await send([{ name: 'files', filename, content }]);
    expect(response.statusCode).toBe(201);
  });

  it('keeps only the last segment of a full Windows path', async () => {
    const response = await send([
      { name: 'files', filename: 'C:\\fakepath\\photo.png', content: samples.png },
    ]);
    expect(response.statusCode).toBe(201);
    const stored = await intake.store.get(response.json().reference);
    expect(stored?.files[0].originalName).toBe('photo.png');
  });

  it('shortens a long name to 120 characters and keeps its extension', async () => {
    const response = await send([
      { name: 'files', filename: `${'ñ'.repeat(300)}.png`, content: samples.png },
    ]);
    expect(response.statusCode).toBe(201);
    const name = (await intake.store.get(response.json().reference))!.files[0].originalName;
    expect(name).toHaveLength(120);
    expect(name.endsWith('ñ.png')).toBe(true);
  });

  it('ignores a file input left empty', async () => {
    const response = await send([{ name: 'files', filename: '', content: '' }]);
    expect(response.statusCode).toBe(201);
    expect((await intake.store.get(response.json().reference))?.files).toEqual([]);
  });

  it.each([
    ['an .exe renamed .png', 'setup.png', samples.exe, 'The content of "setup.png" is not a .png file.'],
    ['a PNG named .pdf', 'image.pdf', samples.png, 'The content of "image.pdf" is not a .pdf file.'],
    ['HTML named .svg', 'page.svg', samples.html, 'The content of "page.svg" is not a .svg file.'],
    ['an .exe', 'setup.exe', samples.exe, /^Only these file types are accepted: \.jpg, \.jpeg/],
    ['a name without extension', 'README', samples.pdf, /^Only these file types/],
    ['an empty file', 'empty.png', Buffer.alloc(0), 'This file is empty.'],
    ['a path-traversal name', '../../etc/passwd.png', samples.png, /name is not allowed/],
    ['a Windows path-traversal name', '..\\..\\boot.png', samples.png, /name is not allowed/],
    ['a name with a control character', 'a\u0001b.png', samples.png, /name is not allowed/],
  ])('answers 400 for %s and leaves nothing behind', async (_label, filename, content, message) => {
    const body = await refused([{ name: 'files', filename, content }], 400);
    expect(body.error).toBe('validation');
    expect(body.errors[0].field).toBe('files');
    expect(body.errors[0].message).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  });

  it.each([
    ['a script element', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an onload handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['an encoded javascript: link', '<svg><a xlink:href="&#106;avascript:alert(1)">x</a></svg>'],
    ['embedded HTML', '<svg><foreignObject><iframe src="x"/></foreignObject></svg>'],
    [
      'an XML entity',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>',
    ],
  ])('refuses an SVG with %s', async (_label, svg) => {
    const body = await refused([{ name: 'files', filename: 'logo.svg', content: svg }], 400);
    expect(body.errors[0].field).toBe('files');
  });

  it('finds a script deep inside a large SVG, across chunk boundaries', async () => {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(2000)}<scr` +
      'ipt>1</script></svg>';
    await refused([{ name: 'files', filename: 'big.svg', content: svg }], 400);
  });

  it('answers 413 for a file over the field limit, while it streams', async () => {
    const body = await refused(
      [{ name: 'files', filename: 'huge.png', content: Buffer.concat([samples.png, Buffer.alloc(65536)]) }],
      413,
    );
    expect(body).toMatchObject({
      error: 'too-large',
      errors: [{ field: 'files', message: 'Each file may be at most 64 KB.' }],
    });
  });

  it('removes the files already written when a later one is refused', async () => {
    await refused(
      [
        { name: 'files', filename: 'ok.png', content: samples.png },
        { name: 'files', filename: 'bad.png', content: samples.exe },
      ],
      400,
    );
  });

  it('answers 400 for more files than the field takes', async () => {
    const file = { name: 'files', filename: 'a.png', content: samples.png };
    const body = await refused([file, file, file, file], 400);
    expect(body.errors[0]).toEqual({ field: 'files', message: 'Send at most 3 files.' });
  });

  it('answers 400 for a file in a field that takes none', async () => {
    const body = await refused([{ name: 'name', filename: 'a.png', content: samples.png }], 400, []);
    expect(body.errors[0]).toEqual({ field: 'name', message: 'This field does not take files.' });
  });

  it('answers 400 and removes the files when the text fields are invalid', async () => {
    await refused([{ name: 'files', filename: 'a.png', content: samples.png }], 400, [
      { name: 'name', value: '' },
    ]);
  });
});
