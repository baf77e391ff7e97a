import { Box, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface InfoCardProps {
  title: ReactNode;
  /** A decorative icon or a step number, shown in a tinted square. */
  marker?: ReactNode;
  children?: ReactNode;
  /** Heading level: h3 under a section's h2; h2 when the cards are the section's top level. */
  as?: 'h2' | 'h3' | 'h4';
  headingId?: string;
}

/** A bordered card with a marker, a heading and free content: values, steps, options. */
export function InfoCard({ title, marker, children, as = 'h3', headingId }: InfoCardProps) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '5', md: '6' }}
      shadow="xs"
      h="full"
    >
      {marker && (
        <Flex
          align="center"
          justify="center"
          boxSize="10"
          rounded="lg"
          bg="brand.50"
          color="brand.700"
          fontWeight="bold"
          fontSize="lg"
          mb="4"
        >
          {marker}
        </Flex>
      )}
      <Heading
        as={as}
        id={headingId}
        fontSize="lg"
        fontWeight="semibold"
        color="gray.900"
        mb={children ? '2' : '0'}
      >
        {title}
      </Heading>
      {children && <Box color="gray.600">{children}</Box>}
    </Box>
  );
}
