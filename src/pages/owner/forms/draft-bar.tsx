import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAnnounce } from '../announcer.tsx';
import { ConfirmAction } from '../confirm-action.tsx';
import { OwnerApiError } from '../owner-api.ts';
import { Panel } from '../owner-styles.ts';
import type { FormProblem } from './forms-api.ts';
import { ProblemsList } from './problems-list.tsx';
import type { DraftBase, DraftState } from './use-stored-draft.ts';

interface DraftBarProps {
  liveVersion: number;
  drafts: Pick<DraftState<DraftBase>, 'draft' | 'changed' | 'stale' | 'discard' | 'rebase'>;
  /** Sends the draft as the next version; the stored draft goes once it is live. */
  publish: () => Promise<{ version: number }>;
  /** What is said of JSON typed but not valid yet, and of a discard, for this kind of draft. */
  texts: { typing: string; discardText: string };
  problems: FormProblem[];
  onProblems: (problems: FormProblem[]) => void;
  reload: () => void;
}

type Refusal = { kind: 'conflict' } | { kind: 'invalid'; message: string } | { kind: 'failed' };

/**
 * The draft's state and the two things done with all of it (a form's, form-editor.tsx, or a price
 * table's, prices/price-editor.tsx): Publish (the draft becomes the next version for every
 * visitor) and Discard. A refusal is said here: the problems of a 400, the
 * newer version of a 409 (the draft stays, to be continued over it after a reload).
 */
export function DraftBar({
  liveVersion,
  drafts,
  publish: send,
  texts,
  problems,
  onProblems,
  reload,
}: DraftBarProps) {
  const { t } = useTranslation('owner');
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { draft, changed, stale } = drafts;
  const typing = draft.typing !== undefined;

  const publish = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const published = await send();
      onProblems([]);
      announce(t('forms.publish.done', { version: published.version }));
      reload();
    } catch (error) {
      const failure = error instanceof OwnerApiError ? error : null;
      // Signed out: the page shows the sign-in form, and the draft waits in the browser.
      if (failure?.status === 401) return;
      if (failure?.status === 409) setRefusal({ kind: 'conflict' });
      else if (failure?.status === 400) {
        setRefusal({ kind: 'invalid', message: failure.message });
        onProblems(failure.problems);
      } else setRefusal({ kind: 'failed' });
      const said = { 409: 'forms.publish.conflict', 400: 'forms.publish.refused' }[failure?.status ?? 0];
      announce(t(said ?? 'forms.publish.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby="form-draft-title">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        align={{ md: 'center' }}
        justify="space-between"
      >
        <Box minW="0">
          <Text as="h2" id="form-draft-title" fontWeight="bold" fontSize="lg" color="brand.950">
            {t('forms.draft.title')}
          </Text>
          <Text color="gray.700">
            {changed
              ? t('forms.draft.changed', { version: draft.basedOn })
              : t('forms.draft.unchanged', { version: liveVersion })}
          </Text>
        </Box>
        <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
          <Button size="lg" disabled={!changed || stale || typing || busy} onClick={() => void publish()}>
            {busy ? t('forms.publish.publishing') : t('forms.publish.button')}
          </Button>
          {changed && (
            <ConfirmAction
              label={t('forms.draft.discard')}
              title={t('forms.draft.discardTitle')}
              text={texts.discardText}
              cancel={t('forms.draft.keep')}
              confirm={t('forms.draft.discardConfirm')}
              confirming={t('forms.draft.discardConfirm')}
              busy={false}
              onConfirm={async () => {
                drafts.discard();
                onProblems([]);
                setRefusal(null);
                return true;
              }}
            />
          )}
        </Flex>
      </Flex>
      {typing && (
        <Text mt="3" color="red.800">
          {texts.typing}
        </Text>
      )}
      {stale && (
        <Box role="status" mt="4" p="4" bg="accent.50" color="accent.900" rounded="md">
          <Text mb="3">{t('forms.draft.stale', { version: draft.basedOn, live: liveVersion })}</Text>
          <Button size="lg" variant="outline" onClick={drafts.rebase}>
            {t('forms.draft.rebase', { live: liveVersion })}
          </Button>
        </Box>
      )}
      {refusal?.kind === 'conflict' && (
        // The announcer has said it (an alert); this stays beside the draft with the way on.
        <Box mt="4" p="4" bg="red.50" color="red.800" rounded="md">
          <Text mb="3">{t('forms.publish.conflict')}</Text>
          <Button size="lg" variant="outline" colorPalette="red" onClick={reload}>
            {t('forms.publish.reload')}
          </Button>
        </Box>
      )}
      {refusal?.kind === 'failed' && (
        <Box mt="4" p="4" bg="red.50" color="red.800" rounded="md">
          {t('forms.publish.failed')}
        </Box>
      )}
      {refusal?.kind === 'invalid' && (
        <Box mt="4">
          <ProblemsList problems={problems} message={refusal.message} live={false} />
        </Box>
      )}
    </Panel>
  );
}
