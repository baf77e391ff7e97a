/**
 * The gang sheet's print file (docs/architecture.md "Background jobs"): a request stored with
 * its job, the worker run by hand with a clock the test moves, the PNG read back chunk by chunk
 * and pixel by pixel, the retries and the owner's Retry, a claim left by a dead process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Detail } from '../../core/api/owner.ts';
import type { CustomerRequest } from '../../core/api/customer.ts';
import { linkTokenHash, newLinkToken } from '../../server/links/link-tokens.ts';
import { writeVariant } from '../../server/gang-sheets/copy-variants.ts';
import { startJobWorker } from '../../server/gang-sheets/job-worker.ts';
import { buildPrintFiles } from '../../server/gang-sheets/print-job.ts';
import { pixelBox, sheetImage } from '../../server/gang-sheets/render-sheet.ts';
import { chunksOf, fileOf, insertSheet, layout, quietLog } from './fixtures/gang-sheet-helpers.ts';
import { buildIntakeApp, type IntakeApp } from './fixtures/intake-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

jest.setTimeout(60_000);

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
