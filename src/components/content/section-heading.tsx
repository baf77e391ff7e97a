import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** Referenced by the section's `aria-labelledby`. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
  /** No space below, for headings that share a row with something else. */
  flush?: boolean;
}

/**
 * The <h2> that opens a content section, with an optional eyebrow and lead text. Its id is
 * also an in-page anchor, so it keeps clear of the sticky header when jumped to.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'start',
  flush,
}: SectionHeadingProps) {
  return (
    <Box
      textAlign={align}
      mx={align === 'center' ? 'auto' : undefined}
      maxW="3xl"
      mb={flush ? '0' : { base: '8', md: '10' }}
    >
      {eyebrow && (
        <Text
          textTransform="uppercase"
          letterSpacing="wider"
          fontSize="sm"
          fontWeight="semibold"
          color="brand.700"
          mb="2"
        >
          {eyebrow}
        </Text>
      )}
      <Heading
        as="h2"
        id={id}
        scrollMarginTop="32"
        fontSize={{ base: '2xl', md: '3xl' }}
        fontWeight="bold"
        lineHeight="1.2"
        color="gray.900"
      >
        {title}
      </Heading>
      {description && (
        <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="gray.600">
          {description}
        </Text>
      )}
    </Box>
  );
}
