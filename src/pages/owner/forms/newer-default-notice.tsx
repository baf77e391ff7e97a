import { Box, Button, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAnnounce } from '../announcer.tsx';
import type { FormDetail } from './forms-api.ts';
import type { FormDraftState } from './use-form-draft.ts';

/**
 * The file in forms/ that this server runs with is in no version yet: a developer changed it
 * while a version of the owner's is live (docs/architecture.md "Form versions"). The owner can
 * take it as the draft, look at it, and publish it or not.
 */
export function NewerDefaultNotice({ detail, drafts }: { detail: FormDetail; drafts: FormDraftState }) {
  const { t } = useTranslation('owner');
  const announce = useAnnounce();
  if (detail.shipped.version !== null) return null;
  return (
    <Box p="4" bg="accent.50" color="accent.900" rounded="md">
      <Text mb="3">{t('forms.newerDefaultText')}</Text>
      <Button
        size="lg"
        variant="outline"
        whiteSpace="normal"
        onClick={() => {
          drafts.update((draft) => ({
            ...draft,
            content: { file: detail.shipped.file, texts: detail.shipped.texts },
            renamed: {},
            typing: undefined,
          }));
          announce(t('forms.newerDefaultTaken'));
        }}
      >
        {t(drafts.changed ? 'forms.newerDefaultReplace' : 'forms.newerDefaultTake')}
      </Button>
    </Box>
  );
}
