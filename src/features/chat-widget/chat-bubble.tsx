import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One message in the chat window: the shop's on the left, the visitor's on the right. */
export function ChatBubble({ from, children }: { from: 'shop' | 'visitor'; children: ReactNode }) {
  const mine = from === 'visitor';
  return (
    <Box
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      px="3"
      py="2"
      rounded="xl"
      roundedBottomRight={mine ? 'sm' : 'xl'}
      roundedBottomLeft={mine ? 'xl' : 'sm'}
      bg={mine ? 'brand.700' : 'gray.100'}
      color={mine ? 'white' : 'gray.900'}
      fontSize="sm"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
    >
      {children}
    </Box>
  );
}
