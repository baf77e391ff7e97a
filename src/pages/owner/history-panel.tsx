import { chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatDateTime } from './format.ts';
import type { HistoryEntry } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useOwnerLang } from './use-owner-lang.ts';

/**
 * Every status the request has had: which, who set it, when. A quote's doings (sent, accepted,
 * declined, its date moved) say so in words, with the version, rather than as a bare status.
 */
export function HistoryPanel({ history }: { history: readonly HistoryEntry[] }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  return (
    <Panel aria-labelledby="owner-history">
      <PanelHeading id="owner-history">{t('history.title')}</PanelHeading>
      <chakra.ol listStyleType="none" display="flex" flexDirection="column" gap="3">
        {history.map((entry, index) => (
          <Flex as="li" key={`${entry.at}-${index}`} align="center" gap="2" wrap="wrap" fontSize="sm">
            {entry.event ? (
              <Text as="span" fontWeight="semibold" color="gray.900">
                {t(`history.events.${entry.event}`, { version: entry.version ?? '?' })}
              </Text>
            ) : (
              <StatusBadge status={entry.status} />
            )}
            <Text as="span" color="gray.800">
              {t(`history.by.${entry.by}`)}
            </Text>
            <chakra.time dateTime={entry.at} color="gray.600">
              {formatDateTime(entry.at, lang)}
            </chakra.time>
          </Flex>
        ))}
      </chakra.ol>
    </Panel>
  );
}
