import { FormById } from '../../form-engine/form-by-id.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { FormSectionLayout } from '../contact/form-section-layout.tsx';
import { QuickContact } from '../contact/quick-contact.tsx';

/** The consultation booking form (forms/booking.form.json), with phone and WhatsApp beside it. */
export function BookingFormSection() {
  const { t } = useTranslation(['company', 'forms']);
  return (
    <FormSectionLayout
      id="booking-form"
      eyebrow={t('booking.form.eyebrow')}
      title={t('forms:booking.title')}
      description={t('booking.form.description')}
      aside={
        <QuickContact
          title={t('booking.form.quick.title')}
          text={t('booking.form.quick.text')}
          emailSubject={t('booking.options.emailSubject')}
        />
      }
    >
      <FormById id="booking" />
    </FormSectionLayout>
  );
}
