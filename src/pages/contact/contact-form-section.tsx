import { useSearchParams } from 'react-router-dom';
import contactForm from '../../../forms/contact.form.json';
import { PresetFormRunner } from '../../components/catalog/preset-form-runner.tsx';
import { readQuotePreset } from '../../components/catalog/quote-link.ts';
import { asFormDefinition } from '../../../core/forms/form-definition.ts';
import { LiveChatButton } from '../../features/chat-widget/live-chat-button.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { FormSectionLayout } from './form-section-layout.tsx';
import { QuickContact } from './quick-contact.tsx';

const definition = asFormDefinition(contactForm);
const serviceTypes = contactForm.schema.properties.serviceType.enum;

/**
 * The custom quote form (forms/contact.form.json), with phone, WhatsApp and e-mail beside it.
 * An item page's Get Quote links here with `?service=&item=`: the service is preselected and
 * the message names the item.
 */
export function ContactFormSection() {
  const [params] = useSearchParams();
  const preset = readQuotePreset(params, serviceTypes);
  // The item titles load only for a link that names an item.
  const { t } = useTranslation(preset?.itemId ? ['company', 'forms', 'catalog'] : ['company', 'forms']);
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
      <PresetFormRunner
        definition={definition}
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
    </FormSectionLayout>
  );
}
