/**
 * `local/no-type-cycle`: no import circle that passes through a type-only import. eslint-plugin-import-x's
 * `no-cycle` reports the circles made of value imports but skips every `import type` (and every
 * `import { type A }`), so two files that name each other's types, or a value import back along a
 * type import, form a circle it never sees. This rule follows every relative import (type-only too,
 * `export ... from` and `import()` included) and reports the circles `no-cycle` leaves out: one
 * of its edges is type-only. The circle is named file by file in the message.
 *
 * Files are read with TypeScript's parser and cached for the run (by modification time); the linted
 * file's own imports come from its AST, so a snippet linted at a made-up path (tests) is checked as
 * written.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const extensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'];

/** A relative specifier as a file on disk, or undefined (packages, `url:` prefixes, JSON, missing files). */
function resolveFile(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => extensions.includes(path.extname(file)) && isFile(file));
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const cache = new Map();

/** The files `file` imports: [target, typeOnly][], a target importing values once counts as a value edge. */
function importsOf(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime) return cached.edges;
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const edges = new Map();
  const add = (specifier, typeOnly) => {
    const target = resolveFile(file, specifier);
    if (target) edges.set(target, (edges.get(target) ?? true) && typeOnly);
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, allTypes);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const allTypes =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      add(node.moduleSpecifier.text, allTypes);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal))
        add(argument.literal.text, true);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const list = [...edges];
  cache.set(file, { mtime, edges: list });
  return list;
}

/** A path of imports from `start` back to `goal` (types included unless `valuesOnly`), or undefined. */
function pathBack(start, goal, valuesOnly) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const route = queue.shift();
    for (const [next, typeOnly] of importsOf(route.at(-1))) {
      if (valuesOnly && typeOnly) continue;
      if (next === goal) return [...route, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...route, next]);
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, type-only imports included' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const root = context.options[0]?.root ?? context.cwd;
    if (!path.isAbsolute(file)) return {};
    const relative = (name) => path.relative(root, name).split(path.sep).join('/');

    function check(node, specifierNode, typeOnly) {
      if (!specifierNode || typeof specifierNode.value !== 'string') return;
      const target = resolveFile(file, specifierNode.value);
      if (!target || target === file) return;
      const route = pathBack(target, file, false);
      if (!route) return;
      // A circle of value imports only is import-x/no-cycle's to report.
      if (!typeOnly && pathBack(target, file, true)) return;
      context.report({
        node,
        message: `Import circle (type-only imports count): ${[file, ...route].map(relative).join(' -> ')}. Move what both sides need to a module neither imports.`,
      });
    }

    const typeOnlyImport = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 &&
        node.specifiers.every(
          (specifier) => specifier.type === 'ImportSpecifier' && specifier.importKind === 'type',
        ));
    const typeOnlyExport = (node) =>
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.exportKind === 'type'));

    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source, typeOnlyExport(node)),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source, false),
      TSImportType: (node) => {
        const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (literal?.type === 'Literal') check(node, literal, true);
      },
    };
  },
};

export default noTypeCycle;
