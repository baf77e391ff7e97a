import { useTranslation } from '../../lib/use-translation.ts';
import { uploadPrepItems } from '../../../catalog/company.ts';
import { ChecklistSection } from '../../components/content/checklist-section.tsx';
import { HeroContactActions } from '../../components/content/hero-contact-actions.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { FileTypesSection } from './file-types-section.tsx';
import { UploadFormSection } from './upload-form-section.tsx';

export default function UploadPage() {
  const { t } = useTranslation('company');
  usePageMeta(t('upload.meta.title'), t('upload.meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('upload.hero.eyebrow')}
        title={t('upload.hero.title')}
        description={t('upload.hero.description')}
        actions={<HeroContactActions />}
      />
      <UploadFormSection />
      <FileTypesSection />
      <ChecklistSection
        id="upload-prepare"
        tone="muted"
        title={t('upload.prepare.title')}
        items={uploadPrepItems.map((id) => t(`upload.prepare.items.${id}`))}
      />
    </>
  );
}
