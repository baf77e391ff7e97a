import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

/** The reviews and location sections, a chunk of their own. */
const LaterSections = lazy(() => import('./later-sections.tsx'));

/**
 * The home page's last two sections are several screens down on a phone; their code loads
 * when the visitor scrolls within about a screen of them, not with the page. The box keeps
 * their height meanwhile, so the footer does not jump.
 */
export function BelowTheFold() {
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, '100% 0px');
  const reserve = <Box minH={{ base: '1500px', md: '1100px' }} />;
  return (
    <div ref={anchor}>{near ? <Suspense fallback={reserve}>{<LaterSections />}</Suspense> : reserve}</div>
  );
}
