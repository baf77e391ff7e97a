import { Box, chakra, Heading, Text } from '@chakra-ui/react';

export interface ProcessStep {
  id: string;
  title: string;
  text: string;
}

/** Numbered steps of a process, side by side on wide screens. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <chakra.ol
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${steps.length}, 1fr)` }}
      gap="6"
    >
      {steps.map((step, index) => (
        <Box
          as="li"
          key={step.id}
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderColor="gray.200"
          p={{ base: '5', sm: '6' }}
          display={{ base: 'flex', sm: 'block' }}
          gap="4"
        >
          <Box
            aria-hidden="true"
            boxSize="10"
            rounded="full"
            bg="brand.600"
            color="white"
            fontWeight="bold"
            display="flex"
            alignItems="center"
            justifyContent="center"
            flexShrink={0}
            mb={{ base: '0', sm: '4' }}
          >
            {index + 1}
          </Box>
          <Box>
            <Heading as="h3" fontSize="lg" fontWeight="bold" mb="2" color="gray.900">
              {step.title}
            </Heading>
            <Text fontSize="sm" color="gray.700">
              {step.text}
            </Text>
          </Box>
        </Box>
      ))}
    </chakra.ol>
  );
}
