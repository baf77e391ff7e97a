import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { OwnerApiError, signIn } from './owner-api.ts';
import { FieldLabel, Input, Panel, tapTarget } from './owner-styles.ts';
import { ownerCommand } from './setup-notice.tsx';
import type { SessionView } from './use-owner-session.ts';

interface SignInFormProps {
  ended?: Extract<SessionView, { kind: 'signed-out' }>['ended'];
  onSignedIn: () => void;
}

/** The password form; each refusal the API can give gets its own plain sentence. */
export function SignInForm({ ended, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [error, setError] = useState<{ text: string; command?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const explain = (failure: unknown) => {
    const status = failure instanceof OwnerApiError ? failure.status : -1;
    if (status === 401) return { text: t('signIn.errors.wrongPassword') };
    if (status === 429) {
      const minutes = Math.max(1, Math.ceil(((failure as OwnerApiError).retryAfter ?? 900) / 60));
      return { text: t('signIn.errors.tooManyAttempts', { count: minutes }) };
    }
    if (status === 503) return { text: t('signIn.errors.noPassword'), command: true };
    if (status === 0) return { text: t('signIn.errors.network') };
    return { text: t('signIn.errors.unexpected') };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) {
      setError({ text: t('signIn.errors.empty') });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(password);
      onSignedIn();
    } catch (failure) {
      setError(explain(failure));
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`} maxW="md" mx="auto" mt={{ base: '6', md: '16' }}>
      <Heading as="h1" id={`${id}-title`} fontSize="2xl" mb="2">
        {t('signIn.title')}
      </Heading>
      {ended && (
        <Text role="status" bg="brand.50" color="brand.900" px="3" py="2" rounded="md" mb="3">
          {t(ended === 'expired' ? 'signIn.expired' : 'signIn.signedOut')}
        </Text>
      )}
      <Text color="gray.700" mb="5">
        {t('signIn.intro')}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FieldLabel htmlFor={`${id}-password`}>{t('signIn.password')}</FieldLabel>
        <Input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...tapTarget}
        />
        <Box id={`${id}-error`} role="alert" color="fg.error" fontSize="sm" mt={error ? '2' : '0'}>
          {error?.text}
          {error?.command && (
            <Box as="code" display="block" mt="1" fontFamily="mono">
              {ownerCommand}
            </Box>
          )}
        </Box>
        <Button type="submit" size="lg" w="full" mt="5" disabled={busy}>
          {t(busy ? 'signIn.submitting' : 'signIn.submit')}
        </Button>
      </form>
    </Panel>
  );
}
