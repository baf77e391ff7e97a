/**
 * Tools the tests take from Debian's packages: Chromium at /usr/bin/chromium for the browser
 * tests (playwright's own browser download cannot work on these machines) and Caddy at
 * /usr/bin/caddy for the deploy test (tests/server/behind-caddy.test.ts). As root we install a
 * missing one with apt-get; otherwise we say how.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function ensureDebianTool(path: string, pkg: string, purpose: string, hint = ''): void {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${purpose} need ${pkg} at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}\n${hint}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${pkg} for ${purpose.toLowerCase()} (apt-get install ${pkg})...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(1);
  }
}

export function ensureChromium(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): void {
  ensureDebianTool(
    path,
    'chromium',
    'Browser tests',
    'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

export function ensureCaddy(): void {
  const path = '/usr/bin/caddy';
  if (existsSync(path)) return;
  ensureDebianTool(path, 'caddy', 'The deploy tests');
  // Debian's package may start a Caddy of its own on port 80, which the deploy test needs.
  execSync('(systemctl disable --now caddy || pkill -x caddy) >/dev/null 2>&1 || true', { stdio: 'inherit' });
}

if (process.argv[1]?.endsWith('ensure-chromium.ts')) ensureChromium();
