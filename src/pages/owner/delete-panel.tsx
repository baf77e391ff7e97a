import { useTranslation } from '../../lib/use-translation.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { Panel } from './owner-styles.ts';

interface DeletePanelProps {
  reference: string;
  busy: boolean;
  /** Resolves true once deleted (the page then goes back to the list). */
  onDelete: () => Promise<boolean>;
}

/** Delete, behind a confirmation. */
export function DeletePanel({ reference, busy, onDelete }: DeletePanelProps) {
  const { t } = useTranslation('owner');
  return (
    <Panel as="div" borderColor="red.200">
      <ConfirmAction
        label={t('delete.button')}
        title={t('delete.title', { reference })}
        text={t('delete.text')}
        cancel={t('delete.cancel')}
        confirm={t('delete.confirm')}
        confirming={t('delete.deleting')}
        busy={busy}
        onConfirm={onDelete}
      />
    </Panel>
  );
}
