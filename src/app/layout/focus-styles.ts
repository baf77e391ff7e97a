/** Keyboard focus must stay visible on every custom control, on light and on dark bands. */
export const focusRing = {
  outline: '3px solid',
  outlineColor: 'brand.600',
  outlineOffset: '2px',
} as const;

export const focusRingOnDark = {
  outline: '3px solid',
  outlineColor: 'white',
  outlineOffset: '2px',
} as const;
