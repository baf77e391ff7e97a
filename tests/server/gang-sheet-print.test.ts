/**
 * The gang sheet's print file (docs/architecture.md "Background jobs"): a request stored with
 * its job, the worker run by hand with a clock the test moves, the PNG read back chunk by chunk
 * and pixel by pixel, the retries and the owner's Retry, a claim left by a dead process.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { inflateSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { SheetLayout } from '../../core/gang-sheet/layout.ts';
import type { Detail } from '../../core/api/owner.ts';
import type { CustomerRequest } from '../../core/api/customer.ts';
import { fileKey } from '../../server/files/file-store.ts';
import { linkTokenHash, newLinkToken } from '../../server/links/link-tokens.ts';
import { newStoredName } from '../../server/files/file-names.ts';
import { writeVariant } from '../../server/gang-sheets/copy-variants.ts';
import { startJobWorker } from '../../server/gang-sheets/job-worker.ts';
import { buildPrintFiles } from '../../server/gang-sheets/print-job.ts';
import { pixelBox, sheetImage } from '../../server/gang-sheets/render-sheet.ts';
import type { NewFile } from '../../server/store/types.ts';
import { buildIntakeApp, type IntakeApp } from './fixtures/intake-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(60_000);

const quietLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => quietLog,
  level: 'silent',
} as unknown as FastifyBaseLogger;

/** Red on the left, yellow on the right: a quarter turn clockwise puts red on top. */
const halves = () =>
  sharp({ create: { width: 80, height: 40, channels: 4, background: '#ff0000' } })
    .composite([
      { input: { create: { width: 40, height: 40, channels: 4, background: '#ffff00' } }, left: 40, top: 0 },
    ])
    .png()
    .toBuffer();
const green = () =>
  sharp({ create: { width: 50, height: 50, channels: 3, background: '#00a040' } })
    .jpeg()
    .toBuffer();
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="100" height="100" fill="#2040ff"/><rect x="100" width="100" height="100" fill="#ff40c0"/></svg>',
);

const layout: SheetLayout = {
  widthIn: 22,
  designs: [
    { name: 'halves.png', pixelWidth: 80, pixelHeight: 40 },
    { name: 'green.jpg', pixelWidth: 50, pixelHeight: 50 },
    { name: 'logo.svg', pixelWidth: 200, pixelHeight: 100 },
  ],
  copies: [
    { design: 0, x: 0.5, y: 0.5, width: 4, height: 2, rotation: 0 },
    { design: 0, x: 5, y: 0.5, width: 2, height: 4, rotation: 90 },
    { design: 1, x: 8.33, y: 0.5, width: 3, height: 3, rotation: 0 },
    { design: 2, x: 12, y: 5.25, width: 6, height: 3, rotation: 0 },
  ],
};

async function designFiles(
  intake: IntakeApp,
  leaveOut?: number,
): Promise<{ files: NewFile[]; bytes: Buffer[] }> {
  const bytes = [await halves(), await green(), svg];
  const types = ['image/png', 'image/jpeg', 'image/svg+xml'];
  const files: NewFile[] = [];
  for (const [i, body] of bytes.entries()) {
    if (i === leaveOut) continue;
    const storedName = newStoredName(['png', 'jpg', 'svg'][i]);
    await intake.files.store.put(fileKey(storedName), Readable.from([body]));
    files.push({
      field: `designFile_${i}`,
      originalName: layout.designs[i].name,
      storedName,
      size: body.length,
      contentType: types[i],
      sha256: createHash('sha256').update(body).digest('hex'),
    });
  }
  return { files, bytes };
}

async function insertSheet(intake: IntakeApp, leaveOut?: number) {
  const { files, bytes } = await designFiles(intake, leaveOut);
  const { reference } = await intake.store.insert({
    formId: 'gang-sheet',
    referencePrefix: 'G',
    data: { name: 'Ana', email: 'ana@example.com', layout, sheetLength: 12 },
    ipHash: null,
    userAgent: null,
    files,
    jobs: [{ kind: 'gang-sheet-print' }],
  });
  return { reference, bytes };
}

/** The PNG's chunks by type (IDATs joined). */
function chunksOf(png: Buffer): Map<string, Buffer> {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    chunks.set(
      type,
      type === 'IDAT' && chunks.has('IDAT') ? Buffer.concat([chunks.get('IDAT')!, data]) : data,
    );
    at += 12 + length;
  }
  return chunks;
}

const fileOf = async (intake: IntakeApp, reference: string, field: string) => {
  const detail = await intake.store.detail(reference);
  const file = detail!.files.find((f) => f.field === field)!;
  return buffer((await intake.files.store.get(fileKey(file.storedName)))!.body);
};

