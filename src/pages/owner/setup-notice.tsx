import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Panel } from './owner-styles.ts';

/** The one way to set the password (docs/owner-guide.md "Your password and signing in"); the same in every language. */
export const ownerCommand = 'npm run owner -- set-password';

/** Until a password is set nobody can sign in: say plainly how to set one. */
export function SetupNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('owner');
  return (
    <Panel aria-labelledby="owner-setup" maxW="xl" mx="auto" mt={{ base: '6', md: '16' }}>
      <Heading as="h1" id="owner-setup" fontSize="2xl" mb="3">
        {t('setup.title')}
      </Heading>
      <Text color="gray.700">{t('setup.text')}</Text>
      <Box
        as="pre"
        my="4"
        p="4"
        bg="gray.900"
        color="white"
        rounded="md"
        overflowX="auto"
        fontSize="sm"
        fontFamily="mono"
        whiteSpace="pre-wrap"
      >
        <code>{ownerCommand}</code>
      </Box>
      <Text color="gray.700" mb="5">
        {t('setup.after')}
      </Text>
      <Button size="lg" variant="outline" onClick={onRetry}>
        {t('setup.reload')}
      </Button>
    </Panel>
  );
}
