import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** Referenced by the section's `aria-labelledby`. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
  /** `lg`: the larger, heavier display headings of the home page. */
  size?: 'md' | 'lg';
  /** No space below, for headings that share a row with something else. */
  flush?: boolean;
}

const sizes = {
  md: {
    eyebrowWeight: 'semibold',
    heading: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' },
    descriptionGap: '3',
    spaceBelow: { base: '8', md: '10' },
  },
  lg: {
    eyebrowWeight: 'bold',
    heading: { fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' },
    descriptionGap: '4',
    spaceBelow: { base: '8', md: '12' },
  },
} as const;

/**
 * The <h2> that opens a section, with an optional eyebrow and lead text. Its id is also an
 * in-page anchor, so it keeps clear of the sticky header when jumped to.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'start',
  size = 'md',
  flush,
}: SectionHeadingProps) {
  const style = sizes[size];
  return (
    <Box
      textAlign={align}
      mx={align === 'center' ? 'auto' : undefined}
      maxW="3xl"
      mb={flush ? '0' : style.spaceBelow}
    >
      {eyebrow && (
        <Text
          textTransform="uppercase"
          letterSpacing="wider"
          fontSize="sm"
          fontWeight={style.eyebrowWeight}
          color="brand.700"
          mb="2"
        >
          {eyebrow}
        </Text>
      )}
      <Heading as="h2" id={id} scrollMarginTop="32" lineHeight="1.2" color="gray.900" {...style.heading}>
        {title}
      </Heading>
      {description && (
        <Text mt={style.descriptionGap} fontSize={{ base: 'md', md: 'lg' }} color="gray.600">
          {description}
        </Text>
      )}
    </Box>
  );
}
