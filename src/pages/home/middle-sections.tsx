import { HomeCtaBand } from './cta-band.tsx';
import { FeaturesSection } from './features-section.tsx';
import { ServicesSection } from './services-section.tsx';

export default function MiddleSections() {
  return (
    <>
      <ServicesSection />
      <FeaturesSection />
      <HomeCtaBand />
    </>
  );
}
