import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { ButtonLink } from '../button-link.tsx';
import { ChatIcon, PhoneIcon } from '../icons/index.ts';
import { primaryOnDark, secondaryOnDark } from '../on-dark.ts';

/** Call Now and WhatsApp Chat, styled for the dark hero band. */
export function HeroContactActions() {
  const { t } = useTranslation('common');
  return (
    <>
      <ButtonLink to={`tel:${business.phone}`} size="lg" {...primaryOnDark} color="brand.900">
        <PhoneIcon />
        {t('cta.callNow')}
      </ButtonLink>
      <ButtonLink to={business.whatsappUrl} size="lg" {...secondaryOnDark}>
        <ChatIcon />
        {t('cta.whatsappChat')}
      </ButtonLink>
    </>
  );
}
