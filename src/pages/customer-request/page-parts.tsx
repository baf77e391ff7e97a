/**
 * The page's building blocks: a section named by its heading, the form engine's native
 * controls (the site's one input style) and a link style with a 44 px tap target.
 */
import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export {
  ChoiceLabel,
  ErrorText,
  FieldLabel,
  HelpText,
  Input,
  Legend,
  Textarea,
  Tick,
} from '../../form-engine/styles.ts';

export const focusRing = { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' } as const;

export const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  minW: '0',
  color: 'brand.700',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  overflowWrap: 'anywhere',
  rounded: 'md',
  _focusVisible: focusRing,
} as const;

export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      mt={{ base: '8', md: '10' }}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id={id} fontSize={{ base: 'xl', md: '2xl' }} color="brand.950" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A refusal beside the control it is about (its id goes in the control's aria-describedby). */
export function Problem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Text id={id} color="red.800" fontSize="sm" mt="1.5">
      {children}
    </Text>
  );
}

/** A banner for an outcome: an error (assertive) or a confirmation. */
export const Notice = chakra('div', {
  base: { rounded: 'lg', p: '4', borderWidth: '1px', overflowWrap: 'anywhere' },
  variants: {
    tone: {
      error: { bg: 'red.50', color: 'red.800', borderColor: 'red.200' },
      info: { bg: 'brand.50', color: 'brand.950', borderColor: 'brand.200' },
    },
  },
  defaultVariants: { tone: 'info' },
});

/** The shop's note on a proof or a quote, under its label, as typed (never as HTML). */
export function VersionNote({
  label,
  note,
  mt,
  mb,
}: {
  label: string;
  note: string;
  mt?: string;
  mb?: string;
}) {
  return (
    <Box mt={mt} mb={mb}>
      <Text fontSize="sm" fontWeight="semibold" color="gray.700">
        {label}
      </Text>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {note}
      </Text>
    </Box>
  );
}
