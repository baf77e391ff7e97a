import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { dtfFaq } from '../../../catalog/dtf.ts';
import { ChevronDownIcon } from '../../components/icons/index.ts';

/** Questions as native <details>: keyboard and screen-reader support without any script. */
export function DtfFaq() {
  const { t } = useTranslation('dtf');
  return (
    <Box maxW="3xl" mx="auto" display="grid" gap="3">
      {dtfFaq.map((id) => (
        <chakra.details
          key={id}
          bg="white"
          rounded="xl"
          borderWidth="1px"
          borderColor="gray.200"
          css={{ '&[open] summary svg': { transform: 'rotate(180deg)' } }}
        >
          <chakra.summary
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="4"
            px="5"
            py="4"
            fontWeight="semibold"
            color="gray.900"
            cursor="pointer"
            listStyleType="none"
            rounded="xl"
            css={{ '&::-webkit-details-marker': { display: 'none' } }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
          >
            {t(`faq.items.${id}.q`)}
            <ChevronDownIcon boxSize="5" strokeWidth="2.4" transition="transform 0.2s" />
          </chakra.summary>
          <Text px="5" pb="5" color="gray.700">
            {t(`faq.items.${id}.a`)}
          </Text>
        </chakra.details>
      ))}
    </Box>
  );
}
