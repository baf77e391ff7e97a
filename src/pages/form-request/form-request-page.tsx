import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { HeroContactActions } from '../../components/content/hero-contact-actions.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { FormById, useFormDefinition } from '../../form-engine/form-by-id.tsx';
import { hasFormPage } from '../../form-engine/form-manifest.ts';
import { queryPreset } from '../../form-engine/query-preset.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { FormSectionLayout } from '../contact/form-section-layout.tsx';
import { QuickContact } from '../contact/quick-contact.tsx';
import NotFoundPage from '../not-found/not-found-page.tsx';

/**
 * /request/<form-id>: the page of any form file that has one (`"page"`, on by default). Its
 * title and intro are the form's own texts (`forms:<id>.title`, `forms:<id>.intro`); the rest is
 * the same for every form, so a new form file and its texts are a new page. A link may choose
 * starting values (`?coverage=full`, query-preset.ts).
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
        <RequestForm formId={formId} />
      </FormSectionLayout>
    </>
  );
}

/**
 * The form with the choices its link made. They are read once, then taken off the address: a
 * reload keeps what the visitor chose since (the draft), not the link's choice again.
 */
function RequestForm({ formId }: { formId: string }) {
  const definition = useFormDefinition(formId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [preset] = useState(() => queryPreset(definition, params));
  useEffect(() => {
    if (!hydrated || !preset) return;
    // The address as it is now (a step may have joined it since this component drew).
    const current = new URLSearchParams(window.location.search);
    const chosen = Object.keys(preset).filter((name) => current.has(name));
    if (!chosen.length) return;
    for (const name of chosen) current.delete(name);
    navigate({ search: current.size ? `?${current}` : '', hash: window.location.hash }, { replace: true });
  }, [hydrated, preset, navigate]);
  return <FormById id={formId} preset={preset} presetId={preset && JSON.stringify(preset)} />;
}
