/**
 * How many characters the owner may type into each editable text (docs/specification.md section 5): one
 * typed table, keyed by `<namespace>:<key>` where `*` stands for one key segment (a service
 * or feature id). Every other editable text gets the default. The editor stops typing at the
 * limit; the server refuses a draft over it (server/owner/content-routes.ts).
 */
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
} as const satisfies Record<string, number>;

export type LimitPattern = keyof typeof textLimits;

/** `layout:footer.popular.*` → a RegExp where `*` is one key segment. */
export function keyPattern(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '[^.:]+')}$`);
}

const matchers = Object.entries(textLimits).map(([pattern, limit]) => ({ test: keyPattern(pattern), limit }));

export function textLimit(ns: string, key: string): number {
  const id = `${ns}:${key}`;
  return matchers.find((m) => m.test.test(id))?.limit ?? defaultTextLimit;
}
