import { Box, Button, chakra, Container, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../core/routes/paths.ts';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { QuoteDocument } from '../../components/quote-document/index.ts';
import { useNoIndex } from '../../lib/use-no-index.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InvalidLinkView } from '../customer-request/invalid-link-view.tsx';
import { linkStyle } from '../customer-request/page-parts.tsx';
import { useCustomerRequest } from '../customer-request/use-customer-request.ts';

const RouterAnchor = chakra(Link);

/**
 * /my-request/<token>/quote/<version>: one quote laid out for print or "Save as PDF", from the
 * same answer as the customer's page (route table `unlisted` and `bare`: no header, footer or
 * chat). Only the back link and the print button are the screen's; print hides them.
 */
export default function CustomerQuotePage() {
  const { token = '', version = '' } = useParams();
  const { t, i18n } = useTranslation(['customer', 'common']);
  useNoIndex();
  const { view, reload } = useCustomerRequest(token, i18n.language);
  const request = view.kind === 'found' ? view.request : null;
  const quote = request?.quotes.find((q) => String(q.version) === version) ?? null;
  usePageMeta(
    request && quote
      ? t('customer:quote.doc.metaTitle', { reference: request.reference, version: quote.version })
      : t('customer:quote.doc.title'),
  );
  return (
    <Box minH="100vh" bg="gray.100" py={{ base: '4', md: '8' }} _print={{ bg: 'white', py: '0', minH: '0' }}>
      <Container
        as="main"
        id="main"
        maxW="4xl"
        px={{ base: '3', md: '6' }}
        _print={{ maxW: 'none', px: '0' }}
      >
        {view.kind === 'loading' && (
          <Box py="24" textAlign="center">
            <LoadingIndicator label={t('customer:loading')} />
          </Box>
        )}
        {view.kind === 'link-invalid' && (
          <Paper>
            <InvalidLinkView />
          </Paper>
        )}
        {(view.kind === 'too-many' || view.kind === 'failed') && (
          <Box role="alert" maxW="xl" mx="auto" my="16" textAlign="center">
            <Text mb="4">{t(view.kind === 'too-many' ? 'customer:tooMany' : 'customer:loadFailed')}</Text>
            <Button size="lg" onClick={() => void reload()}>
              {t('customer:retry')}
            </Button>
          </Box>
        )}
        {request && (
          <>
            <Flex
              justify="space-between"
              align="center"
              wrap="wrap"
              gap="3"
              mb="4"
              _print={{ display: 'none' }}
            >
              <RouterAnchor to={paths.customerRequest(token)} {...linkStyle}>
                <span aria-hidden="true">←</span>
                {t('customer:quote.doc.back')}
              </RouterAnchor>
              {quote && (
                <Button size="lg" onClick={() => window.print()}>
                  {t('customer:quote.print')}
                </Button>
              )}
            </Flex>
            <Paper>
              {quote ? (
                <QuoteDocument
                  quote={quote}
                  customer={request.customer}
                  reference={request.reference}
                  lng={i18n.language}
                />
              ) : (
                <>
                  <Heading as="h1" fontSize="2xl" mb="3">
                    {t('customer:quote.doc.title')}
                  </Heading>
                  <Text>{t('customer:quote.doc.notFound', { version })}</Text>
                </>
              )}
            </Paper>
          </>
        )}
      </Container>
    </Box>
  );
}

/** The sheet on screen; on paper, just the page. */
function Paper({ children }: { children: ReactNode }) {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      shadow="sm"
      p={{ base: '4', md: '10' }}
      _print={{ borderWidth: '0', rounded: 'none', shadow: 'none', p: '0' }}
    >
      {children}
    </Box>
  );
}
