import { Box, Button, Text } from '@chakra-ui/react';
import { useAnnounce } from '../announcer.tsx';

interface NewerDefaultNoticeProps {
  /** What changed and what the owner can do about it. */
  text: string;
  /** The button that takes the newer default as the draft. */
  take: string;
  /** Announced once it is the draft. */
  taken: string;
  onTake: () => void;
}

/**
 * The file this server runs with (a form's in forms/, a price table's in catalog/prices/) is in
 * no version yet: a developer changed it while a version of the owner's is live
 * (docs/architecture.md "Form versions"). The owner can take it as the draft, look at it, and
 * publish it or not.
 */
export function NewerDefaultNotice({ text, take, taken, onTake }: NewerDefaultNoticeProps) {
  const announce = useAnnounce();
  return (
    <Box p="4" bg="accent.50" color="accent.900" rounded="md">
      <Text mb="3">{text}</Text>
      <Button
        size="lg"
        variant="outline"
        whiteSpace="normal"
        onClick={() => {
          onTake();
          announce(taken);
        }}
      >
        {take}
      </Button>
    </Box>
  );
}
