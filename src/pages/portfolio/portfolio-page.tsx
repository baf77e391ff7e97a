import { SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { portfolioEntries } from '../../../catalog/company.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { CtaActions, CtaBand } from '../../components/cta-band.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { PortfolioCard } from './portfolio-card.tsx';

export default function PortfolioPage() {
  const { t } = useTranslation(['company', 'common', 'catalog']);
  usePageMeta(t('portfolio.meta.title'), t('portfolio.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('portfolio.hero.eyebrow')}
        title={t('portfolio.hero.title')}
        description={t('portfolio.hero.description')}
      />
      <ContentSection labelledBy="portfolio-gallery" tone="muted">
        <SectionHeading
          id="portfolio-gallery"
          title={t('portfolio.gallery.title')}
          description={t('portfolio.gallery.description')}
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {portfolioEntries.map((entry) => (
            <PortfolioCard key={entry.id} entry={entry} />
          ))}
        </SimpleGrid>
      </ContentSection>
      <CtaBand
        id="portfolio-cta"
        title={t('portfolio.cta.title')}
        text={t('portfolio.cta.text')}
        actions={
          <CtaActions
            primary={{ to: paths.contact, label: t('common:cta.getQuote') }}
            secondary={{ to: paths.upload, label: t('common:cta.uploadFiles') }}
          />
        }
      />
    </>
  );
}
