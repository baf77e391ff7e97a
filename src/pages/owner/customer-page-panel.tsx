import { Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';

interface CustomerPagePanelProps {
  busy: boolean;
  onRevoke: () => Promise<boolean>;
}

/**
 * The customer's private page for this request: the links to it went out in e-mails, and the
 * owner can stop them all (a forwarded e-mail, a shared inbox). The customer can ask for a
 * fresh link at any time, so this loses nothing for good.
 */
export function CustomerPagePanel({ busy, onRevoke }: CustomerPagePanelProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHeading id={`${id}-title`}>{t('links.title')}</PanelHeading>
      <Text color="gray.700" mb="3">
        {t('links.text')}
      </Text>
      <Text color="gray.700" mb="4">
        {t('links.newLink')}
      </Text>
      <ConfirmAction
        label={t('links.button')}
        title={t('links.confirmTitle')}
        text={t('links.confirmText')}
        cancel={t('links.cancel')}
        confirm={t('links.confirm')}
        confirming={t('links.revoking')}
        busy={busy}
        onConfirm={onRevoke}
      />
    </Panel>
  );
}
