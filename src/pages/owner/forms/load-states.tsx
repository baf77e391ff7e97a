import { Box, Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';

/** What the Forms section shows while a list or a form or table loads. */
export function Loading({ py = '16' }: { py?: string }) {
  const { t } = useTranslation('common');
  return (
    <Box py={py} textAlign="center">
      <LoadingIndicator label={t('a11y.loading')} />
    </Box>
  );
}

/** A load that failed: what, and a button that tries again (its label says what, where two could stand). */
export function LoadFailed({
  message,
  retry,
  retryLabel,
}: {
  message: string;
  retry: () => void;
  retryLabel: string;
}) {
  return (
    <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
      <Text mb="3">{message}</Text>
      <Button size="lg" variant="outline" colorPalette="red" whiteSpace="normal" onClick={retry}>
        {retryLabel}
      </Button>
    </Box>
  );
}

/** An address naming no such form or table. */
export function NotFoundNote({ children }: { children: ReactNode }) {
  return (
    <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
      {children}
    </Box>
  );
}
