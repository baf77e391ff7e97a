import { useTranslation } from '../../lib/use-translation.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { BelowTheFold } from './below-the-fold.tsx';
import { HomeCtaBand } from './cta-band.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { ServicesSection } from './services-section.tsx';
import { StatsRow } from './stats-row.tsx';

/** The home screen (SPEC.md section 2 "Home"): a thin composition of its sections. */
export default function HomePage() {
  // Both namespaces are asked for here, so the page suspends once rather than section by section.
  const { t } = useTranslation(['home', 'common']);
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <HeroSection />
      <StatsRow />
      <ServicesSection />
      <FeaturesSection />
      <HomeCtaBand />
      <BelowTheFold />
    </>
  );
}
