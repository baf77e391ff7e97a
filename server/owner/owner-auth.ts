/**
 * The owner's one password and the sessions it opens (docs/owner-guide.md "Your password and signing in"). Everything that
 * matters lives in the store, not in this process: the scrypt hash, the sessions (only the
 * SHA-256 of each cookie's random id) and the failed sign-ins per hashed address, so every
 * server process on one database agrees, and a restart forgets nothing.
 */
import {
  createHash,
  createHmac,
  randomBytes,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import type { OwnerAccess } from '../store/types.ts';

export const minPasswordLength = 12;
export const sessionCookie = 'owner_session';
export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const maxFailures = 5;
export const failureWindowMs = 15 * 60 * 1000;

const scryptParams = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, salt and key in base64: the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, scryptParams);
  const { N, r, p } = scryptParams;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, N, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function passwordProblem(password: string): string | undefined {
  if ([...password].length < minPasswordLength) {
    return `The password must be at least ${minPasswordLength} characters long.`;
  }
  return undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/**
 * A plain cookie beside the session's, readable by the page's script: "the owner may be
 * signed in here". Only a browser that holds it asks GET /api/owner/session before showing the
 * Admin button (src/features/content-editing/owner-session.ts); it grants nothing.
 */
export const ownerHintCookie = 'owner_signed_in';

export function ownerHintCookieHeader(signedIn: boolean, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${ownerHintCookie}=${signedIn ? '1' : ''}`,
    'Path=/',
    'SameSite=Strict',
    `Max-Age=${signedIn ? maxAgeSeconds : 0}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function sessionCookieHeader(value: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${sessionCookie}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export type SignInResult =
  | { ok: true; sessionId: string }
  | { ok: false; reason: 'no-password' | 'wrong-password' }
  | { ok: false; reason: 'too-many-attempts'; retryAfterSeconds: number };

export function createOwnerAuth(access: OwnerAccess, addressKey: string, now: () => number = Date.now) {
  const addressHash = (ip: string) =>
    createHmac('sha256', addressKey).update(`owner:${ip}`).digest('hex').slice(0, 32);

  return {
    async signIn(password: string, ip: string): Promise<SignInResult> {
      const stored = await access.passwordHash();
      if (!stored) return { ok: false, reason: 'no-password' };
      const address = addressHash(ip);
      const at = now();
      const failures = await access.signInFailures(address, at - failureWindowMs);
      if (failures.length >= maxFailures) {
        // Refused until the oldest failure in the window ages out, right password or not.
        const retryAfterSeconds = Math.max(1, Math.ceil((failures[0] + failureWindowMs - at) / 1000));
        return { ok: false, reason: 'too-many-attempts', retryAfterSeconds };
      }
      if (!(await verifyPassword(password, stored))) {
        await access.recordSignInFailure(address, at, at - 24 * 60 * 60 * 1000);
        return { ok: false, reason: 'wrong-password' };
      }
      await access.clearSignInFailures(address);
      const sessionId = randomBytes(32).toString('base64url');
      await access.createSession(sha256(sessionId), at);
      return { ok: true, sessionId };
    },

    /** True for a live session (and keeps it alive). */
    async check(sessionId: string | undefined): Promise<boolean> {
      if (!sessionId || !/^[A-Za-z0-9_-]{20,100}$/.test(sessionId)) return false;
      return access.touchSession(sha256(sessionId), now(), sessionIdleMs);
    },

    async signOut(sessionId: string | undefined): Promise<void> {
      if (sessionId) await access.deleteSession(sha256(sessionId));
    },

    async passwordSet(): Promise<boolean> {
      return (await access.passwordHash()) !== null;
    },
  };
}

export type OwnerAuth = ReturnType<typeof createOwnerAuth>;
