/**
 * Stands in for `fast-uri` (about 6 KB brotli on every form page), which `@rjsf/utils` imports
 * only to resolve `$ref` against `$id`. Our form files use neither (a unit test checks that), so
 * these two functions are never reached; they still do the same with the browser's URL parser.
 * Aliased in package.json ("alias").
 */
function parse(uri: string, base?: string): URL | undefined {
  try {
    return new URL(uri, base);
  } catch {
    return undefined;
  }
}

export function resolve(base: string, ref: string): string {
  return parse(ref, base || undefined)?.href ?? ref;
}

export function equal(a: string, b: string): boolean {
  return a === b || (parse(a)?.href ?? a) === (parse(b)?.href ?? b);
}

export default { resolve, equal };
