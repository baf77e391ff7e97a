import { Flex } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { printingServiceIds, type PrintingServiceId } from '../../../catalog/printing.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { asFormDefinition, formForService } from '../../../core/forms/form-definition.ts';
import type { FormDefinition } from '../../form-engine/types.ts';
import printingOrderForm from '../../../forms/printing-order.form.json';
import { QuoteFormSection } from './quote-form-section.tsx';

// One definition per service, made once: the runner's validator is keyed on the schema object.
const definitions = Object.fromEntries(
  printingServiceIds.map((id) => [id, formForService(asFormDefinition(printingOrderForm), id)]),
) as Record<PrintingServiceId, FormDefinition>;

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
      definition={definitions[serviceId]}
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
