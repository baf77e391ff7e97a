import { useTranslation } from '../../lib/use-translation.ts';
import { ContactOptionsSection } from '../../components/content/contact-options-section.tsx';

/**
 * The place of the consultation booking form. Until the form engine lands it offers the ways
 * to ask for an appointment right now; the form replaces this component in the same spot.
 */
export function BookingFormSection() {
  const { t } = useTranslation('company');
  return (
    <ContactOptionsSection
      id="booking-options"
      tone="muted"
      eyebrow={t('booking.options.eyebrow')}
      title={t('booking.options.title')}
      description={t('booking.options.description')}
      emailSubject={t('booking.options.emailSubject')}
    />
  );
}
