/**
 * `local/import-zones`: which folder may import which (docs/architecture.md's import rules), in the manner
 * of bulletproof-react's zones, without a resolver dependency. Each relative specifier is resolved
 * against the importing file and checked, as a path relative to `root`, against the zones the config
 * lists; bare specifiers (packages, `node:` built-ins) are checked against a zone's `packages`.
 *
 * A zone: `from` (globs of the importing files it governs), optional `except` (importing files it
 * does not), `forbid` (globs of imported paths) and optional `allow` (exceptions to `forbid`),
 * `packages` (globs of bare specifiers), `message` (why; shown as the error). Globs: `*` one path
 * segment or part of one, `**` any depth, `dir/**` also `dir` itself, `:name` one segment captured
 * from the importing file's path and usable in `allow` (`src/features/:feature/**`).
 * The first zone an import breaks is the one reported.
 *
 * Checked: `import` (type-only too), `export ... from`, `import()` and `require()` with a literal,
 * `import x = require()` and `import('...')` types. Parcel's `url:`-style prefixes are ignored.
 */
import path from 'node:path';

const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A glob as a RegExp; `:name` segments become named groups unless `values` fixes them. */
function globToRegExp(glob, values = {}) {
  let source = '';
  const parts = glob.split('/');
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    if (part === '**') {
      // `a/**` matches `a` and anything below it; `a/**/b` matches `a/b` and `a/x/y/b`.
      if (last) source += index === 0 ? '.*' : '(?:/.*)?';
      else source += index === 0 ? '(?:.*/)?' : '(?:/.*)?/';
      return;
    }
    if (index > 0 && parts[index - 1] !== '**') source += '/';
    const named = /^:([A-Za-z_]\w*)$/.exec(part);
    if (named) {
      const name = named[1];
      source += name in values ? escapeRegExp(values[name]) : `(?<${name}>[^/]+)`;
      return;
    }
    source += part
      .split('*')
      .map((piece) => escapeRegExp(piece))
      .join('[^/]*');
  });
  return new RegExp(`^${source}$`);
}

const toList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const globList = { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };

/** @type {import('eslint').Rule.RuleModule} */
const importZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction between folders (docs/architecture.md)' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: globList,
                except: globList,
                forbid: globList,
                allow: globList,
                packages: globList,
                message: { type: 'string' },
              },
              required: ['from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: '{{message}}' },
  },

  create(context) {
    const { root = context.cwd, zones } = context.options[0];
    const relative = (absolute) => path.relative(root, absolute).split(path.sep).join('/');
    const file = relative(context.filename);

    // Only the zones that govern this file, with `allow` specialised to its captures.
    const active = zones.flatMap((zone) => {
      const match = toList(zone.from)
        .map((glob) => globToRegExp(glob).exec(file))
        .find(Boolean);
      if (!match) return [];
      if (toList(zone.except).some((glob) => globToRegExp(glob).test(file))) return [];
      const captures = match.groups ?? {};
      return [
        {
          message: zone.message,
          forbid: toList(zone.forbid).map((glob) => globToRegExp(glob)),
          allow: toList(zone.allow).map((glob) => globToRegExp(glob, captures)),
          packages: toList(zone.packages).map((glob) => globToRegExp(glob)),
        },
      ];
    });
    if (active.length === 0) return {};

    function check(node, specifier) {
      if (typeof specifier !== 'string' || specifier === '') return;
      // Parcel's named pipelines (`url:../x.svg`) name a file all the same.
      const unprefixed = specifier.replace(/^[a-z][a-z-]*:(?=\.{0,2}\/)/, '');
      const isPath = unprefixed.startsWith('.') || unprefixed.startsWith('/');
      const target = isPath ? relative(path.resolve(path.dirname(context.filename), unprefixed)) : undefined;
      const zone = active.find((candidate) =>
        isPath
          ? candidate.forbid.some((glob) => glob.test(target)) &&
            !candidate.allow.some((glob) => glob.test(target))
          : candidate.packages.some((glob) => glob.test(specifier) || glob.test(packageName(specifier))),
      );
      if (zone) context.report({ node, messageId: 'forbidden', data: { message: zone.message } });
    }

    /** A string literal, or a template literal without expressions. */
    function literalOf(node) {
      if (!node) return undefined;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral' && node.expressions.length === 0)
        return node.quasis[0].value.cooked;
      return undefined;
    }

    const checkSource = (node) => node.source && check(node.source, literalOf(node.source));
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
      CallExpression(node) {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          node.arguments.length > 0
        ) {
          check(node.arguments[0], literalOf(node.arguments[0]));
        }
      },
      TSExternalModuleReference(node) {
        check(node.expression, literalOf(node.expression));
      },
      TSImportType(node) {
        // typescript-eslint 8 has `source`; older versions `argument` (a TSLiteralType).
        const source = node.source ?? node.argument?.literal;
        check(source, literalOf(source));
      },
    };
  },
};

export default {
  meta: { name: 'local' },
  rules: { 'import-zones': importZones },
};
