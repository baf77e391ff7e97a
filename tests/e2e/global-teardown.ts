import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.e2eServer?.close();
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
