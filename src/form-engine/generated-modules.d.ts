// Ambient types of the generated validators (src/form-engine/generated/, not committed), so
// type checking never needs them. When they exist, TypeScript reads the real index.ts instead.

declare module '*/generated/index.ts' {
  /** Validator key -> sha256 of the schema it was compiled from. */
  export const schemaHashes: Readonly<Record<string, string>>;
  /** Validator key (`<form-id>` or `<form-id>.<variant>`) -> loader of its chunk. */
  export const validatorLoaders: Record<string, () => Promise<Record<string, unknown>>>;
  /** Form id -> loader of its form file (forms/<id>.form.json), as written. */
  export const formLoaders: Record<string, () => Promise<unknown>>;
  /** Form id -> the hash of its file and texts as the build holds them (server/forms/form-content.ts). */
  export const formHashes: Readonly<Record<string, string>>;
  /** The forms with a page of their own at /request/<id>. */
  export const formPages: readonly string[];
  /** Price table id -> loader of catalog/prices/<id>.json, for each table a form's estimate names. */
}

declare module '*.cjs' {
  const exports: Record<string, unknown>;
  export = exports;
}
