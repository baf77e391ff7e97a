import { Box, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  type LinkRequestResult,
  requestCustomerLink,
} from '../../components/request-status/request-link-api.ts';
import { defaultLanguage, isLanguage } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';

const outcomeKeys: Record<Exclude<LinkRequestResult, 'sent'>, string> = {
  invalid: 'orderStatus.lookup.linkFailed',
  'too-many': 'orderStatus.lookup.linkTooMany',
  failed: 'orderStatus.lookup.linkFailed',
};

/**
 * After a lookup that found the request: e-mails its link to the address on the request (the
 * one just typed matched it), in the page's language. The confirmation is the same neutral
 * sentence as on the customer's page, which says nothing about what matched.
 */
export function EmailLinkButton({ reference, email }: { reference: string; email: string }) {
  const { t, i18n } = useTranslation('company');
  const [outcome, setOutcome] = useState<LinkRequestResult | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setOutcome(null);
    const lang = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
    setOutcome(await requestCustomerLink(reference, email, lang));
    setBusy(false);
  };
  const box = { mt: '4', rounded: 'lg', p: '4', borderWidth: '1px' } as const;
  return (
    <Box mt="6">
      <Text color="gray.700" mb="3">
        {t('orderStatus.lookup.emailLinkHelp')}
      </Text>
      <Button size="lg" variant="outline" disabled={busy} onClick={() => void send()}>
        {t(busy ? 'orderStatus.lookup.emailLinkSending' : 'orderStatus.lookup.emailLink')}
      </Button>
      <Box role="status">
        {outcome === 'sent' && (
          <Text {...box} bg="brand.50" color="brand.950" borderColor="brand.200">
            {t('orderStatus.lookup.linkSent')}
          </Text>
        )}
      </Box>
      <Box role="alert">
        {outcome && outcome !== 'sent' && (
          <Text {...box} bg="red.50" color="red.800" borderColor="red.200">
            {t(outcomeKeys[outcome])}
          </Text>
        )}
      </Box>
    </Box>
  );
}
