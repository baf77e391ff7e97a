import { Box, Container, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Calls to action, usually <ButtonLink>s. */
  actions?: ReactNode;
  /** Optional artwork beside the text on wide screens. */
  art?: ReactNode;
}

/** The band at the top of every screen: eyebrow, one <h1>, a lead paragraph and actions. */
export function PageHero({ eyebrow, title, description, actions, art }: PageHeroProps) {
  return (
    <Box as="section" bgGradient="to-br" gradientFrom="brand.950" gradientTo="brand.700" color="white">
      <Container maxW="6xl" py={{ base: '12', md: '16' }} display="flex" gap="10" alignItems="center">
        <Box flex="1">
          {eyebrow && (
            <Text
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
              fontWeight="semibold"
              color="brand.200"
              mb="3"
            >
              {eyebrow}
            </Text>
          )}
          <Heading
            as="h1"
            fontSize={{ base: '3xl', md: '5xl' }}
            lineHeight="1.1"
            fontWeight="extrabold"
            mb="4"
          >
            {title}
          </Heading>
          {description && (
            <Text fontSize={{ base: 'md', md: 'xl' }} color="brand.50" maxW="2xl">
              {description}
            </Text>
          )}
          {actions && (
            <HStack gap="3" mt="8" flexWrap="wrap">
              {actions}
            </HStack>
          )}
        </Box>
        {art && (
          <Box flex="1" display={{ base: 'none', md: 'block' }} maxW="md">
            {art}
          </Box>
        )}
      </Container>
    </Box>
  );
}
