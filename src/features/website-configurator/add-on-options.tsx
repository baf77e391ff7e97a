import { chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { webAddOns, type WebAddOnId } from '../../../catalog/digital-marketing.ts';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { Tick } from '../../form-engine/styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { choiceInput, ChoiceCard, ChoiceFieldset, ChoiceLegend, StretchedLabel } from './choice-styles.ts';

const inputId = (id: string) => `website-add-on-${id}`;

/** The eight optional add-ons (docs/specification.md section 9): native checkboxes, each with its price. */
export function AddOnOptions({
  value,
  onToggle,
}: {
  value: readonly WebAddOnId[];
  onToggle: (id: WebAddOnId, on: boolean) => void;
}) {
  const { t } = useTranslation(['website', 'forms']);
  const { money } = usePriceText();
  return (
    <ChoiceFieldset aria-describedby="website-add-ons-hint">
      <ChoiceLegend>
        <h3>{t('website:addOns.legend')}</h3>
      </ChoiceLegend>
      <Text id="website-add-ons-hint" color="gray.700" mb="5">
        {t('website:addOns.hint')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {webAddOns.map((addOn) => {
          const id = inputId(addOn.id);
          const chosen = value.includes(addOn.id);
          return (
            <ChoiceCard key={addOn.id} chosen={chosen} px="4" py="3">
              <StretchedLabel htmlFor={id}>
                <Tick
                  {...choiceInput}
                  type="checkbox"
                  id={id}
                  name="website-add-ons"
                  value={addOn.id}
                  checked={chosen}
                  onChange={(event) => onToggle(addOn.id, event.target.checked)}
                  aria-describedby={`${id}-description`}
                />
                <chakra.span flex="1" fontWeight="semibold" color="gray.900">
                  {t(`forms:website-design.fields.addOns.enum.${addOn.id}`)}
                </chakra.span>
                <chakra.span fontWeight="bold" color="brand.700" whiteSpace="nowrap">
                  +{money(addOn.price)}
                </chakra.span>
              </StretchedLabel>
              <Text id={`${id}-description`} fontSize="sm" color="gray.700" mt="1" ps="7">
                {t(`website:addOns.descriptions.${addOn.id}`)}
              </Text>
            </ChoiceCard>
          );
        })}
      </SimpleGrid>
    </ChoiceFieldset>
  );
}
