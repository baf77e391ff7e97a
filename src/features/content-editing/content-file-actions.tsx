import { chakra, Flex } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { UploadIcon } from '../../components/icons/upload-icon.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { downloadContentFile, mergeContent, parseContentFile, resetAllText } from './content-changes.ts';
import { DownloadIcon, ResetIcon } from './editing-icons.tsx';
import { toolButtonStyle } from './editing-styles.ts';

/** A content file is a few kilobytes; anything this big is not one. */
const largestContentFile = 5 * 1024 * 1024;

/**
 * Export, import and reset of the owner's draft of the site's texts (website-content.json's
 * map), each reporting what it did. Import and reset are saved on the server at once; neither
 * reaches a visitor before Publish.
 */
export function ContentFileActions({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('editing');

  const exportContent = () => onDone(t('tools.exported', { count: downloadContentFile() }));

  const importContent = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again imports it again.
    input.value = '';
    if (!file) return;
    const content = file.size <= largestContentFile ? parseContentFile(await file.text()) : null;
    if (!content) {
      onDone('');
      window.alert(t('tools.invalidFile'));
      return;
    }
    try {
      onDone(t('tools.imported', { count: await mergeContent(content) }));
    } catch (error) {
      onDone('');
      window.alert(t('tools.importRefused', { message: (error as Error).message }));
    }
  };

  const resetContent = async () => {
    if (!window.confirm(t('tools.resetConfirm'))) return;
    try {
      await resetAllText();
      onDone(t('tools.resetDone'));
    } catch {
      // useSaveProblem shows the server's answer; the draft shows the reset meanwhile.
      onDone('');
    }
  };

  return (
    <Flex direction="column" gap="2">
      <chakra.button type="button" onClick={exportContent} {...toolButtonStyle}>
        <DownloadIcon />
        {t('tools.export')}
      </chakra.button>
      {/* A label that looks like a button, around the real file input: native keyboard and
          screen-reader behaviour, and the input keeps its name. */}
      <chakra.label {...toolButtonStyle} _focusWithin={toolButtonStyle._focusVisible}>
        <UploadIcon />
        {t('tools.import')}
        <chakra.input
          type="file"
          accept=".json,application/json"
          onChange={(event) => void importContent(event)}
          position="absolute"
          w="1px"
          h="1px"
          opacity="0"
          overflow="hidden"
        />
      </chakra.label>
      <chakra.button
        type="button"
        onClick={() => void resetContent()}
        {...toolButtonStyle}
        color="red.700"
        borderColor="red.200"
        _hover={{ bg: 'red.50' }}
      >
        <ResetIcon />
        {t('tools.reset')}
      </chakra.button>
    </Flex>
  );
}
