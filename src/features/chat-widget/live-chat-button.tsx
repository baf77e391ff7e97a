import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { ChatIcon } from '../../components/icons/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';

// The window (and the chat form's validator) load on the first click, not with the page.
const ChatWidget = lazy(() => import('./chat-widget.tsx').then((m) => ({ default: m.ChatWidget })));

/** "Start Live Chat": opens the floating chat window; closing it returns focus here. */
export function LiveChatButton() {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Button ref={button} onClick={() => setOpen((value) => !value)} aria-expanded={open} w="full">
        <ChatIcon boxSize="1.1em" />
        {t('chat.window.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChatWidget onClose={close} />
        </Suspense>
      )}
    </>
  );
}
