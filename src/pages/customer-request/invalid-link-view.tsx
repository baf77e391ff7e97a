import { Box, Heading, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ReferenceEmailForm } from '../../components/request-status/reference-email-form.tsx';
import { requestCustomerLink } from '../../components/request-status/request-link-api.ts';
import { defaultLanguage, isLanguage } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { Notice } from './page-parts.tsx';

type Outcome = 'sent' | 'missing' | 'invalid' | 'too-many' | 'failed';

const outcomeKeys: Record<Outcome, string> = {
  sent: 'linkSent',
  missing: 'invalid.missing',
  invalid: 'invalid.badInput',
  'too-many': 'tooMany',
  failed: 'invalid.failed',
};

/**
 * One view for every link that opens nothing (expired, revoked, tampered with, cut short): it
 * says so and offers a fresh link by e-mail. Whatever the reference and e-mail were, a request
 * that went through gets the same neutral words, so the page never tells whether they matched.
 */
export function InvalidLinkView() {
  const { t, i18n } = useTranslation('customer');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (reference: string, email: string) => {
    if (!reference || !email) return setOutcome('missing');
    setBusy(true);
    setOutcome(null);
    const lang = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
    setOutcome(await requestCustomerLink(reference, email, lang));
    setBusy(false);
  };

  const problem = outcome && outcome !== 'sent';
  return (
    <Box maxW="2xl">
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="gray.900">
        {t('invalid.title')}
      </Heading>
      <Text mt="3" color="gray.700" fontSize={{ base: 'md', md: 'lg' }}>
        {t('invalid.text')}
      </Text>
      <ReferenceEmailForm
        labels={{
          reference: t('invalid.reference'),
          email: t('invalid.email'),
          submit: t(busy ? 'invalid.sending' : 'invalid.submit'),
        }}
        busy={busy}
        onSubmit={(reference, email) => void submit(reference, email)}
        problem={problem && <Notice tone="error">{t(outcomeKeys[outcome])}</Notice>}
        wideButton
        mt="6"
      >
        <Box role="status" mt={outcome === 'sent' ? '4' : '0'}>
          {outcome === 'sent' && <Notice tone="info">{t(outcomeKeys.sent)}</Notice>}
        </Box>
      </ReferenceEmailForm>
    </Box>
  );
}
