import { Box, Button, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { business } from '../../../catalog/business.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { FieldLabel, Input } from '../../form-engine/styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { EmailLinkButton } from './email-link-button.tsx';
import { lookUpStatus, type LookupResult } from './status-lookup-api.ts';
import { StatusSteps } from '../../components/request-status/status-steps.tsx';

const messageKeys = {
  'not-found': 'orderStatus.lookup.notFound',
  'too-many': 'orderStatus.lookup.tooMany',
  failed: 'orderStatus.lookup.failed',
} as const;

/** Reference + e-mail in, the request's status out (the reference may come in as ?ref=). */
export function StatusLookupSection() {
  const { t } = useTranslation('company');
  const id = useId();
  const [params] = useSearchParams();
  // The prerendered field is empty; a ?ref= fills it once hydrated (hydration draws the HTML).
  const hydrated = useHydrated();
  const [result, setResult] = useState<LookupResult | null>(null);
  // What the found request was looked up with: "E-mail me my link" asks with the same.
  const [asked, setAsked] = useState({ reference: '', email: '' });
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const reference = String(data.get('reference') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    setMissing(!reference || !email);
    if (!reference || !email) return;
    setBusy(true);
    setAsked({ reference, email });
    setResult(await lookUpStatus(reference, email));
    setBusy(false);
  };

  const problem = missing
    ? 'orderStatus.lookup.missing'
    : result && result.kind !== 'found'
      ? messageKeys[result.kind]
      : null;
  return (
    <ContentSection labelledBy="status-lookup">
      <SectionHeading
        id="status-lookup"
        title={t('orderStatus.lookup.title')}
        description={t('orderStatus.lookup.description')}
      />
      <chakra.form onSubmit={(event) => void submit(event)} noValidate maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Box>
            <FieldLabel htmlFor={`${id}-reference`}>{t('orderStatus.lookup.reference')}</FieldLabel>
            <Input
              id={`${id}-reference`}
              name="reference"
              defaultValue={hydrated ? (params.get('ref') ?? '') : ''}
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
            <FieldLabel htmlFor={`${id}-email`}>{t('orderStatus.lookup.email')}</FieldLabel>
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
        <Button type="submit" size="lg" mt="4" disabled={busy}>
          {t(busy ? 'orderStatus.lookup.checking' : 'orderStatus.lookup.submit')}
        </Button>
        <Box id={`${id}-problem`} role="alert" mt={problem ? '4' : '0'}>
          {problem && (
            <Text color="red.800" bg="red.50" borderWidth="1px" borderColor="red.200" rounded="lg" p="4">
              {t(problem, { phone: business.phoneDisplay })}
            </Text>
          )}
        </Box>
      </chakra.form>
      {result?.kind === 'found' && (
        <>
          <StatusSteps found={result.found} />
          <EmailLinkButton key={asked.reference + asked.email} {...asked} />
        </>
      )}
      <Text mt="6" fontSize="sm" color="gray.700">
        {t('orderStatus.lookup.noEmail', { phone: business.phoneDisplay })}
      </Text>
    </ContentSection>
  );
}
