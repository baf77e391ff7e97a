import { Badge, Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { webPackages, type WebPackageId } from '../../../catalog/digital-marketing.ts';
import { FeatureList } from '../../components/catalog/feature-list.tsx';
import { usePriceText } from '../../components/catalog/use-price-text.ts';
import { Tick } from '../../form-engine/styles.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { choiceInput, ChoiceCard, ChoiceFieldset, ChoiceLegend, StretchedLabel } from './choice-styles.ts';

const inputId = (id: string) => `website-package-${id}`;

/**
 * The three packages (docs/specification.md section 9) as one group of native radios: exactly one is chosen,
 * arrow keys move the choice, and each radio is named by its package and price.
 */
export function PackageOptions({
  value,
  onChange,
}: {
  value: WebPackageId;
  onChange: (id: WebPackageId) => void;
}) {
  const { t } = useTranslation(['website', 'forms']);
  const { money } = usePriceText();
  return (
    <ChoiceFieldset aria-describedby="website-packages-hint">
      <ChoiceLegend>
        <h3>{t('website:packages.legend')}</h3>
      </ChoiceLegend>
      <Text id="website-packages-hint" color="gray.700" mb="8">
        {t('website:packages.hint')}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '8', lg: '6' }} alignItems="stretch">
        {webPackages.map((pkg) => {
          const id = inputId(pkg.id);
          const chosen = pkg.id === value;
          return (
            <ChoiceCard key={pkg.id} chosen={chosen} p="6" display="flex" flexDirection="column">
              {pkg.popular && (
                <Badge
                  id={`${id}-popular`}
                  position="absolute"
                  top="-3"
                  left="50%"
                  transform="translateX(-50%)"
                  zIndex="2"
                  bg="accent.600"
                  color="white"
                  px="3"
                  py="1"
                  rounded="full"
                  whiteSpace="nowrap"
                >
                  {t('website:mostPopular')}
                </Badge>
              )}
              <StretchedLabel htmlFor={id}>
                <Tick
                  {...choiceInput}
                  type="radio"
                  id={id}
                  name="website-package"
                  value={pkg.id}
                  checked={chosen}
                  onChange={() => onChange(pkg.id)}
                  width="5"
                  height="5"
                  aria-describedby={[pkg.popular ? `${id}-popular` : '', `${id}-description`]
                    .join(' ')
                    .trim()}
                />
                <chakra.span display="block">
                  <chakra.span display="block" fontSize="xl" fontWeight="bold" color="gray.900">
                    {t(`forms:website-design.fields.package.enum.${pkg.id}`)}
                  </chakra.span>
                  <chakra.span display="flex" alignItems="baseline" flexWrap="wrap" columnGap="3" mt="2">
                    <chakra.span fontSize="3xl" fontWeight="extrabold" color="gray.900">
                      {money(pkg.price)}
                    </chakra.span>
                    <chakra.s color="gray.600">
                      {t('website:was', { price: money(pkg.originalPrice) })}
                    </chakra.s>
                  </chakra.span>
                </chakra.span>
              </StretchedLabel>
              <Text id={`${id}-description`} fontSize="sm" color="gray.700" mt="3" mb="4" ps="8">
                {t(`website:descriptions.${pkg.id}`)}
              </Text>
              <Box ps="8">
                <FeatureList
                  items={pkg.features.map((f) =>
                    'count' in f
                      ? t(`website:features.${f.key}`, { count: f.count })
                      : t(`website:features.${f.key}`),
                  )}
                />
              </Box>
            </ChoiceCard>
          );
        })}
      </SimpleGrid>
    </ChoiceFieldset>
  );
}
