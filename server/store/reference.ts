/**
 * Short human references like `Q-7K3F9Q`: a letter for the kind of request (the form file's
 * `reference`), then six Crockford base32 characters (no I, L, O, U, so nothing is misread on
 * the phone). 32^6 is about a billion; the stores retry on the rare clash with the unique index.
 */
import { randomInt } from 'node:crypto';

export const crockfordAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const referenceLength = 6;

export type ReferenceSource = (prefix: string) => string;

export const randomReference: ReferenceSource = (prefix) => {
  let code = '';
  for (let i = 0; i < referenceLength; i += 1) code += crockfordAlphabet[randomInt(32)];
  return `${prefix}-${code}`;
};

const referencePattern = new RegExp(`^[A-Z]-[${crockfordAlphabet}]{${referenceLength}}$`);

/**
 * What a visitor typed (` q-7k3f9o `) as the stored form (`Q-7K3F90`): Crockford reading
 * rules map O to 0 and I/L to 1. Null when it cannot be a reference at all.
 */
export function normalizeReference(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/\s+/g, '');
  const match = /^([A-Z])-?(.+)$/.exec(compact);
  if (!match) return null;
  const code = match[2].replace(/O/g, '0').replace(/[IL]/g, '1');
  const reference = `${match[1]}-${code}`;
  return referencePattern.test(reference) ? reference : null;
}

/** Insert with a fresh reference, again on a unique clash; a stuck source fails loudly. */
export async function withFreshReference<T>(
  prefix: string,
  source: ReferenceSource,
  attempt: (reference: string) => Promise<T>,
  isClash: (error: unknown) => boolean,
): Promise<T> {
  const tries = 8;
  for (let i = 1; ; i += 1) {
    try {
      return await attempt(source(prefix));
    } catch (error) {
      if (!isClash(error) || i >= tries) throw error;
    }
  }
}
