import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { business } from '../../../catalog/business.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { EmailLinkButton } from './email-link-button.tsx';
import { lookUpStatus, type LookupResult } from './status-lookup-api.ts';
import { ReferenceEmailForm } from '../../components/request-status/reference-email-form.tsx';
import { StatusSteps } from '../../components/request-status/status-steps.tsx';

const messageKeys = {
  'not-found': 'orderStatus.lookup.notFound',
  'too-many': 'orderStatus.lookup.tooMany',
  failed: 'orderStatus.lookup.failed',
} as const;

/** Reference + e-mail in, the request's status out (the reference may come in as ?ref=). */
export function StatusLookupSection() {
  const { t } = useTranslation('company');
  const [params] = useSearchParams();
  // The prerendered field is empty; a ?ref= fills it once hydrated (hydration draws the HTML).
  const hydrated = useHydrated();
  const [result, setResult] = useState<LookupResult | null>(null);
  // What the found request was looked up with: "E-mail me my link" asks with the same.
  const [asked, setAsked] = useState({ reference: '', email: '' });
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (reference: string, email: string) => {
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
      <ReferenceEmailForm
        labels={{
          reference: t('orderStatus.lookup.reference'),
          email: t('orderStatus.lookup.email'),
          submit: t(busy ? 'orderStatus.lookup.checking' : 'orderStatus.lookup.submit'),
        }}
        busy={busy}
        onSubmit={(reference, email) => void submit(reference, email)}
        problem={
          problem && (
            <Text color="red.800" bg="red.50" borderWidth="1px" borderColor="red.200" rounded="lg" p="4">
              {t(problem, { phone: business.phoneDisplay })}
            </Text>
          )
        }
        defaultReference={hydrated ? (params.get('ref') ?? '') : ''}
        maxW="3xl"
      />
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
