import { Box, chakra } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport.ts';

interface LazyMapProps {
  src: string;
  title: string;
  /** Shown in the map's place until it loads; it fills the same box, so nothing shifts. */
  placeholder: ReactNode;
}

/** How early, before the box scrolls into view, the map starts loading. */
const nearViewport = '200px';

/**
 * The map embed weighs more than the rest of the page together, and most visitors never
 * scroll to it, so the iframe is only inserted when its box comes near the viewport.
 */
export function LazyMap({ src, title, placeholder }: LazyMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(boxRef, nearViewport);

  return (
    <Box
      ref={boxRef}
      data-map-state={near ? 'map' : 'placeholder'}
      position="relative"
      h={{ base: '72', md: '96' }}
      rounded="2xl"
      overflow="hidden"
      borderWidth="1px"
      borderColor="gray.200"
      bg="brand.50"
    >
      {near ? (
        <chakra.iframe
          src={src}
          title={title}
          // Chakra reads width/height as style props; these are the element's own attributes.
          htmlWidth="600"
          htmlHeight="384"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          display="block"
          w="full"
          h="full"
          border="0"
        />
      ) : (
        placeholder
      )}
    </Box>
  );
}
