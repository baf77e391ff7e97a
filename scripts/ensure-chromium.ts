/**
 * Browser tests need Debian's Chromium at /usr/bin/chromium (playwright's own browser download
 * cannot work on these machines). As root we install it with apt-get; otherwise we say how.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): void {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Browser tests need Chromium at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith('ensure-chromium.ts')) ensureChromium();
