/**
 * The inbox's native controls: the form engine's inputs (the site's one input style), at least
 * 44 px tall so they are easy to tap on a phone.
 */
import { chakra } from '@chakra-ui/react';
import {
  ChoiceLabel,
  ErrorText,
  FieldLabel,
  HelpText,
  Input,
  Legend,
  Select,
  Textarea,
  Tick,
} from '../../form-engine/styles.ts';

export { ChoiceLabel, ErrorText, FieldLabel, HelpText, Input, Legend, Select, Textarea, Tick };

export const tapTarget = { minH: '11' } as const;

/** A white panel for each part of the page. */
export const Panel = chakra('section', {
  base: {
    bg: 'white',
    borderWidth: '1px',
    borderColor: 'gray.200',
    rounded: 'xl',
    p: { base: '4', md: '6' },
  },
});

export const focusRing = {
  outline: '3px solid',
  outlineColor: 'brand.600',
  outlineOffset: '2px',
} as const;
