// Temporary: a demo server with one request, a conversation and two proofs, for screenshots.
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildApp } from '../server/app.ts';
import { openFileStore } from '../server/files/open-file-store.ts';
import { fileKey } from '../server/files/file-store.ts';
import { linkTokenHash } from '../server/customer/link-tokens.ts';
import { openStore } from '../server/store/open-store.ts';

const dataDir = '/tmp/demo/data';
const store = await openStore({ dataDir });
const files = await openFileStore({ dataDir });
const { reference } = await store.insert({
  formId: 'contact',
  referencePrefix: 'Q',
  data: { firstName: 'Ana', lastName: 'Díaz', email: 'ana@example.com', phone: '(574) 555-0100', serviceType: 'vehicle-wraps', message: 'Full wrap for my delivery van, white Ford Transit 2021.' },
  ipHash: null,
  userAgent: null,
  files: [],
  lang: (process.argv[2] as 'en' | 'es') ?? 'en',
});
const token = (process.argv[3] ?? 'A').repeat(43).slice(0, 43);
await store.customer.addLink(reference, linkTokenHash(token), Date.now(), Date.now() + 86400000);
await store.customer.addMessage(reference, { author: 'shop', text: 'Thanks Ana! Could you send your logo as a vector file (SVG, AI or PDF)?', files: [] }, Date.now());
await store.customer.addMessage(reference, { author: 'customer', text: 'Here it is. Please keep the blue exactly as on our sign.', files: [] }, Date.now());
async function proof(name: string, path: string, type: string) {
  const body = readFileSync(path);
  const storedName = `${Math.random().toString(36).slice(2)}.svg`;
  await store.files.reserve(storedName, Date.now());
  await files.put(fileKey(storedName), Readable.from(body));
  return { field: 'file', originalName: name, storedName, size: body.length, contentType: type, sha256: createHash('sha256').update(body).digest('hex') };
}
await store.customer.addProof(reference, { file: await proof('van-wrap-v1.svg', 'src/assets/portfolio/festival-banner.svg', 'image/svg+xml'), note: 'First layout.' }, Date.now());
await store.customer.decide(reference, { version: 1, kind: 'changes', comment: 'Logo bigger please', ip: '127.0.0.1', userAgent: 'x', nowMs: Date.now() });
await store.customer.addProof(reference, { file: await proof('van-wrap-v2.svg', 'src/assets/portfolio/cafe-website.svg', 'image/svg+xml'), note: 'Logo 30% bigger, blue matched to Pantone 286.' }, Date.now());
await store.close();
await files.close();
const app = await buildApp({ distDir: process.cwd() + '/dist', dataDir, intakeRateLimit: 0 });
await app.listen({ port: 3100, host: '127.0.0.1' });
console.log(`http://127.0.0.1:3100/my-request/${token} ${reference}`);
