import { Box, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons/index.ts';
import { FormById } from '../../form-engine/form-by-id.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { ChatBubble } from './chat-bubble.tsx';

export interface ChatWidgetProps {
  onClose: () => void;
}

/**
 * The floating chat window: the shop's greeting, what the visitor has sent this visit, and the
 * chat form (forms/chat.form.json). Nobody is typing back in real time, so it says plainly
 * when the answer comes. It is a non-modal dialog: the page stays usable behind it.
 */
export function ChatWidget({ onClose }: ChatWidgetProps) {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // What the visitor sent this visit; the banner under it holds the reference.
  const [sent, setSent] = useState<string[]>([]);

  useEffect(() => {
    // Focus the message box once the form has rendered (it may suspend while its validator loads).
    const timer = window.setInterval(() => {
      const box = panel.current?.querySelector<HTMLElement>('textarea');
      if (box) {
        box.focus();
        window.clearInterval(timer);
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <chakra.div
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      position="fixed"
      zIndex="modal"
      insetEnd={{ base: '0', sm: '4' }}
      bottom={{ base: '0', sm: '4' }}
      w={{ base: '100%', sm: '380px' }}
      maxH={{ base: '85dvh', sm: 'calc(100dvh - 2rem)' }}
      display="flex"
      flexDirection="column"
      bg="white"
      roundedTop="2xl"
      roundedBottom={{ base: '0', sm: '2xl' }}
      shadow="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      overflow="hidden"
    >
      <Flex align="center" justify="space-between" gap="3" bg="brand.700" color="white" px="4" py="3">
        <Box>
          <Heading as="h2" id={titleId} fontSize="md" fontWeight="bold">
            {t('chat.window.title')}
          </Heading>
          <Text fontSize="sm" color="whiteAlpha.900">
            {t('chat.window.status')}
          </Text>
        </Box>
        <chakra.button
          type="button"
          onClick={onClose}
          aria-label={t('chat.window.close')}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="9"
          rounded="full"
          cursor="pointer"
          _hover={{ bg: 'whiteAlpha.200' }}
          _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
        >
          <CloseIcon boxSize="5" />
        </chakra.button>
      </Flex>
      <Stack gap="4" px="4" py="4" overflowY="auto">
        <Stack gap="3" role="log" aria-label={t('chat.window.conversation')}>
          <ChatBubble from="shop">{t('chat.window.greeting')}</ChatBubble>
          {sent.map((message, index) => (
            <Stack key={index} gap="3">
              <ChatBubble from="visitor">{message}</ChatBubble>
              <ChatBubble from="shop">{t('chat.window.received')}</ChatBubble>
            </Stack>
          ))}
        </Stack>
        <FormById
          id="chat"
          onSubmitted={(_result, data) => setSent((list) => [...list, String(data.message ?? '')])}
        />
      </Stack>
    </chakra.div>
  );
}
