import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { DraftBar } from '../draft-bar.tsx';
import type { FormProblem } from '../forms-api.ts';
import { NewerDefaultNotice } from '../newer-default-notice.tsx';
import { SectionTabs, useTabParam, type SectionTab } from '../section-tabs.tsx';
import { priceDraftBody, priceDrafts } from './price-draft.ts';
import { PriceHistory } from './price-history.tsx';
import { usePriceLabels } from './price-labels.ts';
import { PricePreview } from './price-preview.tsx';
import { PricesTab } from './prices-tab.tsx';
import { publishPriceTable, type PriceTableDetail } from './prices-api.ts';
import { TableFileEditor } from './table-file-editor.tsx';
import { usePriceDraft } from './use-price-draft.ts';

interface PriceEditorProps {
  detail: PriceTableDetail;
  /** Loads the table again (after a publish or a restore). */
  reload: () => void;
}

/**
 * The draft of one price table, as a form's editor holds a form's (../form-editor.tsx): the bar
 * that publishes or discards it, then the parts as tabs, the tab in the address (?tab=). The
 * server's problems with the draft, from the last check or publish, show where it is edited.
 */
export function PriceEditor({ detail, reload }: PriceEditorProps) {
  const { t } = useTranslation('owner');
  const drafts = usePriceDraft(detail);
  const labels = usePriceLabels(detail.forms);
  const [problems, setProblems] = useState<FormProblem[]>([]);

  const tabs: SectionTab[] = [
    {
      id: 'prices',
      label: t('forms.prices.tabs.prices'),
      content: <PricesTab key={drafts.generation} drafts={drafts} labels={labels} problems={problems} />,
    },
    {
      id: 'file',
      label: t('forms.prices.tabs.file'),
      content: <TableFileEditor key={drafts.generation} drafts={drafts} problems={problems} />,
    },
    {
      id: 'preview',
      label: t('forms.tabs.preview'),
      content: <PricePreview detail={detail} draft={drafts.draft} labels={labels} onProblems={setProblems} />,
    },
    {
      id: 'history',
      label: t('forms.tabs.history'),
      content: (
        <PriceHistory
          detail={detail}
          labels={labels}
          changed={drafts.changed}
          discard={drafts.discard}
          onRestored={reload}
        />
      ),
    },
  ];
  const [selected, select] = useTabParam(tabs[0].id);

  return (
    <Stack gap="5">
      {/* catalog/prices/<id>.json as this server runs with it is in no version: a developer changed it. */}
      {detail.shipped.version === null && (
        <NewerDefaultNotice
          text={t('forms.prices.newerDefaultText')}
          take={t(drafts.changed ? 'forms.newerDefaultReplace' : 'forms.newerDefaultTake')}
          taken={t('forms.prices.newerDefaultTaken')}
          onTake={() =>
            drafts.update((draft) => ({ ...draft, table: detail.shipped.table, typing: undefined }))
          }
        />
      )}
      <DraftBar
        liveVersion={detail.live.version}
        drafts={drafts}
        publish={async () => {
          const published = await publishPriceTable(detail.id, priceDraftBody(drafts.draft));
          priceDrafts.clear(detail.id);
          return published;
        }}
        texts={{
          typing: t('forms.prices.draft.typing'),
          discardText: t('forms.prices.draft.discardText', { version: detail.live.version }),
        }}
        problems={problems}
        onProblems={setProblems}
        reload={reload}
      />
      <SectionTabs label={t('forms.prices.tabs.label')} tabs={tabs} selected={selected} onSelect={select} />
    </Stack>
  );
}
