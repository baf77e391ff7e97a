import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { setDraftContent, type EditableContent } from '../../lib/editable-content.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { VersionList } from '../../../core/api/content.ts';
import { listVersions, restoreVersion, versionFileUrl } from './content-api.ts';
import { toolbarButtonStyle } from './editing-styles.ts';

/** The newest versions shown at first; "Show all" lists every one, so any can be restored. */
const shortList = 5;

type Props = {
  /** A version was restored: these texts are live now. */
  onLive(content: EditableContent): void;
  onDone(message: string): void;
};

/**
 * The published versions, newest first: which one every visitor sees, when each was
 * published, a download of each as website-content.json, and Restore, which publishes an
 * earlier version's texts again as a new version (after a confirmation) and makes them the
 * draft too.
 */
export function VersionHistory({ onLive, onDone }: Props) {
  const { t, i18n } = useTranslation('editing');
  const [list, setList] = useState<VersionList | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [all, setAll] = useState(false);

  const load = useCallback(() => {
    listVersions().then(
      (answer) => {
        setList(answer);
        setProblem('');
      },
      (error: Error) => setProblem(t('versions.loadFailed', { message: error.message })),
    );
  }, [t]);
  useEffect(load, [load]);

  const restore = async (version: number) => {
    if (!window.confirm(t('versions.restoreConfirm', { version }))) return;
    setBusy(true);
    try {
      const result = await restoreVersion(version);
      setDraftContent(result.content);
      onLive(result.content);
      onDone(t('versions.restored', { version, live: result.version }));
      load();
    } catch (error) {
      setProblem(t('versions.restoreFailed', { message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <Box mt="4" pt="4" borderTopWidth="1px" borderColor="gray.200">
      <chakra.h3 fontWeight="bold" mb="1">
        {t('versions.title')}
      </chakra.h3>
      {problem && (
        <Text role="alert" color="red.700" mb="2">
          {problem}
        </Text>
      )}
      {list && list.versions.length === 0 && <Text color="gray.700">{t('versions.none')}</Text>}
      {list && list.versions.length > 0 && (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
          {list.versions.slice(0, all ? undefined : shortList).map((item) => {
            const live = item.version === list.live;
            return (
              <chakra.li key={item.version} borderWidth="1px" borderColor="gray.200" rounded="md" p="2">
                <Text fontWeight="semibold">
                  {t('versions.name', { version: item.version })}
                  {live && (
                    <chakra.span ms="2" px="1.5" rounded="sm" bg="green.100" color="green.800" fontSize="xs">
                      {t('versions.live')}
                    </chakra.span>
                  )}
                </Text>
                <Text color="gray.700" fontSize="xs">
                  {when(item.publishedAt)}
                  {item.restoredFrom !== null &&
                    ` · ${t('versions.restoredFrom', { version: item.restoredFrom })}`}
                </Text>
                <Flex gap="2" mt="1.5" wrap="wrap">
                  <chakra.a
                    href={versionFileUrl(item.version)}
                    download="website-content.json"
                    aria-label={t('versions.downloadName', { version: item.version })}
                    {...toolbarButtonStyle}
                    display="inline-flex"
                    alignItems="center"
                  >
                    {t('versions.download')}
                  </chakra.a>
                  {!live && (
                    <chakra.button
                      type="button"
                      disabled={busy}
                      onClick={() => void restore(item.version)}
                      aria-label={t('versions.restoreName', { version: item.version })}
                      {...toolbarButtonStyle}
                    >
                      {t('versions.restore')}
                    </chakra.button>
                  )}
                </Flex>
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
      {list && list.versions.length > shortList && (
        <chakra.button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          mt="2"
          {...toolbarButtonStyle}
        >
          {all
            ? t('versions.showFewer', { count: shortList })
            : t('versions.showAll', { count: list.versions.length })}
        </chakra.button>
      )}
    </Box>
  );
}
