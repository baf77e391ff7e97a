import { Flex } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { PrintingServiceId } from '../../../catalog/printing.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { QuoteFormSection } from './quote-form-section.tsx';

/**
 * The customise form of /printing/{id} (SPEC section 2): the printing order form with this
 * service's option fields, the service fixed to its title, and the way back to all services.
 */
export function PrintingOrderOptions({ serviceId }: { serviceId: PrintingServiceId }) {
  const { t } = useTranslation('catalog');
  const title = t(`items.${serviceId}.title`);
  return (
    <QuoteFormSection
      id="order"
      tone="brand"
      intro={{ key: 'pages.printing.intro', values: { title } }}
      formId="printing-order"
      variant={serviceId}
      fixedValues={{ service: title }}
      resetResultOnSubmit
      after={<BackToServices />}
    />
  );
}

function BackToServices() {
  const { t } = useTranslation('forms');
  return (
    <Flex justify="center" mt="8">
      <ButtonLink to={paths.group('printing')} variant="outline" bg="white">
        {t('pages.printing.back')}
      </ButtonLink>
    </Flex>
  );
}
