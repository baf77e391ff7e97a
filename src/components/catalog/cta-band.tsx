import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CtaBandProps {
  id: string;
  title: string;
  text: string;
  /** Usually <ButtonLink>s; on this dark band give them contrasting colours. */
  actions: ReactNode;
}

/** The closing call to action of a page, on the brand colour. */
export function CtaBand({ id, title, text, actions }: CtaBandProps) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} bg="brand.800" color="white">
      <Container maxW="4xl" py={{ base: '12', md: '16' }} textAlign="center">
        <Heading
          as="h2"
          id={`${id}-title`}
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="extrabold"
          mb="3"
        >
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50" mb="8">
          {text}
        </Text>
        <HStack justify="center" gap="3" flexWrap="wrap">
          {actions}
        </HStack>
      </Container>
    </Box>
  );
}
