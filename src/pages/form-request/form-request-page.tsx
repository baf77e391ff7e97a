import { useParams } from 'react-router-dom';
import { HeroContactActions } from '../../components/content/hero-contact-actions.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { FormById } from '../../form-engine/form-by-id.tsx';
import { hasFormPage } from '../../form-engine/form-manifest.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { FormSectionLayout } from '../contact/form-section-layout.tsx';
import { QuickContact } from '../contact/quick-contact.tsx';
import NotFoundPage from '../not-found/not-found-page.tsx';

/**
 * /request/<form-id>: the page of any form file that has one (`"page"`, on by default). Its
 * title and intro are the form's own texts (`forms:<id>.title`, `forms:<id>.intro`); the rest is
 * the same for every form, so a new form file and its texts are a new page.
 */
export default function FormRequestPage() {
  const { formId = '' } = useParams();
  if (!hasFormPage(formId)) return <NotFoundPage />;
  return <FormRequest formId={formId} />;
}

function FormRequest({ formId }: { formId: string }) {
  const { t } = useTranslation('forms');
  const title = t(`${formId}.title`);
  const intro = t(`${formId}.intro`);
  usePageMeta(title, intro);
  return (
    <>
      <PageHero
        eyebrow={t('pages.request.eyebrow')}
        title={title}
        description={intro}
        actions={<HeroContactActions />}
      />
      <FormSectionLayout
        id="request-form"
        title={t('pages.request.formTitle')}
        description={t('pages.request.formDescription')}
        aside={
          <QuickContact
            title={t('pages.request.quickTitle')}
            text={t('pages.request.quickText')}
            emailSubject={title}
          />
        }
      >
        <FormById id={formId} />
      </FormSectionLayout>
    </>
  );
}
