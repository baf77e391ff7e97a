import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { ServiceArtId } from '../../../catalog/services.ts';
import { serviceArt } from './service-art.ts';

export interface ServiceImageProps {
  art: ServiceArtId;
  /** Empty when a heading beside the image already names it. */
  alt?: string;
}

/** A card's 16:10 artwork; if the file cannot load, a box reading 'Image Not Available' (SPEC section 2). */
export function ServiceImage({ art, alt = '' }: ServiceImageProps) {
  const { t } = useTranslation('pages');
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Box
        aspectRatio="16 / 10"
        bg="gray.100"
        color="gray.700"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="sm"
        fontWeight="medium"
      >
        {t('ui.imageUnavailable')}
      </Box>
    );
  }
  return (
    <chakra.img
      src={serviceArt[art]}
      alt={alt}
      htmlWidth={320}
      htmlHeight={200}
      loading="lazy"
      decoding="async"
      display="block"
      w="full"
      h="auto"
      aspectRatio="16 / 10"
      objectFit="cover"
      onError={() => setFailed(true)}
    />
  );
}
