import { Box, Button, Container, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { Announcer } from './announcer.tsx';
import { OwnerHeader } from './owner-header.tsx';
import { SetupNotice } from './setup-notice.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { useNoIndex } from './use-no-index.ts';
import { useOwnerSession, type SessionView } from './use-owner-session.ts';

interface OwnerFrameProps {
  /** What the signed-in owner sees. */
  children: ReactNode;
  /** How wide the content may grow. */
  maxW?: string;
  /** For a page meant to be printed: the header, the grey and the room below stay on screen only. */
  printable?: boolean;
}

/**
 * Every owner screen's frame (route table `private`): the plain header, the live regions, and
 * the sign-in (or how to set a password) until the session is there; then `children`.
 */
export function OwnerFrame({ children, maxW = '6xl', printable = false }: OwnerFrameProps) {
  useNoIndex();
  const session = useOwnerSession();
  const signedIn = session.view.kind === 'signed-in';
  const screenOnly = printable ? { _print: { display: 'none' } } : {};
  return (
    <Announcer>
      <Box
        minH="100vh"
        bg="gray.50"
        display="flex"
        flexDirection="column"
        _print={printable ? { bg: 'white', minH: 'auto', display: 'block' } : undefined}
      >
        <Box {...screenOnly}>
          <OwnerHeader onSignOut={signedIn ? session.signOut : undefined} />
        </Box>
        {/* Room at the bottom, so the floating editing button never covers the last control. */}
        <Box
          as="main"
          id="main"
          flex="1"
          pt={{ base: '4', md: '8' }}
          pb="28"
          tabIndex={-1}
          outline="none"
          _print={printable ? { p: '0' } : undefined}
        >
          <Container maxW={maxW} _print={printable ? { maxW: 'none', px: '0' } : undefined}>
            <SessionContent view={session.view} session={session}>
              {children}
            </SessionContent>
          </Container>
        </Box>
      </Box>
    </Announcer>
  );
}

function SessionContent({
  view,
  session,
  children,
}: {
  view: SessionView;
  session: ReturnType<typeof useOwnerSession>;
  children: ReactNode;
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
      return children;
  }
}
