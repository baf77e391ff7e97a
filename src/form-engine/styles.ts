/**
 * Native inputs styled in place (inline recipes inside the form-engine chunk), not through theme
 * recipes: the theme is on every page, the form engine only on form pages.
 */
import { chakra } from '@chakra-ui/react';

const control = {
  width: '100%',
  bg: 'white',
  color: 'gray.900',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  px: '3',
  fontSize: 'md',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'moderate',
  _placeholder: { color: 'gray.500' },
  _hover: { borderColor: 'gray.400' },
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'brand.500',
    outlineOffset: '1px',
    borderColor: 'brand.500',
  },
  _invalid: { borderColor: 'border.error', boxShadow: '0 0 0 1px var(--ck-colors-border-error)' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const;

export const Input = chakra('input', { base: { ...control, minH: '10' } });
export const Select = chakra('select', { base: { ...control, minH: '10', pe: '8', cursor: 'pointer' } });
export const Textarea = chakra('textarea', { base: { ...control, py: '2', minH: '32', resize: 'vertical' } });

/** Checkbox and radio: native, larger and in the brand colour. */
export const Tick = chakra('input', {
  base: {
    width: '4',
    height: '4',
    flexShrink: 0,
    mt: '1',
    accentColor: 'brand.600',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

export const ChoiceLabel = chakra('label', {
  base: { display: 'flex', gap: '2', alignItems: 'flex-start', cursor: 'pointer', lineHeight: 'short' },
});

export const FieldLabel = chakra('label', {
  base: { display: 'block', fontWeight: 'semibold', fontSize: 'sm', color: 'gray.800', mb: '1.5' },
});

export const Legend = chakra('legend', {
  base: { display: 'block', fontWeight: 'semibold', fontSize: 'sm', color: 'gray.800', mb: '1.5', p: 0 },
});

export const HelpText = chakra('p', { base: { fontSize: 'sm', color: 'fg.muted', mt: '1.5' } });

export const ErrorText = chakra('div', { base: { fontSize: 'sm', color: 'fg.error', mt: '1.5' } });
