import { Badge, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAnnounce } from '../announcer.tsx';
import { ConfirmAction } from '../confirm-action.tsx';
import { formatDateTime } from '../format.ts';
import { focusRing, Panel } from '../owner-styles.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import { OwnerApiError } from '../owner-api.ts';
import { clearDraft } from './form-draft.ts';
import { ChangeLine } from './change-line.tsx';
import { restoreVersion, versionDownloadUrl, type FormDetail, type FormVersionInfo } from './forms-api.ts';

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

interface FormHistoryProps {
  detail: FormDetail;
  /** Whether there is a draft that a restore would discard. */
  changed: boolean;
  discard: () => void;
  onRestored: () => void;
}

/** Every version, newest first: when, where from, what changed; download it or publish it again. */
export function FormHistory({ detail, changed, discard, onRestored }: FormHistoryProps) {
  return (
    <Stack as="ol" listStyleType="none" gap="3">
      {detail.versions.map((version) => (
        <VersionItem
          key={version.version}
          formId={detail.id}
          version={version}
          live={version.version === detail.live.version}
          changed={changed}
          discard={discard}
          onRestored={onRestored}
        />
      ))}
    </Stack>
  );
}

function VersionItem({
  formId,
  version,
  live,
  changed,
  discard,
  onRestored,
}: { formId: string; version: FormVersionInfo; live: boolean } & Omit<FormHistoryProps, 'detail'>) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const announce = useAnnounce();
  const [busy, setBusy] = useState(false);
  const headingId = `form-version-${version.version}`;

  const restore = async () => {
    setBusy(true);
    try {
      const published = await restoreVersion(formId, version.version);
      if (changed) discard();
      clearDraft(formId);
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
          : t(`forms.history.origin.${version.origin}`)}
      </Text>
      <ChangeLine changes={version.changes} />
      <Flex gap="2" wrap="wrap" align="center" mt="3">
        <DownloadLink href={versionDownloadUrl(formId, version.version, 'form')} download>
          {t('forms.history.downloadForm', { version: version.version })}
        </DownloadLink>
        <DownloadLink href={versionDownloadUrl(formId, version.version, 'texts')} download>
          {t('forms.history.downloadTexts', { version: version.version })}
        </DownloadLink>
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
            onConfirm={restore}
          />
        )}
      </Flex>
    </Panel>
  );
}
