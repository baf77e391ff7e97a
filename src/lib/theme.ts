import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react/styled-system';
// Deep imports (aliased in package.json, tsconfig and jest) so that only these recipes ship:
// '@chakra-ui/react/theme' builds the full theme object and drags in every recipe.
import { breakpoints } from 'chakra-theme/breakpoints.js';
import { globalCss } from 'chakra-theme/global-css.js';
import { keyframes } from 'chakra-theme/tokens/keyframes.js';
import { animations } from 'chakra-theme/tokens/animations.js';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios.js';
import { blurs } from 'chakra-theme/tokens/blurs.js';
import { borders } from 'chakra-theme/tokens/borders.js';
import { colors } from 'chakra-theme/tokens/colors.js';
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
import { semanticColors } from 'chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows.js';
import { textStyles } from 'chakra-theme/text-styles.js';
import { badgeRecipe } from 'chakra-theme/recipes/badge.js';
import { buttonRecipe } from 'chakra-theme/recipes/button.js';
import { containerRecipe } from 'chakra-theme/recipes/container.js';
import { headingRecipe } from 'chakra-theme/recipes/heading.js';
import { linkRecipe } from 'chakra-theme/recipes/link.js';
import { spinnerRecipe } from 'chakra-theme/recipes/spinner.js';

const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
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
  cursor,
};
const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };

/**
 * Built from the base config plus only the recipes we use: the full preset costs about
 * 16 KB gzip on every page (STACK-NOTES.md). Add a recipe here when a component needs one.
 */
const brand = defineConfig({
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
    textStyles,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
      colors: {
        ...tokens.colors,
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#dbe6fe' },
          200: { value: '#bfd3fe' },
          300: { value: '#93b4fd' },
          400: { value: '#608bfa' },
          500: { value: '#3b66f5' },
          600: { value: '#2546ea' },
          700: { value: '#1d35d7' },
          800: { value: '#1e2eae' },
          900: { value: '#1e2d89' },
          950: { value: '#171e54' },
        },
        accent: {
          400: { value: '#fb7185' },
          500: { value: '#e11d48' },
          600: { value: '#be123c' },
        },
      },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: {
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.100}' },
          muted: { value: '{colors.brand.200}' },
          emphasized: { value: '{colors.brand.300}' },
          solid: { value: '{colors.brand.600}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
      },
    },
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      badge: badgeRecipe,
      container: containerRecipe,
      spinner: spinnerRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, brand));
