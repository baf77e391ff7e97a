/**
 * Colour tokens and keyframes for our light-only site. Chakra's defaults carry ten palettes
 * in light and dark variants (about 4 KB brotli on every page); we use six, light only.
 */
type Scale = Record<string, { value: string }>;

function scale(hexes: readonly string[]): Scale {
  const steps = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
  return Object.fromEntries(steps.map((step, i) => [step, { value: hexes[i] }]));
}

function alphaScale(rgb: string): Scale {
  const alphas = [0.04, 0.06, 0.08, 0.16, 0.24, 0.36, 0.48, 0.64, 0.8, 0.92, 0.95];
  return scale(alphas.map((a) => `rgba(${rgb}, ${a})`));
}

export const colors = {
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: '#09090B' },
  white: { value: '#FFFFFF' },
  whiteAlpha: alphaScale('255, 255, 255'),
  gray: scale([
    '#fafafa',
    '#f4f4f5',
    '#e4e4e7',
    '#d4d4d8',
    '#a1a1aa',
    '#71717a',
    '#52525b',
    '#3f3f46',
    '#27272a',
    '#18181b',
    '#111111',
  ]),
  red: scale([
    '#fef2f2',
    '#fee2e2',
    '#fecaca',
    '#fca5a5',
    '#f87171',
    '#ef4444',
    '#dc2626',
    '#991919',
    '#511111',
    '#300c0c',
    '#1f0808',
  ]),
  green: scale([
    '#f0fdf4',
    '#dcfce7',
    '#bbf7d0',
    '#86efac',
    '#4ade80',
    '#22c55e',
    '#16a34a',
    '#116932',
    '#124a28',
    '#042713',
    '#03190c',
  ]),
  brand: scale([
    '#eef4ff',
    '#dbe6fe',
    '#bfd3fe',
    '#93b4fd',
    '#608bfa',
    '#3b66f5',
    '#2546ea',
    '#1d35d7',
    '#1e2eae',
    '#1e2d89',
    '#171e54',
  ]),
  accent: scale([
    '#fff1f2',
    '#ffe4e6',
    '#fecdd3',
    '#fda4af',
    '#fb7185',
    '#f43f5e',
    '#e11d48',
    '#be123c',
    '#9f1239',
    '#881337',
    '#4c0519',
  ]),
};

/** The semantic names Chakra's recipes use (colorPalette.solid, fg.muted, border ...). */
function palette(name: string, solid = '600', fg = '700') {
  return {
    contrast: { value: '{colors.white}' },
    fg: { value: `{colors.${name}.${fg}}` },
    subtle: { value: `{colors.${name}.100}` },
    muted: { value: `{colors.${name}.200}` },
    emphasized: { value: `{colors.${name}.300}` },
    solid: { value: `{colors.${name}.${solid}}` },
    focusRing: { value: `{colors.${name}.500}` },
    border: { value: `{colors.${name}.500}` },
  };
}

export const semanticColors = {
  bg: {
    DEFAULT: { value: '{colors.white}' },
    subtle: { value: '{colors.gray.50}' },
    muted: { value: '{colors.gray.100}' },
    emphasized: { value: '{colors.gray.200}' },
    inverted: { value: '{colors.black}' },
    panel: { value: '{colors.white}' },
    error: { value: '{colors.red.50}' },
    warning: { value: '{colors.accent.50}' },
    success: { value: '{colors.green.50}' },
    info: { value: '{colors.brand.50}' },
  },
  fg: {
    DEFAULT: { value: '{colors.gray.900}' },
    muted: { value: '{colors.gray.600}' },
    subtle: { value: '{colors.gray.500}' },
    inverted: { value: '{colors.gray.50}' },
    error: { value: '{colors.red.600}' },
    warning: { value: '{colors.accent.600}' },
    success: { value: '{colors.green.600}' },
    info: { value: '{colors.brand.600}' },
  },
  border: {
    DEFAULT: { value: '{colors.gray.200}' },
    muted: { value: '{colors.gray.100}' },
    subtle: { value: '{colors.gray.50}' },
    emphasized: { value: '{colors.gray.300}' },
    inverted: { value: '{colors.gray.800}' },
    error: { value: '{colors.red.500}' },
    warning: { value: '{colors.accent.500}' },
    success: { value: '{colors.green.500}' },
    info: { value: '{colors.brand.500}' },
  },
  gray: { ...palette('gray', '900', '800'), focusRing: { value: '{colors.gray.400}' } },
  red: palette('red'),
  green: palette('green', '600', '700'),
  brand: palette('brand'),
  accent: palette('accent'),
};

/** Only the animations our components run. */
export const animations = {
  spin: { value: 'spin 1s linear infinite' },
};

export const keyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'slide-from-top': { '0%': { translate: '0 -0.5rem' }, to: { translate: '0' } },
  'slide-from-bottom': { '0%': { translate: '0 0.5rem' }, to: { translate: '0' } },
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'scale-out': { from: { scale: '1' }, to: { scale: '0.95' } },
};

/** A little rounder than Chakra's defaults (4 px buttons read as square at our sizes). */
export const semanticRadii = {
  l1: { value: '{radii.sm}' },
  l2: { value: '{radii.md}' },
  l3: { value: '{radii.lg}' },
};
