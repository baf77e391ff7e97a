import { Badge, Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { orderStatuses } from '../../../catalog/company.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';

/** Every status an order can have, in the order it moves through them. */
export function StatusGuideSection() {
  const { t } = useTranslation('company');
  return (
    <ContentSection labelledBy="order-statuses">
      <SectionHeading
        id="order-statuses"
        title={t('orderStatus.statuses.title')}
        description={t('orderStatus.statuses.description')}
      />
      <chakra.ol
        listStyleType="none"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="xl"
        shadow="xs"
      >
        {orderStatuses.map((status, index) => (
          <Flex
            as="li"
            key={status.id}
            direction={{ base: 'column', md: 'row' }}
            gap={{ base: '2', md: '6' }}
            align={{ base: 'flex-start', md: 'center' }}
            px={{ base: '5', md: '6' }}
            py="4"
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="gray.100"
          >
            <Box w={{ md: '56' }} flexShrink={0}>
              <Badge size="lg" colorPalette={status.tone} whiteSpace="normal">
                <chakra.span srOnly>{`${index + 1}.`}</chakra.span>
                {t(`orderStatus.statuses.items.${status.id}.label`)}
              </Badge>
            </Box>
            <Text color="gray.700">{t(`orderStatus.statuses.items.${status.id}.text`)}</Text>
          </Flex>
        ))}
      </chakra.ol>
    </ContentSection>
  );
}
