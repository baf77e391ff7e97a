import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CtaBandProps {
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Usually two <ButtonLink>s: the main request and a softer alternative. */
  actions: ReactNode;
}

/** The closing call to action of a content page: a tinted band with a heading and buttons. */
export function CtaBand({ id, title, text, actions }: CtaBandProps) {
  return (
    <Box as="section" aria-labelledby={id} bg="brand.50" py={{ base: '12', md: '16' }}>
      <Container maxW="4xl" textAlign="center">
        <Heading
          as="h2"
          id={id}
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          color="brand.950"
          mb="3"
        >
          {title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700" maxW="2xl" mx="auto">
          {text}
        </Text>
        <Flex gap="3" justify="center" wrap="wrap" mt="8">
          {actions}
        </Flex>
      </Container>
    </Box>
  );
}
