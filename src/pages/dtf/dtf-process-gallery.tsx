import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { dtfProcessGallery } from '../../../catalog/dtf.ts';
import { ServiceImage } from '../../components/catalog/service-image.tsx';

/** Four pictures from artwork to pressed shirt, each with a caption. */
export function DtfProcessGallery() {
  const { t } = useTranslation('dtf');
  return (
    <chakra.ol
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
      gap="6"
    >
      {dtfProcessGallery.map((id, index) => (
        <Box
          as="li"
          key={id}
          bg="white"
          rounded="xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="gray.200"
        >
          <Box as="figure">
            <ServiceImage art={id} />
            <Box as="figcaption" p="5">
              <Heading as="h3" fontSize="md" fontWeight="bold" color="gray.900" mb="1">
                <chakra.span color="brand.700" me="2">
                  {index + 1}.
                </chakra.span>
                {t(`gallery.steps.${id}.title`)}
              </Heading>
              <Text fontSize="sm" color="gray.700">
                {t(`gallery.steps.${id}.text`)}
              </Text>
            </Box>
          </Box>
        </Box>
      ))}
    </chakra.ol>
  );
}
