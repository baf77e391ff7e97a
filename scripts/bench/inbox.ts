/**
 * The owner's inbox at shop scale: 100,000 stored requests in a SQLite store, the list's
 * latency over the filters the page uses (p50/p95 of sequential requests, as one owner
 * clicks), and how much memory the server holds while it streams all of them as CSV.
 * Everything runs on loopback against a throwaway data dir.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../../server/app.ts';
import { openStore, sqliteFileIn } from '../../server/store/open-store.ts';

export type InboxLatency = { query: string; p50Ms: number; p95Ms: number; total: number };
export type CsvMemory = {
  rows: number;
  megabytes: number;
  seconds: number;
  heapGrowthMb: number;
  rssGrowthMb: number;
};
export type InboxBench = { stored: number; seedSeconds: number; latency: InboxLatency[]; csv: CsvMemory };

const forms = ['contact', 'seo', 'booking', 'upload', 'printing-order', 'chat'] as const;
const statuses = ['received', 'quoted', 'in-production', 'ready', 'completed', 'cancelled'] as const;
const names = ['Ana', 'Luis', 'María', 'John', 'Keisha', 'Tom', 'Sofía', 'Wei', 'Priya', 'José'];
const lastNames = ['López', 'Smith', 'García', 'Nguyen', 'Johnson', 'Martínez', 'Brown', 'Pérez'];
const words = ['banner', 'business cards', 'vinyl wrap', 'logo', 'flyers', 'yard signs', 'stickers', 'menu'];

/** Rows straight into the file in one transaction: the intake's one-fsync-per-request pace would take minutes. */
function seed(file: string, count: number): void {
  const db = new DatabaseSync(file);
  const insert = db.prepare(
    `INSERT INTO submissions (reference, form_id, status, data, created_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const start = Date.UTC(2026, 0, 1);
  db.exec('BEGIN');
  for (let i = 0; i < count; i += 1) {
    const first = names[i % names.length];
    const last = lastNames[(i * 7) % lastNames.length];
    const data = {
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}.${i}@example.com`,
      serviceType: 'printing-services',
      message: `Quote for ${100 + (i % 900)} ${words[i % words.length]}, order ${i}.`,
    };
    const at = new Date(start + i * 4 * 60_000).toISOString();
    insert.run(
      `Q-${i.toString(32).toUpperCase().padStart(6, '0')}`,
      forms[i % forms.length],
      statuses[i % 6],
      JSON.stringify(data),
      at,
    );
  }
  db.exec('COMMIT');
  db.close();
}

function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

export async function measureInbox(distDir: string, count = 100_000): Promise<InboxBench> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-'));
  try {
    const store = await openStore({ dataDir });
    await store.close();
    const seedStart = performance.now();
    seed(sqliteFileIn(dataDir), count);
    const seedSeconds = Number(((performance.now() - seedStart) / 1000).toFixed(1));
    // Exactly as the owner's guide (docs/owner-guide.md) tells the owner to.
    const password = 'bench owner password';
    execFileSync(process.execPath, ['scripts/owner.ts', 'set-password'], {
      input: `${password}\n`,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['pipe', 'ignore', 'inherit'],
    });

    const app = await buildApp({ distDir, logger: false, dataDir, intakeRateLimit: 0 });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const signIn = await fetch(`${baseUrl}/api/owner/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password }),
      });
      if (signIn.status !== 204) throw new Error(`sign-in answered ${signIn.status}`);
      const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];

      const queries = [
        '',
        'page=1000',
        'form=booking',
        'status=quoted',
        'q=vinyl',
        'q=maría',
        'from=2026-03-01&to=2026-03-31',
        'form=contact&q=banner&page=3',
      ];
      const latency: InboxLatency[] = [];
      for (const query of queries) {
        const times: number[] = [];
        let total = 0;
        for (let i = 0; i < 40; i += 1) {
          const t0 = performance.now();
          const response = await fetch(`${baseUrl}/api/owner/submissions?${query}`, { headers: { cookie } });
          const body = (await response.json()) as { total: number };
          times.push(performance.now() - t0);
          if (response.status !== 200) throw new Error(`list ?${query} answered ${response.status}`);
          total = body.total;
        }
        times.sort((a, b) => a - b);
        latency.push({
          query: query || '(newest first)',
          p50Ms: percentile(times, 50),
          p95Ms: percentile(times, 95),
          total,
        });
      }

      // Live memory, not garbage waiting for a collection: collect, then read, every 50 ms.
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      gc();
      const base = process.memoryUsage();
      let peakHeap = base.heapUsed;
      let peakRss = base.rss;
      const sampler = setInterval(() => {
        gc();
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakRss = Math.max(peakRss, now.rss);
      }, 50);
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}/api/owner/submissions.csv`, { headers: { cookie } });
      let bytes = 0;
      let lines = 0;
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        for (const byte of value) if (byte === 10) lines += 1;
      }
      clearInterval(sampler);
      const mb = (n: number) => Number((n / (1024 * 1024)).toFixed(1));
      return {
        stored: count,
        seedSeconds,
        latency,
        csv: {
          rows: lines - 1,
          megabytes: mb(bytes),
          seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
          heapGrowthMb: mb(peakHeap - base.heapUsed),
          rssGrowthMb: mb(peakRss - base.rss),
        },
      };
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
