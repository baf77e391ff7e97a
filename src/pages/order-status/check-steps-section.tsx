import { Box, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { exampleReference, orderStatusSteps } from '../../../catalog/company.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { InfoCard } from '../../components/content/info-card.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';

/** The three steps to a status update, and what the reference to quote looks like. */
export function CheckStepsSection() {
  const { t } = useTranslation('company');
  return (
    <ContentSection labelledBy="order-steps">
      <SectionHeading id="order-steps" title={t('orderStatus.steps.title')} />
      <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {orderStatusSteps.map((id, index) => (
          <li key={id}>
            <InfoCard marker={index + 1} title={t(`orderStatus.steps.items.${id}.title`)}>
              {t(`orderStatus.steps.items.${id}.text`)}
            </InfoCard>
          </li>
        ))}
      </SimpleGrid>
      <Flex
        mt="8"
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'flex-start', sm: 'center' }}
        gap={{ base: '3', sm: '6' }}
        bg="brand.50"
        borderWidth="1px"
        borderColor="brand.200"
        rounded="xl"
        p={{ base: '5', md: '6' }}
      >
        <Box>
          <Text fontWeight="semibold" color="brand.950">
            {t('orderStatus.reference.label')}
          </Text>
          <Text color="gray.700" fontSize="sm">
            {t('orderStatus.reference.note')}
          </Text>
        </Box>
        <Text
          as="span"
          fontFamily="mono"
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          letterSpacing="widest"
          color="brand.900"
          bg="white"
          px="4"
          py="2"
          rounded="lg"
          borderWidth="1px"
          borderColor="brand.200"
          ms={{ sm: 'auto' }}
        >
          {exampleReference}
        </Text>
      </Flex>
    </ContentSection>
  );
}
