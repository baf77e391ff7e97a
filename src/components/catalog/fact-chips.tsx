import { chakra, Flex } from '@chakra-ui/react';

/** Turnaround and service promises as a row of pills; `tone` suits light or dark bands. */
export function FactChips({
  facts,
  tone = 'light',
  justify = 'center',
}: {
  facts: readonly string[];
  tone?: 'light' | 'dark';
  justify?: 'center' | 'flex-start';
}) {
  return (
    <Flex as="ul" listStyleType="none" wrap="wrap" gap="2" justify={justify}>
      {facts.map((fact) => (
        <chakra.li
          key={fact}
          display="flex"
          alignItems="center"
          gap="2"
          px="3"
          py="1.5"
          rounded="full"
          fontSize="sm"
          fontWeight="medium"
          bg={tone === 'dark' ? 'whiteAlpha.200' : 'brand.50'}
          color={tone === 'dark' ? 'white' : 'brand.800'}
        >
          <chakra.span
            aria-hidden="true"
            boxSize="2"
            rounded="full"
            bg={tone === 'dark' ? 'accent.400' : 'brand.500'}
          />
          {fact}
        </chakra.li>
      ))}
    </Flex>
  );
}
