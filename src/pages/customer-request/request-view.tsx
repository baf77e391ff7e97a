import { Box, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/button-link.tsx';
import { StatusSteps } from '../../components/request-status/status-steps.tsx';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../../core/routes/paths.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerRequest } from '../../../core/api/customer.ts';
import { ConversationSection } from './conversation-section.tsx';
import { EstimateSection } from './estimate-section.tsx';
import { PageSection } from './page-parts.tsx';
import { ProofsSection } from './proofs-section.tsx';
import { QuoteSection } from './quote-section.tsx';
import { SentSection } from './sent-section.tsx';
import { SheetPreviewSection } from './sheet-preview-section.tsx';

interface RequestViewProps {
  token: string;
  request: CustomerRequest;
  reload: () => Promise<void>;
  update: (change: (request: CustomerRequest) => CustomerRequest) => void;
  linkInvalid: () => void;
}

/**
 * The request as its customer sees it: the reference, where it stands, the quote and the proofs
 * waiting for them (what asks for an action, so before the rest; the quote first, as it comes
 * first), the conversation, the estimated price (when the form priced the request) and a copy
 * of what they sent.
 */
export function RequestView({ token, request, reload, update, linkInvalid }: RequestViewProps) {
  const { t, i18n } = useTranslation(['customer', 'company']);
  return (
    <>
      <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} color="gray.900" overflowWrap="anywhere">
        {t('customer:heading', { reference: request.reference })}
      </Heading>
      <Text mt="2" color="gray.700">
        {t('customer:summary', {
          form: request.formLabel,
          date: formatDate(request.receivedAt, i18n.language),
        })}
      </Text>
      <PageSection id="customer-status" title={t('customer:status.title')}>
        <StatusSteps found={request} />
      </PageSection>
      {request.quotes.length > 0 && (
        <QuoteSection
          token={token}
          quotes={request.quotes}
          reload={reload}
          onLinkInvalid={linkInvalid}
          onDecided={(quote) =>
            update((r) => ({ ...r, quotes: r.quotes.map((q) => (q.version === quote.version ? quote : q)) }))
          }
        />
      )}
      <ProofsSection
        token={token}
        proofs={request.proofs}
        reload={reload}
        onLinkInvalid={linkInvalid}
        onDecided={(proof) =>
          update((r) => ({ ...r, proofs: r.proofs.map((p) => (p.version === proof.version ? proof : p)) }))
        }
      />
      <ConversationSection
        token={token}
        messages={request.messages}
        upload={request.upload}
        onLinkInvalid={linkInvalid}
        onSent={(message) => update((r) => ({ ...r, messages: [...r.messages, message] }))}
      />
      {request.estimate && <EstimateSection estimate={request.estimate} />}
      {request.sheetPreview && <SheetPreviewSection preview={request.sheetPreview} />}
      <SentSection fields={request.fields} files={request.files} />
      {request.gangSheet && (
        // The builder loads this request's layout and designs through the same private link.
        <Box mt="6">
          <ButtonLink
            to={`${paths.gangSheets}?repeat=${encodeURIComponent(token)}`}
            colorPalette="brand"
            size="lg"
          >
            {t('customer:orderSheetAgain')}
          </ButtonLink>
        </Box>
      )}
    </>
  );
}
