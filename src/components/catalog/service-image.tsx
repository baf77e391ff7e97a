import type { ServiceArtId } from '../../../catalog/services.ts';
import { CardImage } from './card-image.tsx';
import { serviceArt } from './service-art.ts';

export interface ServiceImageProps {
  art: ServiceArtId;
  /** Empty when a heading beside the image already names it. */
  alt?: string;
}

/** A service card's 16:10 artwork, with the 'Image Not Available' box if it cannot load. */
export function ServiceImage({ art, alt = '' }: ServiceImageProps) {
  return <CardImage src={serviceArt[art]} alt={alt} width={320} height={200} />;
}
