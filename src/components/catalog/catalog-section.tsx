import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CatalogSectionProps {
  /** Also the anchor; the heading gets `${id}-title`. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Background: white, light grey, or light brand for a page's special sections. */
  tone?: 'white' | 'tinted' | 'brand';
  children: ReactNode;
}

const backgrounds = { white: 'white', tinted: 'gray.50', brand: 'brand.50' } as const;

/** A page band with its <h2>, an optional lead paragraph and content, on a common rhythm. */
export function CatalogSection({ id, title, intro, tone = 'white', children }: CatalogSectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`} bg={backgrounds[tone]}>
      <Container maxW="6xl" py={{ base: '12', md: '16' }}>
        <Box textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '10' }}>
          <Heading
            as="h2"
            id={`${id}-title`}
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="extrabold"
            color="gray.900"
          >
            {title}
          </Heading>
          {intro && (
            <Text mt="3" fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
              {intro}
            </Text>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
