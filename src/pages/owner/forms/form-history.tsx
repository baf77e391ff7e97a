import { Stack } from '@chakra-ui/react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ChangeLine } from './change-line.tsx';
import { clearDraft } from './form-draft.ts';
import { restoreVersion, versionDownloadUrl, type FormDetail } from './forms-api.ts';
import { VersionEntry } from './version-entry.tsx';

interface FormHistoryProps {
  detail: FormDetail;
  /** Whether there is a draft that a restore would discard. */
  changed: boolean;
  discard: () => void;
  onRestored: () => void;
}

/** Every version, newest first: when, where from, what changed; download it or publish it again. */
export function FormHistory({ detail, changed, discard, onRestored }: FormHistoryProps) {
  const { t } = useTranslation('owner');
  return (
    <Stack as="ol" listStyleType="none" gap="3">
      {detail.versions.map((version) => (
        <VersionEntry
          key={version.version}
          version={version}
          live={version.version === detail.live.version}
          idPrefix="form-version"
          shippedText={t('forms.history.origin.shipped')}
          changes={<ChangeLine changes={version.changes} />}
          downloads={[
            {
              href: versionDownloadUrl(detail.id, version.version, 'form'),
              label: t('forms.history.downloadForm', { version: version.version }),
            },
            {
              href: versionDownloadUrl(detail.id, version.version, 'texts'),
              label: t('forms.history.downloadTexts', { version: version.version }),
            },
          ]}
          changed={changed}
          discard={discard}
          restore={async () => {
            const published = await restoreVersion(detail.id, version.version);
            clearDraft(detail.id);
            return published;
          }}
          onRestored={onRestored}
        />
      ))}
    </Stack>
  );
}
