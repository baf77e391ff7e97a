import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import { serviceGroups } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { ArrowRightIcon } from '../../components/icons/index.ts';
import { SectionHeading } from '../../components/section-heading.tsx';

/** The four service groups, worded as in the menus (catalog namespace), each linking to its page. */
export function WhatWeDoSection() {
  const { t } = useTranslation(['company', 'catalog']);
  return (
    <ContentSection labelledBy="about-services" tone="muted">
      <SectionHeading
        id="about-services"
        title={t('about.services.title')}
        description={t('about.services.description')}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {serviceGroups.map((group) => {
          const title = t(`catalog:groups.${group}.title`);
          return (
            <Box
              key={group}
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="xl"
              p={{ base: '5', md: '6' }}
              shadow="xs"
            >
              <Heading as="h3" fontSize="xl" fontWeight="bold" mb="2">
                {title}
              </Heading>
              <Text color="gray.600" mb="4">
                {t(`catalog:groups.${group}.description`)}
              </Text>
              <Link asChild fontWeight="semibold">
                <RouterLink to={paths.group(group)}>
                  {t('about.services.link', { group: title })}
                  <ArrowRightIcon boxSize="1.25em" />
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </SimpleGrid>
    </ContentSection>
  );
}
