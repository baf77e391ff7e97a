import { Box, chakra, Flex } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

type Tone = 'success' | 'error';
type Announce = (message: string, tone?: Tone) => void;

const AnnounceContext = createContext<Announce>(() => {});

/** Tells the owner (and screen readers) that something was saved, or that it failed. */
export const useAnnounce = () => useContext(AnnounceContext);

const successMs = 6000;

/**
 * Two live regions that are always in the page (a region added together with its text is
 * often not read): polite for confirmations, assertive for errors. Shown at the top of the
 * screen, where neither the bottom-left editing button nor a phone's keyboard covers them;
 * a confirmation goes after a few seconds, an error stays until dismissed or replaced.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const { t } = useTranslation('owner');
  const [message, setMessage] = useState<{ text: string; tone: Tone; id: number } | null>(null);
  const announce = useCallback<Announce>(
    (text, tone = 'success') => setMessage({ text, tone, id: Date.now() }),
    [],
  );
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(null), successMs);
    return () => window.clearTimeout(timer);
  }, [message]);

  const shown = (tone: Tone) => (message?.tone === tone ? message.text : '');
  const region = (tone: Tone) => (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      flex={shown(tone) ? '1' : undefined}
      minW="0"
    >
      {shown(tone)}
    </Box>
  );

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <Box position="fixed" top="3" insetX="3" zIndex="toast" pointerEvents="none">
        <Flex
          mx="auto"
          maxW="lg"
          align="center"
          gap="3"
          pointerEvents="auto"
          {...(message && {
            px: '4',
            py: '2',
            rounded: 'lg',
            boxShadow: 'lg',
            bg: message.tone === 'error' ? 'red.700' : 'green.700',
            color: 'white',
            fontWeight: 'semibold',
          })}
        >
          {region('success')}
          {region('error')}
          {message && (
            <chakra.button
              type="button"
              onClick={() => setMessage(null)}
              minH="11"
              px="3"
              flexShrink={0}
              rounded="md"
              fontSize="sm"
              textDecoration="underline"
              cursor="pointer"
              _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
            >
              {t('announcer.dismiss')}
            </chakra.button>
          )}
        </Flex>
      </Box>
    </AnnounceContext.Provider>
  );
}
