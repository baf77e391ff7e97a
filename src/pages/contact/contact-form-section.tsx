import { useSearchParams } from 'react-router-dom';
import { formFields } from '../../../core/forms/form-definition.ts';
import { readQuotePreset } from '../../components/catalog/quote-link.ts';
import { FormById, useFormDefinition } from '../../form-engine/form-by-id.tsx';
import { LiveChatButton } from '../../features/chat-widget/live-chat-button.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { FormSectionLayout } from './form-section-layout.tsx';
import { QuickContact } from './quick-contact.tsx';

const formId = 'contact';

/**
 * The custom quote form (forms/contact.form.json), with phone, WhatsApp and e-mail beside it.
 * An item page's Get Quote links here with `?service=&item=`: the service is preselected and
 * the message names the item.
 */
export function ContactFormSection() {
  const { t } = useTranslation(['company', 'forms']);
  return (
    <FormSectionLayout
      id="contact-form"
      eyebrow={t('contact.form.eyebrow')}
      title={t(`forms:${formId}.title`)}
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
      <PresetContactForm />
    </FormSectionLayout>
  );
}

/** The form with the service (and item) a Get Quote link chose, when it is one of its choices. */
function PresetContactForm() {
  const [params] = useSearchParams();
  const serviceTypes = formFields(useFormDefinition(formId).schema).serviceType?.enum ?? [];
  const preset = readQuotePreset(params, serviceTypes.map(String));
  // The item titles load only for a link that names an item.
  const { t } = useTranslation(preset?.itemId ? ['forms', 'catalog'] : ['forms']);
  return (
    <FormById
      id={formId}
      presetId={preset && `${preset.serviceType}/${preset.itemId ?? ''}`}
      preset={
        preset && {
          serviceType: preset.serviceType,
          ...(preset.itemId && {
            message: t('catalog:quote.message', { title: t(`catalog:items.${preset.itemId}.title`) }),
          }),
        }
      }
    />
  );
}
