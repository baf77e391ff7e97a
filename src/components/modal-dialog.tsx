import { Button, chakra, Flex, Heading } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons/index.ts';

const Dialog = chakra('dialog', {
  base: {
    p: 0,
    m: 'auto',
    border: 0,
    rounded: 'xl',
    bg: 'white',
    color: 'gray.900',
    shadow: '2xl',
    w: { base: 'calc(100% - 1rem)', md: 'min(100% - 2rem, 42rem)' },
    maxW: '42rem',
    maxH: { base: 'calc(100dvh - 1rem)', md: 'calc(100dvh - 4rem)' },
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    // ::backdrop does not see the theme's variables in every browser: a plain colour.
    '&::backdrop': { background: 'rgba(15, 23, 42, 0.6)' },
  },
});

export interface ModalDialogProps {
  open: boolean;
  /** Escape, the close icon, or the owner's own Cancel: the owner sets `open` to false. */
  onClose: () => void;
  id: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A modal window on the native <dialog> and showModal(): the page behind is inert (no focus or
 * clicks reach it) and the window sits in the top layer. Named by its title, which takes the
 * focus on opening (the window starts with a summary to read); Escape closes it; focus goes
 * back where it was. Stays mounted when closed, so what was typed in it is kept.
 */
export function ModalDialog({ open, onClose, id, title, closeLabel, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || open === element.open) return;
    if (open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal: an open attribute keeps the window testable there.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      heading.current?.focus();
      document.documentElement.style.overflow = 'hidden';
    } else {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      document.documentElement.style.overflow = '';
      returnTo.current?.focus();
    }
  }, [open]);

  useEffect(
    () => () => {
      document.documentElement.style.overflow = '';
    },
    [],
  );

  return (
    <Dialog
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        // Escape: closed through the owner's state, so both stay in step.
        event.preventDefault();
        onClose();
      }}
    >
      <Flex
        position="sticky"
        top="0"
        zIndex="1"
        bg="white"
        align="center"
        justify="space-between"
        gap="4"
        px={{ base: '5', md: '8' }}
        py="4"
        borderBottomWidth="1px"
        borderColor="gray.200"
      >
        <Heading
          as="h2"
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          fontSize={{ base: 'xl', md: '2xl' }}
          fontWeight="extrabold"
          _focus={{ outline: 'none' }}
        >
          {title}
        </Heading>
        <Button type="button" variant="ghost" size="sm" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon boxSize="5" />
        </Button>
      </Flex>
      <chakra.div px={{ base: '5', md: '8' }} py="6">
        {children}
      </chakra.div>
    </Dialog>
  );
}
