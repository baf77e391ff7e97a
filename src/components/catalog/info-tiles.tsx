import { Box, chakra, Heading, Text } from '@chakra-ui/react';

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
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M12 2l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17l-5.9 3 1.2-6.5L2.5 8.9l6.6-.9z" />
            </svg>
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
