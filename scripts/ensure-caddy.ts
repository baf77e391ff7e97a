/**
 * The deploy test (tests/server/behind-caddy.test.ts) runs Debian's Caddy at /usr/bin/caddy, the
 * proxy README "Deploy" puts in front of the server. As root we install it with apt-get;
 * otherwise we say how.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureCaddy(path = '/usr/bin/caddy'): void {
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `The deploy test needs Caddy at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y caddy`,
    );
    process.exit(1);
  }
  console.log('Installing Caddy for the deploy test (apt-get install caddy)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy', {
    stdio: 'inherit',
  });
  // Debian's package starts a Caddy of its own on port 80; the test needs the port.
  execSync('(systemctl disable --now caddy || pkill -x caddy) >/dev/null 2>&1 || true', { stdio: 'inherit' });
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} is still missing.`);
    process.exit(1);
  }
}
