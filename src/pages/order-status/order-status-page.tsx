import { useTranslation } from '../../lib/use-translation.ts';
import { ContactOptionsSection } from '../../components/content/contact-options-section.tsx';
import { HeroContactActions } from '../../components/content/hero-contact-actions.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { CheckStepsSection } from './check-steps-section.tsx';
import { StatusGuideSection } from './status-guide-section.tsx';
import { StatusLookupSection } from './status-lookup-section.tsx';

/** Each block is its own section: the lookup first, then how else to ask, then what each status means. */
export default function OrderStatusPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('orderStatus.meta.title'), t('orderStatus.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('orderStatus.hero.eyebrow')}
        title={t('orderStatus.hero.title')}
        description={t('orderStatus.hero.description')}
        actions={<HeroContactActions />}
      />
      <StatusLookupSection />
      <CheckStepsSection />
      <ContactOptionsSection
        id="order-contact"
        tone="muted"
        title={t('orderStatus.contact.title')}
        description={t('orderStatus.contact.description')}
        emailSubject={t('orderStatus.contact.emailSubject')}
      />
      <StatusGuideSection />
    </>
  );
}
