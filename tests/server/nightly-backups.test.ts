import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  pruneArchives,
  startNightlyBackups,
  type NightlyBackups,
} from '../../server/backup/nightly-backups.ts';
import { verifyArchive } from '../../server/backup/verify-archive.ts';
import { shopDay } from '../../server/shop-time.ts';
import { buildIntakeApp, type IntakeApp } from './fixtures/intake-helpers.ts';
import { waitUntil } from './fixtures/notify-helpers.ts';
import { setOwnerPassword, signedInOwner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, storePerTest, type StoreBackend } from './fixtures/store-backends.ts';

const indiana = 'America/Indiana/Indianapolis';
const silent = { info() {}, warn() {}, error() {} } as never;

describe.each(backendNames)('nightly backups on %s', (backendName) => {
  const current = storePerTest(backendName);
  let dir: string;
  let started: NightlyBackups[];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nightly-'));
    started = [];
  });
  afterEach(() => {
    for (const nightly of started) nightly.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One server process's scheduler, on a clock the test sets. */
  function processAt(clock: { ms: number }, makeBackup = writeArchive) {
    const nightly = startNightlyBackups({
      settings: { dir, hour: 3, keep: 2 },
      timeZone: indiana,
      runs: current.store.backups,
      makeBackup,
      log: silent,
      now: () => clock.ms,
      checkEveryMs: 3_600_000,
    });
    started.push(nightly);
    return nightly;
  }
  const made: string[] = [];
  async function writeArchive(output: string) {
    made.push(output);
    writeFileSync(output, 'archive');
    return { size: 7 };
  }
  beforeEach(() => (made.length = 0));

  it("waits for the shop's hour, then makes one backup that night", async () => {
    // 02:30 in Indianapolis (EST, UTC-5) on 26 November.
    const clock = { ms: Date.parse('2026-11-26T07:30:00Z') };
    const nightly = processAt(clock);
    await nightly.tick();
    expect(made).toEqual([]);
    clock.ms = Date.parse('2026-11-26T08:00:00Z');
    await nightly.tick();
    await nightly.tick();
    expect(made).toEqual([join(dir, 'backup-2026-11-26.tar')]);
    const last = await current.store.backups.latest();
    expect(last).toMatchObject({ day: '2026-11-26', file: 'backup-2026-11-26.tar', size: 7, error: null });
    expect(last?.finishedMs).toBe(clock.ms);
  });

  it('lets exactly one of several processes make it', async () => {
    const clock = { ms: Date.parse('2026-11-26T09:00:00Z') };
    const processes = [processAt(clock), processAt(clock), processAt(clock)];
    await Promise.all(processes.map((nightly) => nightly.tick()));
    expect(made).toHaveLength(1);
  });

  it('records a failure for the inbox, and tries again the next night', async () => {
    const clock = { ms: Date.parse('2026-11-26T09:00:00Z') };
    const failing = processAt(clock, async () => {
      throw new Error('ENOSPC: no space left on device');
    });
    await failing.tick();
    expect(await current.store.backups.latest()).toMatchObject({
      day: '2026-11-26',
      error: 'ENOSPC: no space left on device',
      file: null,
    });
    failing.stop();
    clock.ms = Date.parse('2026-11-27T09:00:00Z');
    await processAt(clock).tick();
    expect(await current.store.backups.latest()).toMatchObject({ day: '2026-11-27', error: null, size: 7 });
  });

  it('takes over a night whose backup was claimed by a process that died', async () => {
    const claimedAt = Date.parse('2026-11-26T08:00:00Z');
    expect(await current.store.backups.claim('2026-11-26', claimedAt, claimedAt - 1)).toBe(true);
    const clock = { ms: claimedAt + 60 * 60 * 1000 };
    await processAt(clock).tick();
    expect(made).toEqual([]);
    clock.ms = claimedAt + 4 * 60 * 60 * 1000;
    await processAt(clock).tick();
    expect(made).toHaveLength(1);
  });

  it('keeps the newest BACKUP_KEEP archives and nothing else of its own', async () => {
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22'])
      writeFileSync(join(dir, `backup-${day}.tar`), 'x');
    writeFileSync(join(dir, 'notes.txt'), 'the owner keeps this');
    expect(await pruneArchives(dir, 2)).toEqual(['backup-2026-11-20.tar']);
    expect(readdirSync(dir).sort()).toEqual(['backup-2026-11-21.tar', 'backup-2026-11-22.tar', 'notes.txt']);
  });
});

describe.each(backendNames)('the nightly backup in a running server on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let dir: string;
  beforeAll(async () => {
    backend = createBackend(backendName);
    dir = join(backend.dataDir, 'backups');
    // Hour 0: the shop's night has always begun, so the server makes tonight's backup at start.
    intake = await buildIntakeApp(backend, { backups: { dir, hour: 0, keep: 14 } });
    await setOwnerPassword(intake);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  it('writes an archive that verifies, and GET /api/owner/overview shows when and how big', async () => {
    const last = await waitUntil(async () => {
      const run = await intake.store.backups.latest();
      return run?.finishedMs ? run : undefined;
    }, 'the first nightly backup');
    expect(last.error).toBeNull();
    expect(readdirSync(dir)).toEqual([last.file]);
    const manifest = await verifyArchive(join(dir, last.file!));
    expect(statSync(join(dir, last.file!)).size).toBe(last.size);
    expect(manifest).toBeTruthy();
    const owner = await signedInOwner(intake);
    const overview = (await owner.get('/api/owner/overview')).json();
    expect(overview.backup).toEqual({
      enabled: true,
      last: {
        day: shopDay(new Date(last.startedMs), 'America/Indiana/Indianapolis'),
        startedAt: new Date(last.startedMs).toISOString(),
        finishedAt: new Date(last.finishedMs!).toISOString(),
        size: last.size,
        error: null,
      },
    });
  });
});
