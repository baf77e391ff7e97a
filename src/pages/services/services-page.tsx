import { useTranslation } from '../../lib/use-translation.ts';
import { megaMenus } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';
import { CtaActions, CtaBand } from '../../components/cta-band.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { GroupSection } from './group-section.tsx';
import { JumpNav } from './jump-nav.tsx';
import { RequestFormsSection } from './request-forms-section.tsx';

export default function ServicesPage() {
  const { t } = useTranslation(['company', 'common', 'catalog']);
  usePageMeta(t('services.meta.title'), t('services.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('services.hero.eyebrow')}
        title={t('services.hero.title')}
        description={t('services.hero.description')}
      />
      <JumpNav />
      {megaMenus.map((menu, index) => (
        <GroupSection key={menu.group} menu={menu} tone={index % 2 ? 'muted' : 'white'} />
      ))}
      <RequestFormsSection tone={megaMenus.length % 2 ? 'muted' : 'white'} />
      <CtaBand
        id="services-cta"
        title={t('services.cta.title')}
        text={t('services.cta.text')}
        actions={
          <CtaActions
            primary={{ to: paths.contact, label: t('common:cta.getQuote') }}
            secondary={{ to: paths.booking, label: t('common:cta.bookConsultation') }}
          />
        }
      />
    </>
  );
}
