import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { StarIcon } from '../icons/index.ts';

export interface InfoTile {
  id: string;
  title: string;
  text: string;
}

/** Short reasons or facts, each a title and a sentence, in a responsive grid. */
export function InfoTiles({ tiles }: { tiles: readonly InfoTile[] }) {
  return (
    <chakra.ul
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      gap="6"
    >
      {tiles.map((tile) => (
        <Box
          as="li"
          key={tile.id}
          display="flex"
          gap="4"
          p="6"
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderColor="gray.200"
        >
          <Box
            aria-hidden="true"
            flexShrink={0}
            boxSize="10"
            rounded="lg"
            bg="brand.50"
            color="brand.700"
            p="2"
          >
            <StarIcon boxSize="6" fill="none" stroke="currentColor" />
          </Box>
          <Box>
            <Heading as="h3" fontSize="md" fontWeight="bold" mb="1" color="gray.900">
              {tile.title}
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {tile.text}
            </Text>
          </Box>
        </Box>
      ))}
    </chakra.ul>
  );
}
