/**
 * The detector behind tests/e2e/css-tokens.test.ts, on CSS from our real Chakra system and from
 * one that lacks a text style its recipes use.
 */
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { Badge, Button, ChakraProvider, Heading } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem } from '@chakra-ui/react/styled-system';
import { themeConfig } from '../../src/lib/theme.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  declarationsOf,
  findUndefinedReferences,
  styleNamesIn,
  styleTextsOf,
} from '../support/css-references.ts';

type Config = typeof themeConfig;

/** The CSS Chakra writes for a button, a heading and a badge in the system built from `config`. */
function cssOf(config: Config): string {
  const system = createSystem(defaultBaseConfig, config);
  const html = renderToString(
    createElement(ChakraProvider, {
      value: system,
      children: createElement(
        Fragment,
        null,
        createElement(Button, { size: 'md' }, 'Send'),
        createElement(Heading, { size: 'xl' }, 'Title'),
        createElement(Badge, null, 'New'),
      ),
    }),
  );
  return styleTextsOf(html).join('\n');
}

const srcDir = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Text and layer styles our components name as props or in style objects (`textStyle="sm"`, `layerStyle: 'x'`). */
function namedInSources(key: 'textStyle' | 'layerStyle'): string[] {
  const pattern = new RegExp(`\\b${key}\\s*[=:]\\s*\\{?\\s*['"]([^'"]+)['"]`, 'g');
  return sourceFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => m[1]),
  );
}

/** The text and layer styles that the recipes of `config` or our components name and `config` lacks. */
function missingStyles(config: Config): string[] {
  const theme = config.theme ?? {};
  const missing: string[] = [];
  for (const [key, defined, label] of [
    ['textStyle', theme.textStyles ?? {}, 'text style'],
    ['layerStyle', theme.layerStyles ?? {}, 'layer style'],
  ] as const) {
    const named = new Set([...styleNamesIn(theme.recipes, key), ...namedInSources(key)]);
    for (const name of named) if (!(name in defined)) missing.push(`${label} '${name}'`);
  }
  return missing;
}

const problems = (css: string) => findUndefinedReferences(css, () => true).map((p) => p.problem);

describe('finding CSS that refers to what the Chakra system lacks', () => {
  it('finds nothing in the CSS of our system', () => {
    const css = cssOf(themeConfig);
    expect(css).toContain('--ck-cursor-button');
    expect(problems(css)).toEqual([]);
  });

  it('finds every text style and layer style the recipes and our components name in the system', () => {
    expect(missingStyles(themeConfig)).toEqual([]);
  });

  it('names a text style the recipes use once the system lacks it', () => {
    const { sm: _sm, ...textStyles } = themeConfig.theme!.textStyles!;
    const config = { ...themeConfig, theme: { ...themeConfig.theme, textStyles } };
    expect(missingStyles(config)).toEqual(["text style 'sm'"]);
    // Chakra writes nothing for it (no `text-style:sm` to find in the CSS): the style is lost.
    expect(cssOf(config)).not.toContain('text-style');
  });

  it('names the layer style, the token path and the cursor token the system lacks', () => {
    const { layerStyles: _layers, ...theme } = themeConfig.theme!;
    const { cursor: _cursor, ...tokens } = theme.tokens!;
    const css = cssOf({ ...themeConfig, theme: { ...theme, tokens } });
    const invalid = (property: string, value: string) => !(property === 'cursor' && value === 'button');
    const found = findUndefinedReferences(css, invalid).map((p) => p.problem);
    expect(found).toContain("layer style 'disabled' is not defined: layer-style:disabled");
    expect(found).toContain('the browser drops cursor:button');
  });

  it('names a token path left in a custom property and a token variable never defined', () => {
    const css =
      ':where(html){--ck-spacing-0\\.5:0.125rem}*{--global-font-mono:fonts.mono}.a{gap:var(--ck-spacing-0\\.5);margin:var(--ck-spacing-13, 1rem);outline-width:var(--focus-ring-width, 2px);color:var(--shade)}';
    expect(problems(css)).toEqual([
      "token 'fonts.mono' is not defined: --global-font-mono:fonts.mono",
      'token variable --ck-spacing-13 is not defined: margin:var(--ck-spacing-13, 1rem)',
      'custom property --shade is never set: color:var(--shade)',
    ]);
  });

  it('reads declarations inside nested at-rules and ignores selectors and strings', () => {
    const css = '@media (min-width: 48rem){.a:is([data-x="a;b"]){content:"x;y";text-style:md}}';
    expect(declarationsOf(css)).toEqual([
      { property: 'content', value: '"x;y"' },
      { property: 'text-style', value: 'md' },
    ]);
  });
});
