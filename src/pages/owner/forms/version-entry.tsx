import { Badge, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAnnounce } from '../announcer.tsx';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatDateTime } from '../format.ts';
import { OwnerApiError } from '../owner-api.ts';
import { focusRing, Panel } from '../owner-styles.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import type { FormVersionInfo } from './forms-api.ts';

const DownloadLink = chakra('a', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    px: '3',
    rounded: 'md',
    color: 'brand.700',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    _hover: { bg: 'brand.50' },
    _focusVisible: focusRing,
  },
});

export interface VersionEntryProps {
  version: Omit<FormVersionInfo, 'changes'>;
  live: boolean;
  /** Where its heading's id starts: unique on the page. */
  idPrefix: string;
  /** The origin `shipped` in words ("the form as shipped", "the table as shipped"). */
  shippedText: string;
  /** What the version changed. */
  changes: ReactNode;
  /** Plain links: the cookie signs them in and the browser saves the file. */
  downloads: { href: string; label: string }[];
  /** Whether there is a draft that a restore would discard. */
  changed: boolean;
  discard: () => void;
  /** Publishes this version again as the next one; the stored draft goes. */
  restore: () => Promise<{ version: number }>;
  onRestored: () => void;
}

/**
 * One version in a history (a form's, form-history.tsx, or a price table's,
 * prices/price-history.tsx): when, where from, what changed; download it or publish it again.
 */
export function VersionEntry({
  version,
  live,
  idPrefix,
  shippedText,
  changes,
  downloads,
  changed,
  discard,
  restore,
  onRestored,
}: VersionEntryProps) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const headingId = `${idPrefix}-${version.version}`;

  const run = async () => {
    setBusy(true);
    try {
      const published = await restore();
      if (changed) discard();
      announce(t('forms.history.restored', { version: published.version, from: version.version }));
      onRestored();
      return true;
    } catch (error) {
      // Signed out: the page shows the sign-in form instead.
      if (error instanceof OwnerApiError && error.status === 401) return false;
      announce(t('forms.history.restoreFailed', { version: version.version }), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel as="li" aria-labelledby={headingId} p={{ base: '4', md: '5' }}>
      <Flex gap="2" align="center" wrap="wrap" mb="1">
        <Heading as="h3" id={headingId} fontSize="md" color="brand.950">
          {t('forms.version', { version: version.version })}
        </Heading>
        {live && (
          <Badge colorPalette="green" variant="subtle">
            {t('forms.history.live')}
          </Badge>
        )}
      </Flex>
      <Text color="gray.700">
        {t('forms.published', { date: formatDateTime(version.publishedAt, lang) })}
        {' · '}
        {version.origin === 'restore'
          ? t('forms.history.origin.restore', { version: version.restoredFrom })
          : version.origin === 'shipped'
            ? shippedText
            : t('forms.history.origin.owner')}
      </Text>
      {changes}
      <Flex gap="2" wrap="wrap" align="center" mt="3">
        {downloads.map((download) => (
          <DownloadLink key={download.href} href={download.href} download>
            {download.label}
          </DownloadLink>
        ))}
        {!live && (
          <ConfirmAction
            label={t('forms.history.restore', { version: version.version })}
            title={t('forms.history.restoreTitle', { version: version.version })}
            text={t(changed ? 'forms.history.restoreTextDraft' : 'forms.history.restoreText', {
              version: version.version,
            })}
            cancel={t('forms.history.cancel')}
            confirm={t('forms.history.restoreConfirm')}
            confirming={t('forms.history.restoring')}
            busy={busy}
            onConfirm={run}
          />
        )}
      </Flex>
    </Panel>
  );
}
