import { chakra } from '@chakra-ui/react';
import type { ServiceArtId } from '../../../catalog/services.ts';
import { serviceArt } from './service-art.ts';

/**
 * Decorative artwork beside a page hero's text. Lazy on purpose: PageHero hides it on phones,
 * which then never download it.
 */
export function HeroArt({ art }: { art: ServiceArtId }) {
  return (
    <chakra.img
      src={serviceArt[art]}
      alt=""
      htmlWidth={320}
      htmlHeight={200}
      loading="lazy"
      display="block"
      w="full"
      h="auto"
      rounded="2xl"
      shadow="2xl"
      borderWidth="4px"
      borderColor="whiteAlpha.300"
    />
  );
}
