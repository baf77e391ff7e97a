import { Box, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { uploadFileTypes, uploadMaxMegabytes, uploadTips } from '../../../catalog/company.ts';
import { CheckList } from '../../components/content/check-list.tsx';
import { ContentSection } from '../../components/content/content-section.tsx';
import { FileIcon } from '../../components/icons/index.ts';
import { SectionHeading } from '../../components/section-heading.tsx';

/** Which files we take and how to make them print-ready, side by side. */
export function FileTypesSection() {
  const { t } = useTranslation('company');
  return (
    <ContentSection labelledBy="upload-types">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <Box>
          <SectionHeading
            id="upload-types"
            title={t('upload.types.title')}
            description={t('upload.types.description', { size: uploadMaxMegabytes })}
          />
          <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="3">
            {uploadFileTypes.map((type) => (
              <Flex
                as="li"
                key={type}
                align="center"
                gap="2"
                px="3"
                py="2"
                rounded="lg"
                borderWidth="1px"
                borderColor="brand.200"
                bg="brand.50"
                color="brand.900"
                fontWeight="semibold"
                fontFamily="mono"
              >
                <FileIcon boxSize="1.25em" color="brand.700" />.{type}
              </Flex>
            ))}
          </chakra.ul>
          <Text mt="5" color="gray.700">
            {t('upload.types.archives')}
          </Text>
        </Box>
        <Box bg="gray.50" rounded="xl" p={{ base: '5', md: '8' }}>
          <Heading as="h3" fontSize="xl" fontWeight="bold" mb="2">
            {t('upload.tips.title')}
          </Heading>
          <Text color="gray.600" mb="5">
            {t('upload.tips.description')}
          </Text>
          <CheckList items={uploadTips.map((id) => t(`upload.tips.items.${id}`))} />
        </Box>
      </SimpleGrid>
    </ContentSection>
  );
}
