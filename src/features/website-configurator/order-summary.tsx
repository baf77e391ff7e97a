import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { marketingRushSurchargePercent, webAddOns, webPackages } from '../../../catalog/digital-marketing.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { WebsiteChoice } from '../../../core/pricing/website-total.ts';

const Line = chakra('div', {
  base: { display: 'flex', justifyContent: 'space-between', gap: '4', py: '2', fontSize: 'sm' },
});

/**
 * The live order summary: the package, each chosen add-on and the total. The lines are a
 * polite live region, so a screen reader hears each change the visitor makes above.
 */
export function OrderSummary({
  choice,
  total,
  rush,
}: {
  choice: WebsiteChoice;
  total: number;
  /** The rush timeline is chosen in the form: its surcharge is confirmed, not added here. */
  rush: boolean;
}) {
  const { t } = useTranslation(['website', 'forms']);
  const { money } = usePriceText();
  const pkg = webPackages.find((p) => p.id === choice.packageId)!;
  const addOns = webAddOns.filter((addOn) => choice.addOnIds.includes(addOn.id));
  const name = (field: 'package' | 'addOns', id: string) =>
    t(`forms:website-design.fields.${field}.enum.${id}`);
  return (
    <Box
      as="aside"
      aria-labelledby="website-summary-title"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      shadow="md"
      p="6"
    >
      <Heading as="h3" id="website-summary-title" fontSize="xl" fontWeight="bold" color="gray.900" mb="3">
        {t('website:summary.title')}
      </Heading>
      <chakra.dl aria-live="polite" data-testid="website-summary">
        <Line borderBottomWidth="1px" borderColor="gray.100">
          <chakra.dt color="gray.800" fontWeight="semibold">
            {t('website:summary.package', { name: name('package', pkg.id) })}
          </chakra.dt>
          <chakra.dd fontWeight="semibold">{money(pkg.price)}</chakra.dd>
        </Line>
        {addOns.map((addOn) => (
          <Line key={addOn.id} borderBottomWidth="1px" borderColor="gray.100">
            <chakra.dt color="gray.700">{name('addOns', addOn.id)}</chakra.dt>
            <chakra.dd>{money(addOn.price)}</chakra.dd>
          </Line>
        ))}
        {addOns.length === 0 && (
          <Line borderBottomWidth="1px" borderColor="gray.100" color="gray.600">
            <chakra.dt>{t('forms:website-design.fields.addOns.label')}</chakra.dt>
            <chakra.dd>{t('website:summary.noAddOns')}</chakra.dd>
          </Line>
        )}
        <Flex as="div" justify="space-between" align="baseline" gap="4" pt="4">
          <chakra.dt fontSize="lg" fontWeight="bold" color="gray.900">
            {t('website:summary.total')}
          </chakra.dt>
          <chakra.dd fontSize="3xl" fontWeight="extrabold" color="brand.700" data-testid="website-total">
            {money(total)}
          </chakra.dd>
        </Flex>
      </chakra.dl>
      <Text fontSize="sm" color="gray.700" mt="3">
        {t('website:summary.note')}
      </Text>
      {rush && (
        <Text fontSize="sm" color="brand.900" bg="brand.50" rounded="md" px="3" py="2" mt="3">
          {t('website:summary.rush', { percent: marketingRushSurchargePercent })}
        </Text>
      )}
      <Box borderTopWidth="1px" borderColor="gray.200" mt="5" pt="5">
        <Text fontSize="sm" color="gray.700" mb="3">
          {t('website:summary.discussHint')}
        </Text>
        <ButtonLink to={paths.contact} variant="outline" width="full">
          {t('website:summary.discuss')}
        </ButtonLink>
      </Box>
    </Box>
  );
}
