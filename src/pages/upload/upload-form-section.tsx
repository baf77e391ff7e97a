import { useTranslation } from '../../lib/use-translation.ts';
import { ContactOptionsSection } from '../../components/content/contact-options-section.tsx';

/**
 * The place of the file upload form. Until the form engine lands it offers the ways to send
 * files right now; the form (with its drop zone) replaces this component in the same spot.
 */
export function UploadFormSection() {
  const { t } = useTranslation('company');
  return (
    <ContactOptionsSection
      id="upload-options"
      tone="muted"
      eyebrow={t('upload.options.eyebrow')}
      title={t('upload.options.title')}
      description={t('upload.options.description')}
      emailSubject={t('upload.options.emailSubject')}
    />
  );
}
