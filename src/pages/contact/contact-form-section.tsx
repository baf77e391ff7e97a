import { useTranslation } from '../../lib/use-translation.ts';
import { ContactOptionsSection } from '../../components/content/contact-options-section.tsx';

/**
 * The place of the custom quote form. Until the form engine lands it offers the ways to send
 * a quote request right now; the form replaces this component and keeps its place on the page.
 */
export function ContactFormSection() {
  const { t } = useTranslation('company');
  return (
    <ContactOptionsSection
      id="contact-options"
      tone="muted"
      eyebrow={t('contact.options.eyebrow')}
      title={t('contact.options.title')}
      description={t('contact.options.description')}
      emailSubject={t('contact.options.emailSubject')}
    />
  );
}
