import { useTranslation } from '../../lib/use-translation.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { LaterSections, MiddleSections } from './below-the-fold.tsx';
import { HeroSection } from './hero-section.tsx';
import { StatsRow } from './stats-row.tsx';

/**
 * The home screen (docs/specification.md section 2 "Home"): a thin composition of its sections. The hero
 * (the LCP element) and the stats card on its edge come with the page's chunk; the rest are
 * chunks of their own, loaded as the visitor approaches them.
 */
export default function HomePage() {
  // Both namespaces are asked for here, so the page suspends once rather than section by section.
  const { t } = useTranslation(['home', 'common']);
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <HeroSection />
      <StatsRow />
      <MiddleSections />
      <LaterSections />
    </>
  );
}
