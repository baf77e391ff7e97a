import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { FilterOption } from './use-category-filter.ts';

export interface CategoryFilterProps<C extends string> {
  options: readonly FilterOption<C>[];
  active: C | 'all';
  onSelect: (id: C | 'all') => void;
  /** The visible name of each category (and of 'all'). */
  labelOf: (id: C | 'all') => string;
  /** How many items the list below shows now, for the status line. */
  shown: number;
}

/** Toggle buttons (one pressed at a time) with counts, and a polite status of what is shown. */
export function CategoryFilter<C extends string>({
  options,
  active,
  onSelect,
  labelOf,
  shown,
}: CategoryFilterProps<C>) {
  const { t } = useTranslation('pages');
  const total = options.find((o) => o.id === 'all')?.count ?? 0;
  return (
    <Box mb="8">
      <Flex role="group" aria-label={t('ui.filterLabel')} wrap="wrap" gap="2" justify="center">
        {options.map((option) => {
          const pressed = option.id === active;
          return (
            <Button
              key={option.id}
              type="button"
              size="sm"
              rounded="full"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              onClick={() => onSelect(option.id)}
            >
              {labelOf(option.id)}
              <Box
                as="span"
                ms="1"
                px="2"
                rounded="full"
                fontSize="xs"
                fontWeight="bold"
                bg={pressed ? 'whiteAlpha.300' : 'brand.100'}
                color={pressed ? 'white' : 'brand.800'}
              >
                {option.count}
              </Box>
            </Button>
          );
        })}
      </Flex>
      <Text role="status" textAlign="center" fontSize="sm" color="gray.600" mt="3">
        {t('ui.showing', { count: shown, total })}
      </Text>
    </Box>
  );
}
