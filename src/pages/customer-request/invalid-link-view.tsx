import { Box, Button, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { requestCustomerLink } from '../../components/request-status/request-link-api.ts';
import { defaultLanguage, isLanguage } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { FieldLabel, Input, Notice } from './page-parts.tsx';

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
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const reference = String(data.get('reference') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
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
      <chakra.form onSubmit={(event) => void submit(event)} noValidate mt="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Box>
            <FieldLabel htmlFor={`${id}-reference`}>{t('invalid.reference')}</FieldLabel>
            <Input
              id={`${id}-reference`}
              name="reference"
              placeholder="Q-7K3F9Q"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              required
              minH="11"
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </Box>
          <Box>
            <FieldLabel htmlFor={`${id}-email`}>{t('invalid.email')}</FieldLabel>
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              minH="11"
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </Box>
        </SimpleGrid>
        <Button type="submit" size="lg" mt="4" disabled={busy} w={{ base: 'full', sm: 'auto' }}>
          {t(busy ? 'invalid.sending' : 'invalid.submit')}
        </Button>
        <Box id={`${id}-problem`} role="alert" mt={problem ? '4' : '0'}>
          {problem && <Notice tone="error">{t(outcomeKeys[outcome])}</Notice>}
        </Box>
        <Box role="status" mt={outcome === 'sent' ? '4' : '0'}>
          {outcome === 'sent' && <Notice tone="info">{t(outcomeKeys.sent)}</Notice>}
        </Box>
      </chakra.form>
    </Box>
  );
}
