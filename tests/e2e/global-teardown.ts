import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.e2eBrowserServer?.close();
  await globalThis.e2eServer?.close();
  await new Promise<void>((resolve) =>
    globalThis.e2eMailServer ? globalThis.e2eMailServer.close(resolve) : resolve(),
  );
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
