import { Box, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isEditableContent, type EditableContent } from '../../lib/editable-content.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { mergeContent } from './content-changes.ts';
import { toolButtonStyle } from './editing-styles.ts';

/** Where the old local-only editing mode kept the owner's texts in the browser. */
const oldStorageKey = 'editableContent';

function readOldTexts(): EditableContent {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(oldStorageKey) ?? '{}');
    return isEditableContent(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The texts the old local-only editor left in this browser, which no visitor ever saw (and
 * which the site now ignores): offered to the owner once, to add to the draft. Nothing shows
 * when there are none.
 */
export function OldLocalTexts({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation('editing');
  const [texts, setTexts] = useState(readOldTexts);
  const count = Object.keys(texts).length;
  if (count === 0) return null;

  const take = async () => {
    try {
      const added = await mergeContent(texts);
      localStorage.removeItem(oldStorageKey);
      setTexts({});
      onDone(t('tools.oldTextsDone', { count: added }));
    } catch (error) {
      window.alert(t('tools.importRefused', { message: (error as Error).message }));
    }
  };

  return (
    <Box mt="4" p="3" rounded="md" bg="yellow.50" borderWidth="1px" borderColor="yellow.300">
      <Text color="gray.800">{t('tools.oldTexts', { count })}</Text>
      <chakra.button type="button" mt="2" onClick={() => void take()} {...toolButtonStyle}>
        {t('tools.oldTextsImport')}
      </chakra.button>
    </Box>
  );
}
