import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { SpamReason } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';

interface SpamNoticeProps {
  reason: SpamReason | null;
  busy: boolean;
  onNotSpam: () => void;
}

/** Why the intake took it for spam, and the way back to the inbox as a new request. */
export function SpamNotice({ reason, busy, onNotSpam }: SpamNoticeProps) {
  const { t } = useTranslation('owner');
  return (
    <Panel aria-labelledby="owner-spam" borderColor="red.300" bg="red.50">
      <PanelHeading id="owner-spam">{t('spam.title')}</PanelHeading>
      {reason && (
        <Text mb="4" color="red.800">
          {t('spam.reason')} <strong>{t(`spamReasons.${reason}`)}</strong>
        </Text>
      )}
      <Button size="lg" colorPalette="red" variant="outline" bg="white" disabled={busy} onClick={onNotSpam}>
        {t('spam.notSpam')}
      </Button>
    </Panel>
  );
}
