/**
 * Uploads on loopback, against a real server process (`node server/main.ts`, SQLite and the disk
 * store): the same file sent as a resumable upload (tus-js-client, 32 MiB parts as the pages send
 * them, then the form naming it) and as the old multipart post with the file in its body, in MB/s;
 * and the server's memory while a 1 GB file arrives by tus (resident set sampled every 50 ms from
 * /proc, against the idle process: the goal is under 150 MB more). Alone:
 * `node scripts/bench/uploads.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import * as tus from 'tus-js-client';

export type UploadBench = {
  fileMb: number;
  tusMbPerS: number;
  multipartMbPerS: number;
  /** tus against multipart, same file, same run. */
  tusOverMultipart: number;
  bigFileMb: number;
  idleRssMb: number;
  peakRssMb: number;
  peakOverIdleMb: number;
  goalOverIdleMb: number;
};

const MiB = 1024 * 1024;
const pdfHead = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1');

/** A file of `size` bytes that starts like a PDF, written a MiB at a time. */
async function makeFile(file: string, size: number): Promise<void> {
  const out = createWriteStream(file);
  const block = Buffer.allocUnsafe(MiB);
  let x = 0x2545f491;
  for (let written = 0; written < size; written += MiB) {
    for (let i = 0; i < MiB; i += 4) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      block.writeInt32LE(x | 0, i);
    }
    if (written === 0) pdfHead.copy(block);
    if (!out.write(block.subarray(0, Math.min(MiB, size - written)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

function startServer(dataDir: string, distDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      INTAKE_RATE_LIMIT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Site running at (http:\/\/\S+)/.exec(output)?.[1];
      if (origin) resolve({ child, origin });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
};

async function tusUpload(origin: string, file: string, size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(createReadStream(file, { highWaterMark: MiB }), {
      endpoint: `${origin}/api/uploads/`,
      uploadSize: size,
      chunkSize: 32 * MiB,
      metadata: { form: 'upload', field: 'files', filename: 'bench.pdf', filetype: 'application/pdf' },
      retryDelays: [],
      onError: reject,
      onSuccess: () => resolve(new URL(upload.url!, origin).pathname),
    });
    upload.start();
  });
}

async function sendForm(origin: string, files: (string | Blob)[]): Promise<void> {
  const body = new FormData();
  body.append('name', 'Bench');
  body.append('email', 'bench@example.com');
  for (const file of files) {
    if (typeof file === 'string') body.append('files', file);
    else body.append('files', file, 'bench.pdf');
  }
  const response = await fetch(`${origin}/api/forms/upload`, { method: 'POST', body });
  if (response.status !== 201)
    throw new Error(`the form answered ${response.status}: ${await response.text()}`);
}

const mbPerS = (bytes: number, ms: number) => Number((bytes / MiB / (ms / 1000)).toFixed(1));

export async function measureUploads(distDir: string, fileMb = 256, bigFileMb = 1024): Promise<UploadBench> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
  const server = await startServer(path.join(dir, 'data'), distDir);
  try {
    const size = fileMb * MiB;
    const file = path.join(dir, 'file.pdf');
    await makeFile(file, size);
    // Warm up both paths once, small, so neither pays for the first request.
    const small = path.join(dir, 'small.pdf');
    await makeFile(small, MiB);
    await sendForm(server.origin, [await tusUpload(server.origin, small, MiB)]);
    await sendForm(server.origin, [await openAsBlob(small)]);

    let start = performance.now();
    await sendForm(server.origin, [await tusUpload(server.origin, file, size)]);
    const tusMs = performance.now() - start;
    start = performance.now();
    await sendForm(server.origin, [await openAsBlob(file)]);
    const multipartMs = performance.now() - start;
    rmSync(file);

    const bigSize = bigFileMb * MiB;
    const big = path.join(dir, 'big.pdf');
    await makeFile(big, bigSize);
    await new Promise((done) => setTimeout(done, 2000));
    const pid = server.child.pid!;
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
    try {
      await sendForm(server.origin, [await tusUpload(server.origin, big, bigSize)]);
    } finally {
      clearInterval(sampler);
    }
    const tus = mbPerS(size, tusMs);
    const multipart = mbPerS(size, multipartMs);
    return {
      fileMb,
      tusMbPerS: tus,
      multipartMbPerS: multipart,
      tusOverMultipart: Number((tus / multipart).toFixed(2)),
      bigFileMb,
      idleRssMb: Number(idle.toFixed(1)),
      peakRssMb: Number(peak.toFixed(1)),
      peakOverIdleMb: Number((peak - idle).toFixed(1)),
      goalOverIdleMb: 150,
    };
  } finally {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit').catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.table([await measureUploads(path.resolve('dist'))]);
