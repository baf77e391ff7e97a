import { useTranslation } from '../../lib/use-translation.ts';
import { consultationPrepItems } from '../../../catalog/company.ts';
import { ChecklistSection } from '../../components/content/checklist-section.tsx';
import { HeroContactActions } from '../../components/content/hero-contact-actions.tsx';
import { VisitSection } from '../../components/content/visit-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { BookingFormSection } from './booking-form-section.tsx';
import { ConsultationTypesSection } from './consultation-types-section.tsx';

export default function BookingPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('booking.meta.title'), t('booking.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('booking.hero.eyebrow')}
        title={t('booking.hero.title')}
        description={t('booking.hero.description')}
        actions={<HeroContactActions />}
      />
      <BookingFormSection />
      <ConsultationTypesSection />
      <ChecklistSection
        id="booking-prepare"
        tone="muted"
        title={t('booking.prepare.title')}
        description={t('booking.prepare.description')}
        items={consultationPrepItems.map((id) => t(`booking.prepare.items.${id}`))}
      />
      <VisitSection
        id="booking-visit"
        title={t('booking.visit.title')}
        description={t('booking.visit.description')}
      />
    </>
  );
}
