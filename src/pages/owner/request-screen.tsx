import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { AnswersPanel } from './answers-panel.tsx';
import { BackLink } from './back-link.tsx';
import { ConversationPanel } from './conversation-panel.tsx';
import { CustomerPagePanel } from './customer-page-panel.tsx';
import { DeletePanel } from './delete-panel.tsx';
import { EstimatePanel } from './estimate-panel.tsx';
import { FilesPanel } from './files-panel.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { NotesPanel } from './notes-panel.tsx';
import { getRequest, type Filters } from './owner-api.ts';
import { listHref } from './owner-filters.ts';
import { PrintFilePanel } from './print-file-panel.tsx';
import { ProofsPanel } from './proofs-panel.tsx';
import { QuotePanel } from './quote-panel.tsx';
import { RequestFacts } from './request-facts.tsx';
import { ScreenHeading } from './screen-heading.tsx';
import { SpamNotice } from './spam-notice.tsx';
import { StatusPanel } from './status-panel.tsx';
import { useMarkRead } from './use-mark-read.ts';
import { useOwnerData } from './use-owner-data.ts';
import { useOwnerLang } from './use-owner-lang.ts';
import { useRequestActions } from './use-request-actions.ts';

/**
 * One request (/owner?ref=…): every answer, its files, the conversation with the customer, the
 * quote and the proofs, then status, private notes, history, the customer's page links, delete.
 */
export function RequestScreen({ reference, filters }: { reference: string; filters: Filters }) {
  const { t } = useTranslation(['owner', 'common']);
  const lang = useOwnerLang();
  const navigate = useNavigate();
  const back = listHref(filters);
  const request = useOwnerData(() => getRequest(reference, lang), lang, true);
  const actions = useRequestActions(reference, request.reload);
  const detail = request.data;
  useMarkRead(reference, detail);

  const remove = async () => {
    const deleted = await actions.remove();
    if (deleted) navigate(back);
    return deleted;
  };

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <BackLink to={back} />
      <ScreenHeading overflowWrap="anywhere">{t('owner:detail.title', { reference })}</ScreenHeading>
      {!detail && request.error && (
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          <Text mb={request.error.status === 404 ? '0' : '3'}>
            {request.error.status === 404
              ? t('owner:detail.notFound', { reference })
              : t('owner:detail.loadError')}
          </Text>
          {request.error.status !== 404 && (
            <Button size="lg" variant="outline" colorPalette="red" onClick={request.reload}>
              {t('owner:list.retry')}
            </Button>
          )}
        </Box>
      )}
      {!detail && !request.error && (
        <Box py="16" textAlign="center">
          <LoadingIndicator label={t('common:a11y.loading')} />
        </Box>
      )}
      {detail && (
        <>
          <RequestFacts detail={detail} />
          {detail.status === 'spam' && (
            <SpamNotice
              reason={detail.spamReason}
              busy={actions.busy === 'status'}
              onNotSpam={() => actions.setStatus('received', t('owner:spam.markedNotSpam'))}
            />
          )}
          <Grid
            templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.6fr) minmax(0, 1fr)' }}
            gap={{ base: '4', md: '6' }}
            alignItems="start"
          >
            <Stack gap={{ base: '4', md: '6' }}>
              <AnswersPanel fields={detail.fields} />
              {detail.estimate && <EstimatePanel estimate={detail.estimate} />}
              {detail.printFile && (
                <PrintFilePanel
                  reference={detail.reference}
                  printFile={detail.printFile}
                  busy={actions.busy === 'print'}
                  onRetry={() => void actions.retryPrintFile()}
                />
              )}
              <FilesPanel reference={detail.reference} files={detail.files} />
              <ConversationPanel
                reference={detail.reference}
                messages={detail.messages}
                customerName={detail.name}
                canEmail={detail.canEmail}
                busy={actions.busy === 'message'}
                onSend={actions.sendMessage}
              />
              <QuotePanel
                reference={detail.reference}
                quotes={detail.quotes}
                estimate={detail.estimate}
                canEmail={detail.canEmail}
                busy={actions.busy === 'quote' || actions.busy === 'extend' ? actions.busy : null}
                onSend={actions.sendQuote}
                onExtend={actions.extendQuote}
              />
              <ProofsPanel
                reference={detail.reference}
                proofs={detail.proofs}
                canEmail={detail.canEmail}
                busy={actions.busy === 'proof'}
                onSend={actions.sendProof}
              />
            </Stack>
            <Stack gap={{ base: '4', md: '6' }}>
              {detail.status !== 'spam' && (
                <StatusPanel
                  status={detail.status}
                  busy={actions.busy === 'status'}
                  onSave={(status, done) => actions.setStatus(status, done)}
                />
              )}
              <NotesPanel notes={detail.notes} busy={actions.busy === 'note'} onAdd={actions.addNote} />
              <HistoryPanel history={detail.history} />
              <CustomerPagePanel busy={actions.busy === 'links'} onRevoke={actions.revokeLinks} />
              <DeletePanel reference={detail.reference} busy={actions.busy === 'delete'} onDelete={remove} />
            </Stack>
          </Grid>
        </>
      )}
    </Stack>
  );
}
