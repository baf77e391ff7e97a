import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../lib/use-translation.ts';

/** The error screen, in our words and languages. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box
      as={standalone ? 'main' : 'section'}
      id={standalone ? 'main' : undefined}
      maxW="2xl"
      mx="auto"
      px="6"
      py="20"
      textAlign="center"
    >
      <Heading as="h1" size="2xl" mb="4">
        {t('errors.unexpectedTitle')}
      </Heading>
      <Text mb="8" color="gray.700">
        {t('errors.unexpectedText')}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </Box>
  );
}
