import { Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Panel } from './owner-styles.ts';

const Dialog = chakra('dialog');

interface DeletePanelProps {
  reference: string;
  busy: boolean;
  /** Resolves true once deleted (the page then goes back to the list). */
  onDelete: () => Promise<boolean>;
}

/**
 * Delete, behind a confirmation in a native modal <dialog>: the browser traps the focus,
 * Escape cancels, and the focus returns to the button that opened it.
 */
export function DeletePanel({ reference, busy, onDelete }: DeletePanelProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const confirm = async () => {
    if (!(await onDelete())) setOpen(false);
  };

  return (
    <Panel as="div" borderColor="red.200">
      <Button
        size="lg"
        variant="outline"
        colorPalette="red"
        w={{ base: 'full', sm: 'auto' }}
        onClick={() => {
          // Escape closes the <dialog> at once but says so in a later 'close' event: a press
          // in between finds `open` still true, so the window is shown again here.
          if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
          setOpen(true);
        }}
      >
        {t('delete.button')}
      </Button>
      <Dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        // A 'close' that arrives after the window was shown again is an old one.
        onClose={() => {
          if (!dialog.current?.open) setOpen(false);
        }}
        w="calc(100% - 2rem)"
        maxW="md"
        m="auto"
        p="6"
        rounded="xl"
        borderWidth="0"
        boxShadow="xl"
        css={{ '&::backdrop': { background: 'rgba(23, 30, 84, 0.55)' } }}
      >
        {open && (
          <>
            <Heading as="h2" id={`${id}-title`} fontSize="xl" mb="3" overflowWrap="anywhere">
              {t('delete.title', { reference })}
            </Heading>
            <Text id={`${id}-text`} color="gray.700" mb="6">
              {t('delete.text')}
            </Text>
            <Flex gap="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
              <Button size="lg" variant="outline" autoFocus onClick={() => setOpen(false)}>
                {t('delete.cancel')}
              </Button>
              <Button size="lg" colorPalette="red" disabled={busy} onClick={() => void confirm()}>
                {t(busy ? 'delete.deleting' : 'delete.confirm')}
              </Button>
            </Flex>
          </>
        )}
      </Dialog>
    </Panel>
  );
}
