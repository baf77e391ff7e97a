import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyPassword } from '../../server/owner/owner-auth.ts';
import { openStore } from '../../server/store/open-store.ts';
import { shellCommandsOf } from '../support/docs.ts';

// npm and a fresh Node start for each run.
jest.setTimeout(60_000);

/** The owner's guide's lines for the password, as the owner reads them (docs/owner-guide.md). */
const guideCommands = shellCommandsOf('docs/owner-guide.md', '## Your password and signing in');
const pipedLine = guideCommands.find((command) => command.startsWith('echo '));
const pipedPassword = /^echo '([^']+)' \| npm run owner -- set-password$/.exec(pipedLine ?? '')?.[1];

/** Exactly the guide's line, in a shell, with DATA_DIR pointing at a throwaway store. */
function run(command: string, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync('sh', ['-c', command], { cwd: process.cwd(), env, encoding: 'utf8' });
}

async function storedHash(dataDir: string): Promise<string | null> {
  const store = await openStore({ dataDir });
  try {
    return await store.owner.passwordHash();
  } finally {
    await store.close();
  }
}

describe('npm run owner -- set-password', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'owner-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a password shorter than 12 characters with a clear message and exit 1', async () => {
    const result = run("echo 'too short' | npm run owner -- set-password", dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The password must be at least 12 characters long. Nothing was changed.');
    expect(await storedHash(dataDir)).toBeNull();
  });

  it("is the command the owner's guide gives, asking or reading a pipe", () => {
    expect(guideCommands).toContain('npm run owner -- set-password');
    expect(pipedPassword).toBeDefined();
  });

  it('stores the piped password as a scrypt hash, never as text', async () => {
    const result = run(pipedLine!, dataDir);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('The owner password is set');
    const hash = await storedHash(dataDir);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain(pipedPassword!.slice(0, 12));
    expect(await verifyPassword(pipedPassword!, hash!)).toBe(true);
    expect(await verifyPassword(`${pipedPassword!} `, hash!)).toBe(false);
  });

  it('changes it and ends every session', async () => {
    const store = await openStore({ dataDir });
    await store.owner.createSession('a'.repeat(64), Date.now());
    await store.close();
    const result = run("printf 'another long passphrase\\n' | npm run owner -- set-password", dataDir);
    expect(result.status).toBe(0);
    const after = await openStore({ dataDir });
    try {
      expect(await after.owner.touchSession('a'.repeat(64), Date.now(), 60_000)).toBe(false);
      expect(await verifyPassword('another long passphrase', (await after.owner.passwordHash())!)).toBe(true);
    } finally {
      await after.close();
    }
  });

  it('prints its usage and exits 1 for anything else', () => {
    const result = run('npm run owner -- set-passwd < /dev/null', dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run owner -- set-password');
  });
});
