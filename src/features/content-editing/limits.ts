/**
 * How many characters the owner may type into each editable text (SPEC.md section 5): one
 * typed table, keyed by `<namespace>:<key>` where `*` stands for one key segment (a service
 * or feature id). Every other editable text gets the default.
 */
import type { Namespace } from '../../lib/languages.ts';

export const defaultTextLimit = 500;

export const textLimits = {
  'layout:footer.description': 200,
  'layout:footer.address': 100,
  'home:hero.description': 300,
  'home:services.items.*.description': 150,
  // "Features description": the section's description and each feature's.
  'home:features.subtitle': 200,
  'home:features.items.*.description': 200,
  'home:cta.description': 250,
  'home:reviews.description': 200,
  'home:reviews.note': 150,
} as const satisfies Record<`${Namespace}:${string}`, number>;

export type LimitPattern = keyof typeof textLimits;

const matchers = Object.entries(textLimits).map(([pattern, limit]) => ({
  test: new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^.:]+')}$`),
  limit,
}));

export function textLimit(ns: string, key: string): number {
  const id = `${ns}:${key}`;
  return matchers.find((m) => m.test.test(id))?.limit ?? defaultTextLimit;
}
