/**
 * Stands in for `@x0k/json-schema-merge` (about 3.4 KB brotli on every form page), which
 * `@rjsf/utils` calls only to merge a schema's `allOf`. Our form files use no `allOf` (a unit
 * test checks that), so the merge is never reached; if a form ever used it, RJSF would catch this
 * error and warn ("could not merge subschemas in allOf") instead of merging. Aliased in
 * package.json ("alias") for the package and its `lib/array` entry.
 */
type Merge = (schema: object) => object;

const unsupported: Merge = () => {
  throw new Error('allOf is not supported in form files (src/form-engine/schema-merge-stub.ts)');
};

export const createComparator = () => ({ compareSchemaDefinitions: () => 0, compareSchemaValues: () => 0 });
export const createMerger = () => ({ mergeArrayOfSchemaDefinitions: unsupported });
export const createShallowAllOfMerge = (): Merge => unsupported;
export const createDeduplicator = () => unsupported;
export const createIntersector = () => unsupported;
