import { Box, Button, Container, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { useNoIndex } from '../../lib/use-no-index.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InvalidLinkView } from './invalid-link-view.tsx';
import { RequestView } from './request-view.tsx';
import { useCustomerRequest } from './use-customer-request.ts';

/**
 * /my-request/<token>: the customer's own page for their request, reached by the link in our
 * e-mails (route table `unlisted`: public header and footer, but noindex and in no sitemap).
 * It is in the address's language; the request's own language only chose the e-mail's link.
 */
export default function CustomerRequestPage() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation(['customer', 'company']);
  usePageMeta(t('customer:meta.title'));
  useNoIndex();
  const { view, reload, update, linkInvalid } = useCustomerRequest(token, i18n.language);
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      {view.kind === 'loading' && (
        <Box py="24" textAlign="center">
          <LoadingIndicator label={t('customer:loading')} />
        </Box>
      )}
      {view.kind === 'link-invalid' && <InvalidLinkView />}
      {(view.kind === 'too-many' || view.kind === 'failed') && (
        <Box role="alert" maxW="xl" mx="auto" my="16" textAlign="center">
          <Text mb="4">{t(view.kind === 'too-many' ? 'customer:tooMany' : 'customer:loadFailed')}</Text>
          <Button size="lg" onClick={() => void reload()}>
            {t('customer:retry')}
          </Button>
        </Box>
      )}
      {view.kind === 'found' && (
        <RequestView
          token={token}
          request={view.request}
          reload={reload}
          update={update}
          linkInvalid={linkInvalid}
        />
      )}
    </Container>
  );
}
