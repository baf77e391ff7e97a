import { Box, chakra } from '@chakra-ui/react';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

export interface CardImageProps {
  src: string;
  /** Empty when a heading beside the image already names it. */
  alt?: string;
  /** The file's intrinsic size, so the card keeps its shape before the image arrives. */
  width: number;
  height: number;
}

/**
 * The picture at the top of a catalogue or portfolio card. If the file cannot load, a box of
 * the same shape reads 'Image Not Available' (SPEC sections 2 and 8) instead of a broken icon.
 */
export function CardImage({ src, alt = '', width, height }: CardImageProps) {
  const [failed, setFailed] = useState(false);
  const aspectRatio = `${width} / ${height}`;
  if (failed) {
    const box = (text?: string) => (
      <Box
        {...(text ? { role: 'img', 'aria-label': text } : {})}
        aspectRatio={aspectRatio}
        bg="gray.100"
        color="gray.700"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="sm"
        fontWeight="medium"
      >
        {text}
      </Box>
    );
    // The text's namespace loads only once an image has failed, and the box holds the place meanwhile.
    return (
      <Suspense fallback={box()}>
        <Unavailable render={box} />
      </Suspense>
    );
  }
  return (
    <chakra.img
      src={src}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      loading="lazy"
      decoding="async"
      display="block"
      w="full"
      h="auto"
      aspectRatio={aspectRatio}
      objectFit="cover"
      onError={() => setFailed(true)}
      ref={(img: HTMLImageElement | null) => {
        // A prerendered image may fail before hydration, when no onError listens yet: a
        // broken image is 'complete' with no size, and decode() says so.
        if (img?.complete && img.naturalWidth === 0) img.decode().catch(() => setFailed(true));
      }}
    />
  );
}

function Unavailable({ render }: { render: (text: string) => ReactNode }) {
  const { t } = useTranslation('pages');
  return render(t('ui.imageUnavailable'));
}
