/**
 * Finds the CSS that refers to something the Chakra system does not define. When a recipe or a
 * style prop names a text style, layer style or token the system lacks, Chakra writes the name
 * out as it is (`text-style:sm`, `cursor:button`, `--global-font-mono:fonts.mono`,
 * `transition-duration:normal`) and the browser drops the declaration: a style silently lost.
 *
 * Pure: it reads CSS text. Whether a declaration is valid CSS is asked of a callback, which the
 * browser tests answer with Chromium's own parser (CSS.supports).
 */

export interface Declaration {
  property: string;
  value: string;
}

export interface CssProblem {
  /** What is wrong, e.g. "text style 'sm' is not defined: text-style:sm". */
  problem: string;
  /** How many times the declaration occurs in the CSS read. */
  count: number;
}

/** Whether a browser keeps `property: value` (false: it drops the declaration). */
export type IsValidDeclaration = (property: string, value: string) => boolean;

/** Strips comments and splits CSS text into its declarations (at any depth of nesting). */
export function declarationsOf(cssText: string): Declaration[] {
  const css = cssText.replace(/\/\*[\s\S]*?\*\//g, '');
  const declarations: Declaration[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const flush = (end: number) => {
    const text = css.slice(start, end).trim();
    start = end + 1;
    const colon = text.indexOf(':');
    // A selector or an at-rule prelude ends at '{': only text inside a block is a declaration.
    if (colon <= 0 || depth === 0) return;
    const property = text.slice(0, colon).trim();
    if (!/^(--(?:\\.|[\w-])+|-?[a-zA-Z][\w-]*)$/.test(property)) return;
    declarations.push({ property, value: text.slice(colon + 1).trim() });
  };
  let parens = 0;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '\\') i += 1;
    else if (c === '(') parens += 1;
    else if (c === ')') parens -= 1;
    else if (parens > 0) continue;
    else if (c === '{') {
      depth += 1;
      start = i + 1;
    } else if (c === '}') {
      flush(i);
      depth -= 1;
    } else if (c === ';') flush(i);
  }
  return declarations;
}

/** `--ck-spacing-0\.5` as CSS writes it → the property's real name `--ck-spacing-0.5`. */
const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

/** Every var(--name[, fallback]) in a value, with whether it has a fallback. */
function varReferences(value: string): { name: string; hasFallback: boolean }[] {
  return [...value.matchAll(/var\(\s*(--(?:\\.|[\w-])+)\s*(,)?/g)].map((m) => ({
    name: unescape(m[1]),
    hasFallback: m[2] === ',',
  }));
}

/** `fonts.mono`, `colors.gray.900`, `colorPalette.solid`: a token's path, never a CSS value. */
const tokenPath = /^[a-zA-Z][\w-]*(\.[\w-]+)+$/;

/**
 * Stylis (Emotion) adds vendor-prefixed copies of declarations (`-ms-flex-negative`,
 * `display:-ms-flexbox`) that Chromium does not know; the unprefixed original beside each one is
 * what is checked.
 */
const vendorPrefixed = /(^|[\s(,])-(ms|moz|webkit|o)-/;

/**
 * The problems in `cssText`, each with how often it occurs. `varPrefix` is the system's CSS
 * variable prefix: a var(--<prefix>-…) names a token, so it must be defined even where the
 * reference carries a fallback. Other custom properties (Chakra's `--focus-ring-width`,
 * `--chakra-empty`, …) are set by components where needed and may be unset when a fallback
 * is given.
 */
export function findUndefinedReferences(
  cssText: string,
  isValid: IsValidDeclaration,
  varPrefix = '--ck-',
): CssProblem[] {
  const declarations = declarationsOf(cssText);
  const defined = new Set(
    declarations.filter((d) => d.property.startsWith('--')).map((d) => unescape(d.property)),
  );
  const counts = new Map<string, number>();
  const report = (problem: string) => counts.set(problem, (counts.get(problem) ?? 0) + 1);
  for (const { property, value } of declarations) {
    const plain = value.replace(/\s*!important$/, '');
    const declaration = `${property}:${value}`;
    if (property === 'text-style') report(`text style '${plain}' is not defined: ${declaration}`);
    else if (property === 'layer-style') report(`layer style '${plain}' is not defined: ${declaration}`);
    else if (tokenPath.test(plain)) report(`token '${plain}' is not defined: ${declaration}`);
    else if (!property.startsWith('--') && !vendorPrefixed.test(property) && !vendorPrefixed.test(plain)) {
      if (!isValid(property, plain)) report(`the browser drops ${declaration}`);
    }
    for (const { name, hasFallback } of varReferences(value)) {
      if (defined.has(name)) continue;
      if (name.startsWith(varPrefix)) report(`token variable ${name} is not defined: ${declaration}`);
      else if (!hasFallback) report(`custom property ${name} is never set: ${declaration}`);
    }
  }
  return [...counts].map(([problem, count]) => ({ problem, count })).sort((a, b) => b.count - a.count);
}

/** The text of every <style> element in an HTML document. */
export function styleTextsOf(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
}

/**
 * The distinct declarations of `cssText` whose validity only a CSS parser can tell (not custom
 * properties, not vendor-prefixed copies), to ask the browser about all at once.
 */
export function declarationsToCheck(cssText: string): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const { property, value } of declarationsOf(cssText)) {
    const plain = value.replace(/\s*!important$/, '');
    if (property.startsWith('--') || vendorPrefixed.test(property) || vendorPrefixed.test(plain)) continue;
    seen.set(`${property}:${plain}`, [property, plain]);
  }
  return [...seen.values()];
}

/**
 * Every text style or layer style (`key`) named anywhere in `node`: recipes, style objects,
 * responsive values. Needed beside the CSS check: once a system defines some text styles,
 * Chakra drops a reference to one it lacks without a trace in the CSS (`textStyle: 'sm'`
 * then writes nothing at all), so a single missing one is only found at its source.
 */
export function styleNamesIn(
  node: unknown,
  key: 'textStyle' | 'layerStyle',
  found = new Set<string>(),
): Set<string> {
  if (!node || typeof node !== 'object') return found;
  for (const [k, value] of Object.entries(node)) {
    if (k === key && typeof value === 'string') found.add(value);
    else if (k === key && value && typeof value === 'object')
      Object.values(value).forEach((v) => typeof v === 'string' && found.add(v));
    else styleNamesIn(value, key, found);
  }
  return found;
}
