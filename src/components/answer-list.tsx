import { Box, Text } from '@chakra-ui/react';

/**
 * A request's answers, each under its label, as the server words them (the customer's page and
 * the owner's inbox). Text only: nothing a visitor typed is ever rendered as HTML.
 */
export function AnswerList({ fields }: { fields: readonly { name: string; label: string; text: string }[] }) {
  return (
    <Box as="dl">
      {fields.map((field, index) => (
        <Box key={field.name} py="3" borderTopWidth={index === 0 ? '0' : '1px'} borderColor="gray.100">
          <Text as="dt" fontSize="sm" fontWeight="semibold" color="gray.600">
            {field.label}
          </Text>
          <Text as="dd" color="gray.900" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {field.text}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
