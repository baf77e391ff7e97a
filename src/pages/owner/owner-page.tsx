import { Box, Button, Container, Text } from '@chakra-ui/react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { Announcer } from './announcer.tsx';
import { InboxScreen } from './inbox-screen.tsx';
import { OwnerHeader } from './owner-header.tsx';
import { SetupNotice } from './setup-notice.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useNoIndex } from './use-no-index.ts';
import { useOwnerSession, type SessionView } from './use-owner-session.ts';

/**
 * /owner: the owner's inbox. Its own chunk and its own plain header (route table `private`),
 * so nothing of it reaches a visitor's page.
 */
export default function OwnerPage() {
  const { t } = useTranslation(['owner', 'common']);
  usePageMeta(t('owner:meta.title'));
  useNoIndex();
  const session = useOwnerSession();
  const signedIn = session.view.kind === 'signed-in';
  return (
    <Announcer>
      <Box minH="100vh" bg="gray.50" display="flex" flexDirection="column">
        <OwnerHeader onSignOut={signedIn ? session.signOut : undefined} />
        {/* Room at the bottom, so the floating editing button never covers the last control. */}
        <Box as="main" id="main" flex="1" pt={{ base: '4', md: '8' }} pb="28" tabIndex={-1} outline="none">
          <Container maxW="6xl">
            <SessionContent view={session.view} session={session} />
          </Container>
        </Box>
      </Box>
    </Announcer>
  );
}

function SessionContent({
  view,
  session,
}: {
  view: SessionView;
  session: ReturnType<typeof useOwnerSession>;
}) {
  const { t } = useTranslation(['owner', 'common']);
  switch (view.kind) {
    case 'loading':
      return (
        <Box py="24" textAlign="center">
          <LoadingIndicator label={t('common:a11y.loading')} />
        </Box>
      );
    case 'unreachable':
      return (
        <Box role="alert" maxW="md" mx="auto" mt="16" textAlign="center">
          <Text mb="4">{t('owner:session.failed')}</Text>
          <Button size="lg" onClick={session.check}>
            {t('owner:session.retry')}
          </Button>
        </Box>
      );
    case 'no-password':
      return <SetupNotice onRetry={session.check} />;
    case 'signed-out':
      return <SignInForm ended={view.ended} onSignedIn={session.signedIn} />;
    case 'signed-in':
      return <InboxScreen />;
  }
}
