import {
  Box,
  Container,
  Flex,
  Heading,
  Text,
  type BoxProps,
  type HeadingProps,
  type TextProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button-link.tsx';

export type CtaBandTone = 'tinted' | 'dark' | 'card';

export interface CtaBandProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Usually two or three <ButtonLink>s; on the dark tones use the on-dark colours. */
  actions: ReactNode;
  /**
   * `tinted`: a light brand band (company pages); `dark`: a full-width brand band (catalogue
   * pages); `card`: a rounded gradient card on the page background (home page).
   */
  tone?: CtaBandTone;
}

const tones: Record<CtaBandTone, { band: BoxProps; heading: HeadingProps; text: TextProps }> = {
  tinted: {
    band: { bg: 'brand.50' },
    heading: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'brand.950', mb: '3' },
    text: { color: 'gray.700', maxW: '2xl', mx: 'auto' },
  },
  dark: {
    band: { bg: 'brand.800', color: 'white' },
    heading: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', mb: '3' },
    text: { color: 'brand.50' },
  },
  card: {
    band: {
      bgGradient: 'to-r',
      gradientFrom: 'brand.800',
      gradientTo: 'brand.600',
      color: 'white',
      rounded: '3xl',
      px: { base: '6', md: '14' },
    },
    heading: { fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'extrabold', lineHeight: '1.2' },
    text: { mt: '4', color: 'brand.50', maxW: '2xl', mx: 'auto' },
  },
};

/** The closing call to action of a page: a heading, a sentence and centred buttons. */
export function CtaBand({ id, title, text, actions, tone = 'tinted' }: CtaBandProps) {
  const style = tones[tone];
  const content = (
    <>
      <Heading as="h2" id={id} {...style.heading}>
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} {...style.text}>
        {text}
      </Text>
      <Flex gap="3" justify="center" wrap="wrap" mt="8">
        {actions}
      </Flex>
    </>
  );
  if (tone === 'card') {
    return (
      <Box as="section" aria-labelledby={id} py={{ base: '16', md: '20' }}>
        <Container maxW="6xl">
          <Box {...style.band} py={{ base: '10', md: '14' }} textAlign="center">
            {content}
          </Box>
        </Container>
      </Box>
    );
  }
  return (
    <Box as="section" aria-labelledby={id} {...style.band} py={{ base: '12', md: '16' }}>
      <Container maxW="4xl" textAlign="center">
        {content}
      </Container>
    </Box>
  );
}

type CtaLink = { to: string; label: ReactNode };

/** The two buttons a tinted band usually offers: the main action, then a second one outlined. */
export function CtaActions({ primary, secondary }: { primary: CtaLink; secondary: CtaLink }) {
  return (
    <>
      <ButtonLink to={primary.to} size="lg">
        {primary.label}
      </ButtonLink>
      <ButtonLink to={secondary.to} size="lg" variant="outline" bg="white">
        {secondary.label}
      </ButtonLink>
    </>
  );
}
