import { useTranslation } from '../../lib/use-translation.ts';
import { quotePrepItems } from '../../../catalog/company.ts';
import { ChecklistSection } from '../../components/content/checklist-section.tsx';
import { HeroContactActions } from '../../components/content/hero-contact-actions.tsx';
import { VisitSection } from '../../components/content/visit-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ConsultSection } from './consult-section.tsx';
import { ContactFormSection } from './contact-form-section.tsx';

export default function ContactPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('contact.meta.title'), t('contact.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('contact.hero.eyebrow')}
        title={t('contact.hero.title')}
        description={t('contact.hero.description')}
        actions={<HeroContactActions />}
      />
      <ContactFormSection />
      <ChecklistSection
        id="contact-prepare"
        title={t('contact.prepare.title')}
        description={t('contact.prepare.description')}
        items={quotePrepItems.map((id) => t(`contact.prepare.items.${id}`))}
      />
      <ConsultSection />
      <VisitSection
        id="contact-visit"
        title={t('contact.visit.title')}
        description={t('contact.visit.description')}
      />
    </>
  );
}
