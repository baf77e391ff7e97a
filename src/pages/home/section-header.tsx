import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionHeaderProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'start' | 'center';
  /** On dark bands the text turns light. */
  inverted?: boolean;
}

/** Eyebrow, <h2> and lead line shared by every home-page section, so they read as one page. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  inverted,
}: SectionHeaderProps) {
  const centered = align === 'center';
  return (
    <Box
      textAlign={centered ? 'center' : 'start'}
      maxW="3xl"
      mx={centered ? 'auto' : undefined}
      mb={{ base: '8', md: '12' }}
    >
      {eyebrow && (
        <Text
          textTransform="uppercase"
          letterSpacing="wider"
          fontSize="sm"
          fontWeight="bold"
          color={inverted ? 'brand.200' : 'brand.700'}
          mb="2"
        >
          {eyebrow}
        </Text>
      )}
      <Heading
        as="h2"
        id={id}
        fontSize={{ base: '2xl', md: '4xl' }}
        lineHeight="1.2"
        fontWeight="extrabold"
        letterSpacing="tight"
        color={inverted ? 'white' : 'gray.900'}
      >
        {title}
      </Heading>
      {subtitle && (
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color={inverted ? 'brand.100' : 'gray.600'}>
          {subtitle}
        </Text>
      )}
    </Box>
  );
}
