import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { hasPrerenderedStyles } from './prerendered-styles.ts';
// Deep imports (aliased in package.json, tsconfig and jest) so that only these recipes ship:
// '@chakra-ui/react/theme' builds the full theme object and drags in every recipe.
import { breakpoints } from 'chakra-theme/breakpoints.js';
import { globalCss } from 'chakra-theme/global-css.js';
import { layerStyles as chakraLayerStyles } from 'chakra-theme/layer-styles.js';
import { textStyles } from 'chakra-theme/text-styles.js';
import { borders } from 'chakra-theme/tokens/borders.js';
import { cursor } from 'chakra-theme/tokens/cursor.js';
import { durations } from 'chakra-theme/tokens/durations.js';
import { easings } from 'chakra-theme/tokens/easings.js';
import { fontSizes } from 'chakra-theme/tokens/font-sizes.js';
import { fontWeights } from 'chakra-theme/tokens/font-weights.js';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from 'chakra-theme/tokens/line-heights.js';
import { radii } from 'chakra-theme/tokens/radius.js';
import { sizes } from 'chakra-theme/tokens/sizes.js';
import { spacing } from 'chakra-theme/tokens/spacing.js';
import { zIndices } from 'chakra-theme/tokens/z-indices.js';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows.js';
import { animations, colors, keyframes, semanticColors, semanticRadii } from './theme-tokens.ts';
import { badgeRecipe } from 'chakra-theme/recipes/badge.js';
import { buttonRecipe } from 'chakra-theme/recipes/button.js';
import { containerRecipe } from 'chakra-theme/recipes/container.js';
import { headingRecipe } from 'chakra-theme/recipes/heading.js';
import { linkRecipe } from 'chakra-theme/recipes/link.js';

const tokens = {
  colors,
  animations,
  borders,
  cursor,
  durations,
  easings,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
};

/**
 * What the recipes above refer to beyond the tokens: the button's `layerStyle: 'disabled'`
 * (the only layer style any of them uses; Chakra's others are indicator and fill styles for
 * recipes we do not ship) and the text styles the button, heading and badge sizes name.
 * Without them Chakra writes `layer-style:disabled` and `text-style:sm` into the CSS as they
 * are, and the browser drops them (tests/e2e/css-tokens.test.ts).
 */
const layerStyles = { disabled: chakraLayerStyles.disabled };

const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/**
 * Built from the base config plus only the recipes we use: the full preset costs about
 * 16 KB gzip on every page (docs/architecture.md "Why the stack is set up as it is"). Add a recipe here when a component needs one.
 */
export const themeConfig = defineConfig({
  cssVarsPrefix: 'ck',
  cssVarsRoot: ':where(html)',
  preflight: true,
  globalCss: {
    ...globalCss,
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { bg: 'white', color: 'gray.900', fontFamily: 'body' },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        heading: {
          value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        // For references and file extensions (fontFamily="mono"); Chakra's global CSS also sets
        // --global-font-mono from it.
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
      },
    },
    semanticTokens,
    textStyles,
    layerStyles,
    recipes: {
      button: buttonRecipe,
      // Chakra gives a heading that names no size the "xl" text style (a 30px line). Ours set
      // their own fontSize and would keep that line whatever their size (a 30px heading with
      // a 30px line, a 14px one with a 30px line): only a heading that names a size gets one.
      heading: { ...headingRecipe, defaultVariants: {} },
      link: linkRecipe,
      badge: badgeRecipe,
      container: containerRecipe,
    },
  },
});

let built: ReturnType<typeof createSystem> | undefined;

/**
 * On a prerendered page the global style sheets (the layer order; the reset, globals and every
 * token's CSS variable) are in the <head> already (src/lib/prerendered-styles.ts). Chakra's
 * provider gets empty stand-ins for them: nothing to serialize, hash or insert while hydrating.
 * Chakra builds its own sheet on first read only (scripts/parcel/chakra-lazy-global.cjs), so
 * here it is never built.
 */
function standInForThePagesGlobals(system: ReturnType<typeof createSystem>): void {
  const standIn = (name: string) => ({ name: `prerendered-${name}`, styles: '' });
  Object.defineProperty(system, '_global', { value: standIn('global') });
  Object.defineProperty(system.layers, 'atRule', { value: standIn('layers') });
}

/**
 * The Chakra system, built on first use rather than when the module loads: building it walks
 * every token and recipe (tens of milliseconds on a phone), and src/main.tsx gives it a task of
 * its own instead of adding it to the bundle's evaluation.
 */
export function getSystem(): ReturnType<typeof createSystem> {
  if (!built) {
    built = createSystem(defaultBaseConfig, themeConfig);
    if (hasPrerenderedStyles()) standInForThePagesGlobals(built);
  }
  return built;
}
