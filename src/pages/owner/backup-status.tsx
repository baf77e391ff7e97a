import { Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBytes, formatDateTime } from './format.ts';
import type { Overview } from './owner-api.ts';

/**
 * One line on the inbox about the nightly backup: when the last one was made and its size, a
 * failure in red (the shop's data is not safe until someone looks), or that they are off.
 */
export function BackupStatus({ backup }: { backup: Overview['backup'] | undefined }) {
  const { t, i18n } = useTranslation('owner');
  if (!backup) return null;
  const { last } = backup;
  const lng = i18n.language;
  if (last?.error) {
    return (
      <Text
        role="alert"
        color="red.800"
        bg="red.50"
        borderWidth="1px"
        borderColor="red.300"
        rounded="md"
        p="3"
      >
        {t('backup.failed', { when: formatDateTime(last.finishedAt ?? last.startedAt, lng) })}{' '}
        <Text as="span" fontFamily="mono" fontSize="sm">
          {last.error}
        </Text>
      </Text>
    );
  }
  let text: string;
  if (last?.finishedAt && last.size !== null) {
    text = t('backup.last', {
      when: formatDateTime(last.finishedAt, lng),
      size: formatBytes(last.size, lng),
    });
  } else if (last) {
    text = t('backup.running', { when: formatDateTime(last.startedAt, lng) });
  } else {
    text = backup.enabled ? t('backup.none') : t('backup.off');
  }
  return (
    <Text color="gray.700" fontSize="sm">
      {text}
    </Text>
  );
}
