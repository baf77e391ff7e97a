import { Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';

const Dialog = chakra('dialog');

interface ConfirmActionProps {
  /** The button that opens the confirmation. */
  label: string;
  title: string;
  text: string;
  cancel: string;
  confirm: string;
  /** The confirm button's text while the action runs. */
  confirming: string;
  busy: boolean;
  /** Resolves true when done; the window then closes (or goes with the page, for a delete). */
  onConfirm: () => Promise<boolean>;
}

/**
 * An action that cannot be taken back (delete a request, stop the customer's links), behind a
 * confirmation in a native modal <dialog>: the browser traps the focus, Escape cancels, and the
 * focus returns to the button that opened it.
 */
export function ConfirmAction({
  label,
  title,
  text,
  cancel,
  confirm,
  confirming,
  busy,
  onConfirm,
}: ConfirmActionProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const run = async () => {
    await onConfirm();
    setOpen(false);
  };

  return (
    <>
      <Button
        size="lg"
        variant="outline"
        colorPalette="red"
        w={{ base: 'full', sm: 'auto' }}
        whiteSpace="normal"
        onClick={() => {
          // Escape closes the <dialog> at once but says so in a later 'close' event: a press
          // in between finds `open` still true, so the window is shown again here.
          if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
          setOpen(true);
        }}
      >
        {label}
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
              {title}
            </Heading>
            <Text id={`${id}-text`} color="gray.700" mb="6">
              {text}
            </Text>
            <Flex gap="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
              <Button size="lg" variant="outline" autoFocus onClick={() => setOpen(false)}>
                {cancel}
              </Button>
              <Button size="lg" colorPalette="red" disabled={busy} onClick={() => void run()}>
                {busy ? confirming : confirm}
              </Button>
            </Flex>
          </>
        )}
      </Dialog>
    </>
  );
}
