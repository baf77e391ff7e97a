import { LocationSection } from './location-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';

export default function LaterSections() {
  return (
    <>
      <ReviewsSection />
      <LocationSection />
    </>
  );
}
