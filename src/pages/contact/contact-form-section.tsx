import contactForm from '../../../forms/contact.form.json';
import { asFormDefinition } from '../../form-engine/form-definition.ts';
import { FormRunner } from '../../form-engine/form-runner.tsx';
import { LiveChatButton } from '../../features/chat-widget/live-chat-button.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { FormSectionLayout } from './form-section-layout.tsx';
import { QuickContact } from './quick-contact.tsx';

const definition = asFormDefinition(contactForm);

/** The custom quote form (forms/contact.form.json), with phone, WhatsApp and e-mail beside it. */
export function ContactFormSection() {
  const { t } = useTranslation(['company', 'forms']);
  return (
    <FormSectionLayout
      id="contact-form"
      eyebrow={t('contact.form.eyebrow')}
      title={t('forms:contact.title')}
      description={t('contact.form.description')}
      aside={
        <QuickContact
          title={t('contact.form.quick.title')}
          text={t('contact.form.quick.text')}
          emailSubject={t('contact.options.emailSubject')}
        >
          <LiveChatButton />
        </QuickContact>
      }
    >
      <FormRunner definition={definition} />
    </FormSectionLayout>
  );
}
