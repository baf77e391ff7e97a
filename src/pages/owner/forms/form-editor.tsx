import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DraftBar } from './draft-bar.tsx';
import { FieldsEditor } from './fields-editor.tsx';
import { clearDraft, draftBody } from './form-draft.ts';
import { FormFileEditor } from './form-file-editor.tsx';
import { FormHistory } from './form-history.tsx';
import { NewerDefaultNotice } from './newer-default-notice.tsx';
import { publishForm, type FormDetail, type FormProblem } from './forms-api.ts';
import { PreviewPanel } from './preview-panel.tsx';
import { SectionTabs, useTabParam, type SectionTab } from './section-tabs.tsx';
import { useFormDraft } from './use-form-draft.ts';

interface FormEditorProps {
  detail: FormDetail;
  /** Loads the form again (after a publish or a restore). */
  reload: () => void;
}

/**
 * The draft of one form and what can be done with it: the bar that publishes or discards it,
 * then the parts as tabs (the visual editor only for a form it covers). The tab is in the
 * address (?tab=), so a reload shows the same part. The server's problems with the draft, from
 * the last check or publish, are shown where the draft is edited.
 */
export function FormEditor({ detail, reload }: FormEditorProps) {
  const { t } = useTranslation('owner');
  const drafts = useFormDraft(detail);
  const [problems, setProblems] = useState<FormProblem[]>([]);

  const tabs: SectionTab[] = [
    ...(detail.visual
      ? [
          {
            id: 'fields',
            label: t('forms.tabs.fields'),
            content: (
              <FieldsEditor key={drafts.generation} detail={detail} drafts={drafts} problems={problems} />
            ),
          },
        ]
      : []),
    {
      id: 'file',
      label: t('forms.tabs.file'),
      content: <FormFileEditor key={drafts.generation} drafts={drafts} problems={problems} />,
    },
    {
      id: 'preview',
      label: t('forms.tabs.preview'),
      content: <PreviewPanel formId={detail.id} draft={drafts.draft} onProblems={setProblems} />,
    },
    {
      id: 'history',
      label: t('forms.tabs.history'),
      content: (
        <FormHistory detail={detail} changed={drafts.changed} onRestored={reload} discard={drafts.discard} />
      ),
    },
  ];

  const [selected, select] = useTabParam(tabs[0].id);

  return (
    <Stack gap="5">
      {/* The file in forms/ this server runs with is in no version yet: a developer changed it. */}
      {detail.shipped.version === null && (
        <NewerDefaultNotice
          text={t('forms.newerDefaultText')}
          take={t(drafts.changed ? 'forms.newerDefaultReplace' : 'forms.newerDefaultTake')}
          taken={t('forms.newerDefaultTaken')}
          onTake={() =>
            drafts.update((draft) => ({
              ...draft,
              content: { file: detail.shipped.file, texts: detail.shipped.texts },
              renamed: {},
              typing: undefined,
            }))
          }
        />
      )}
      <DraftBar
        liveVersion={detail.live.version}
        drafts={drafts}
        publish={async () => {
          const published = await publishForm(detail.id, draftBody(drafts.draft));
          clearDraft(detail.id);
          return published;
        }}
        texts={{
          typing: t('forms.draft.typing'),
          discardText: t('forms.draft.discardText', { version: detail.live.version }),
        }}
        problems={problems}
        onProblems={setProblems}
        reload={reload}
      />
      <SectionTabs label={t('forms.tabs.label')} tabs={tabs} selected={selected} onSelect={select} />
    </Stack>
  );
}
