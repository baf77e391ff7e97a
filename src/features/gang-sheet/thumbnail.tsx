import { Box, chakra } from '@chakra-ui/react';

const urls = new WeakMap<Blob, string>();

/**
 * One object URL per Blob, made when first shown. Not revoked: a design's image is shown until
 * the page goes, and the few a visitor adds and removes are theirs, a few megabytes at most.
 */
export function objectUrl(blob: Blob): string | undefined {
  if (typeof URL.createObjectURL !== 'function') return undefined;
  let url = urls.get(blob);
  if (!url) {
    url = URL.createObjectURL(blob);
    urls.set(blob, url);
  }
  return url;
}

/** A checkerboard behind a design, so that its transparent parts show as such. */
export const checkerboard = {
  backgroundColor: 'white',
  backgroundImage:
    'linear-gradient(45deg, #d4d4d8 25%, transparent 25%), linear-gradient(-45deg, #d4d4d8 25%, transparent 25%), linear-gradient(45deg, transparent 75%, #d4d4d8 75%), linear-gradient(-45deg, transparent 75%, #d4d4d8 75%)',
  backgroundSize: '12px 12px',
  backgroundPosition: '0 0, 0 6px, 6px -6px, -6px 0',
} as const;

export function Thumbnail({ blob, alt }: { blob: Blob; alt: string }) {
  const url = objectUrl(blob);
  return (
    <Box
      {...checkerboard}
      w="20"
      h="20"
      flexShrink={0}
      rounded="md"
      borderWidth="1px"
      borderColor="gray.300"
      display="flex"
      alignItems="center"
      justifyContent="center"
      overflow="hidden"
    >
      {url && <chakra.img src={url} alt={alt} maxW="100%" maxH="100%" objectFit="contain" />}
    </Box>
  );
}