describe.each(backendNames)('the gang sheet print file (%s)', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;
  // Ahead of the real time the store queues jobs at, so a new job is due at once.
  let clock = 0;
  const now = () => clock;
  const worker = (leaseMs = 60_000) =>
    startJobWorker({
      store: intake.store,
      files: intake.files,
      log: quietLog,
      now,
      manual: true,
      leaseMs,
      maxAttempts: 2,
      retryDelaysMs: [1_000],
    });

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend, { jobs: { manual: true } });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
    clock = Date.now() + 60_000;
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  describe('built once', () => {
    let reference: string;
    let sources: Buffer[];
    let png: Buffer;
    beforeAll(async () => {
      ({ reference, bytes: sources } = await insertSheet(intake));
      expect(await worker().runDue()).toBe(1);
      png = await fileOf(intake, reference, 'sheet');
    });

    it('is 6,600 px wide, the length × 300 high, RGBA, with a pHYs chunk saying 300 dpi', async () => {
      const chunks = chunksOf(png);
      const header = chunks.get('IHDR')!;
      expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
        6600, 3600, 8, 6,
      ]);
      const density = chunks.get('pHYs')!;
      expect(density[8]).toBe(1);
      expect(Math.round(density.readUInt32BE(0) * 0.0254)).toBe(300);
      expect(density.readUInt32BE(4)).toBe(density.readUInt32BE(0));
      // Every scanline there, each with its filter byte.
      expect(inflateSync(chunks.get('IDAT')!).length).toBe(3600 * (1 + 6600 * 4));
      expect((await sharp(png).metadata()).density).toBe(300);
    });

    it('holds each copy, resampled to its box and turned, and nothing outside the copies', async () => {
      const image = sheetImage(22, 12, 300);
      for (const copy of layout.copies) {
        const box = pixelBox(copy, image);
        const source = sharp(
          sources[copy.design],
          copy.design === 2 ? { density: (72 * box.width) / 200 } : {},
        );
        const expected = await (copy.rotation === 90 ? source.rotate(90) : source)
          .resize(box.width, box.height, { fit: 'fill', kernel: 'lanczos3' })
          .ensureAlpha()
          .raw()
          .toBuffer();
        const actual = await sharp(png).extract(box).raw().toBuffer();
        for (const fx of [0.05, 0.3, 0.5, 0.7, 0.95])
          for (const fy of [0.05, 0.3, 0.5, 0.7, 0.95]) {
            const at = (Math.floor(fy * box.height) * box.width + Math.floor(fx * box.width)) * 4;
            const difference = Math.max(
              ...[0, 1, 2, 3].map((c) => Math.abs(actual[at + c] - expected[at + c])),
            );
            expect(difference).toBeLessThanOrEqual(3);
          }
      }
      // The rotated copy: red (the design's left) on top, yellow below.
      const turned = await sharp(png)
        .extract(pixelBox(layout.copies[1], image))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...turned.data.subarray((y * turned.info.width + x) * 4, (y * turned.info.width + x) * 4 + 4),
      ];
      expect(pixel(300, 100)).toEqual([255, 0, 0, 255]);
      expect(pixel(300, 1100)).toEqual([255, 255, 0, 255]);
      // Between the copies and below them: transparent.
      for (const region of [
        { left: 0, top: 0, width: 6600, height: 150 },
        { left: 1350, top: 150, width: 150, height: 600 },
        { left: 0, top: 2500, width: 3600, height: 1100 },
      ]) {
        const { data } = await sharp(png).extract(region).raw().toBuffer({ resolveWithObject: true });
        expect(data.every((byte) => byte === 0)).toBe(true);
      }
    });

    it('comes with a preview about 600 px wide, and both are among the request’s files', async () => {
      const preview = await sharp(await fileOf(intake, reference, 'sheet-preview')).metadata();
      expect([preview.width, preview.height, preview.format]).toEqual([600, 327, 'png']);
      const view = (await owner.get(`/api/owner/submissions/${reference}`)).json() as Detail;
      expect(view.printFile).toEqual(
        expect.objectContaining({
          state: 'ready',
          attempts: 1,
          error: null,
          file: expect.objectContaining({ name: `${reference}-sheet.png`, type: 'image/png' }),
        }),
      );
      expect(view.printFile!.preview!.name).toBe(`${reference}-sheet-preview.png`);
      const served = await owner.get(
        `/api/owner/submissions/${reference}/files/${view.printFile!.preview!.id}`,
      );
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('shows the customer the preview, and not the shop’s files among what they sent', async () => {
      const token = newLinkToken();
      await intake.store.customer.addLink(reference, linkTokenHash(token), Date.now(), Date.now() + 60_000);
      const page = await intake.app.inject({ method: 'GET', url: `/api/customer/requests/${token}` });
      const view = page.json() as CustomerRequest;
      expect(view.files.map((f) => f.name)).toEqual(['halves.png', 'green.jpg', 'logo.svg']);
      expect(view.sheetPreview!.name).toBe(`${reference}-sheet-preview.png`);
      const image = await intake.app.inject({ method: 'GET', url: view.sheetPreview!.url });
      expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    });
  });

  it('takes over a job whose process died (its lease ran out), and attaches its files once', async () => {
    const { reference } = await insertSheet(intake);
    // A process claims it and dies: nobody else takes it while its lease holds.
    const [dead] = await intake.store.jobs.claim(clock, 60_000, 1);
    expect(dead.reference).toBe(reference);
    expect(await worker().runDue()).toBe(0);
    const building = (await owner.get(`/api/owner/submissions/${reference}`)).json() as Detail;
    expect(building.printFile!.state).toBe('building');
    clock += 60_000;
    expect(await worker().runDue()).toBe(1);
    // The dead process's own run, had it finished after all, is dropped: one print file.
    const late = await buildPrintFiles((await intake.store.get(reference))!, { files: intake.files, now });
    expect(await intake.store.jobs.complete(dead, late, clock)).toBe(false);
    const detail = await intake.store.detail(reference);
    expect(detail!.files.filter((f) => f.field === 'sheet')).toHaveLength(1);
    expect(detail!.files.filter((f) => f.field === 'sheet-preview')).toHaveLength(1);
    expect(detail!.jobs.map((j) => [j.state, j.attempts])).toEqual([['done', 2]]);
  });

  // Two SQLite connections in one thread would wait on each other's lock with the thread blocked.
  if (backendName === 'postgres')
    it('gives each job to one of two processes claiming at once', async () => {
      const other = await backend.open();
      try {
        const first = await insertSheet(intake);
        const second = await insertSheet(intake);
        const claims = await Promise.all([
          intake.store.jobs.claim(clock, 60_000, 1),
          other.jobs.claim(clock, 60_000, 1),
        ]);
        expect(
          claims
            .flat()
            .map((job) => job.reference)
            .sort(),
        ).toEqual([first.reference, second.reference].sort());
        // Both die; their leases run out and one worker builds both.
        clock += 60_000;
        expect(await worker().runDue()).toBe(2);
      } finally {
        await other.close();
      }
    });

  it('retries a job whose design file is missing, keeps it failed with its reason, and queues it again on Retry', async () => {
    const { reference } = await insertSheet(intake, 1);
    const work = worker();
    expect(await work.runDue()).toBe(1);
    let view = (await owner.get(`/api/owner/submissions/${reference}`)).json() as Detail;
    expect(view.printFile).toEqual(expect.objectContaining({ state: 'queued', attempts: 1 }));
    expect(view.printFile!.error).toContain('the file of design 2 ("green.jpg") is missing');
    // Not due again before its delay.
    expect(await work.runDue()).toBe(0);
    clock += 1_000;
    expect(await work.runDue()).toBe(1);
    view = (await owner.get(`/api/owner/submissions/${reference}`)).json() as Detail;
    expect(view.printFile).toEqual(
      expect.objectContaining({
        state: 'failed',
        attempts: 2,
        file: null,
        error: expect.stringContaining('is missing'),
      }),
    );
    const retried = await owner.send('POST', `/api/owner/submissions/${reference}/print-file/retry`);
    expect(retried.statusCode).toBe(200);
    expect((retried.json() as Detail).printFile).toEqual(
      expect.objectContaining({ state: 'queued', attempts: 0 }),
    );
    expect(
      (await owner.send('POST', `/api/owner/submissions/${reference}/print-file/retry`)).statusCode,
    ).toBe(409);
    expect(await work.runDue()).toBe(1);
  });
});

describe('a design the print file cannot take', () => {
  it('is refused by name, with its size, before it is decoded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gang-variant-'));
    try {
      const huge = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="9000000" height="9000000"><rect width="10" height="10"/></svg>',
      );
      await expect(
        writeVariant(
          dir,
          { name: 'huge.svg', bytes: huge, svg: true },
          { design: 0, width: 300, height: 300, rotation: 0 },
          0,
        ),
      ).rejects.toThrow(/design "huge\.svg" would render at \d+ megapixels/);
      const wide = await sharp({ create: { width: 10_000, height: 5_001, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      await expect(
        writeVariant(
          dir,
          { name: 'wide.png', bytes: wide, svg: false },
          { design: 0, width: 300, height: 150, rotation: 0 },
          1,
        ),
      ).rejects.toThrow(
        'design "wide.png" is 10000 × 5001 pixels, more than the 50 megapixels a print file takes',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
