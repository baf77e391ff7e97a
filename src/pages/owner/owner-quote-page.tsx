import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { QuoteDocument } from '../../components/quote-document/quote-document.tsx';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { BackLink } from './back-link.tsx';
import { getRequest } from './owner-api.ts';
import { OwnerFrame } from './owner-frame.tsx';
import { requestHref } from './owner-filters.ts';
import { useOwnerData } from './use-owner-data.ts';
import { useOwnerLang } from './use-owner-lang.ts';

const screenOnly = { _print: { display: 'none' } } as const;

/** `ref` and `version` from the query; null when either is missing or malformed. */
function quoteAddress(params: URLSearchParams): { reference: string; version: number } | null {
  const reference = params.get('ref')?.trim();
  const version = Number(params.get('version'));
  return reference && Number.isInteger(version) && version > 0 ? { reference, version } : null;
}

/**
 * /owner/quote?ref=…&version=n: one version of a request's quote laid out for paper, as the
 * customer's print view lays it out (the shared QuoteDocument), for the owner to print or save
 * as a PDF. Only the document prints: the header, the way back and the button stay on screen.
 */
export default function OwnerQuotePage() {
  const { t } = useTranslation(['owner', 'common']);
  const [params] = useSearchParams();
  const address = quoteAddress(params);
  usePageMeta(
    address
      ? t('owner:printView.title', { version: address.version, reference: address.reference })
      : t('owner:meta.title'),
  );
  return (
    <OwnerFrame maxW="4xl" printable>
      {address ? (
        <QuotePrintScreen key={`${address.reference}-${address.version}`} {...address} />
      ) : (
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          {t('owner:printView.missing')}
        </Box>
      )}
    </OwnerFrame>
  );
}

function QuotePrintScreen({ reference, version }: { reference: string; version: number }) {
  const { t } = useTranslation(['owner', 'common']);
  const lang = useOwnerLang();
  const request = useOwnerData(() => getRequest(reference, lang), `${reference}|${lang}`);
  const detail = request.data;
  const quote = detail?.quotes.find((candidate) => candidate.version === version);
  const notFound = request.error?.status === 404 || (detail && !quote);

  return (
    <Flex direction="column" gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" {...screenOnly}>
        <BackLink to={requestHref(reference, {})} label={t('owner:printView.back', { reference })} />
        {quote && (
          <Button size="lg" onClick={() => window.print()}>
            {t('owner:printView.print')}
          </Button>
        )}
      </Flex>
      {notFound && (
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          {t('owner:printView.notFound', { reference, version })}
        </Box>
      )}
      {request.error && !notFound && (
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          <Text mb="3">{t('owner:printView.loadError')}</Text>
          <Button size="lg" variant="outline" colorPalette="red" onClick={request.reload}>
            {t('owner:printView.retry')}
          </Button>
        </Box>
      )}
      {!detail && !request.error && (
        <Box py="16" textAlign="center">
          <LoadingIndicator label={t('common:a11y.loading')} />
        </Box>
      )}
      {detail && quote && (
        <Box rounded="lg" borderWidth="1px" borderColor="gray.200" bg="white" _print={{ border: 'none' }}>
          <QuoteDocument
            quote={quote}
            customer={{ name: detail.name, email: detail.email }}
            reference={detail.reference}
            lng={lang}
          />
        </Box>
      )}
    </Flex>
  );
}
