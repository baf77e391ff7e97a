import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { aboutStory } from '../../../catalog/company.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';

/** The story beside the numbers that back it up (the specification's stated claims, from the catalogue). */
export function StorySection() {
  const { t } = useTranslation('company');
  return (
    <ContentSection labelledBy="about-story">
      <SimpleGrid columns={{ base: 1, lg: 5 }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Box gridColumn={{ lg: 'span 3' }}>
          <SectionHeading id="about-story" title={t('about.story.title')} />
          {aboutStory.map((id) => (
            <Text key={id} fontSize={{ base: 'md', md: 'lg' }} color="gray.700" mb="5">
              {t(`about.story.paragraphs.${id}`)}
            </Text>
          ))}
        </Box>
        <Box
          gridColumn={{ lg: 'span 2' }}
          bg="brand.950"
          color="white"
          rounded="2xl"
          p={{ base: '6', md: '8' }}
        >
          <Heading as="h3" fontSize="lg" fontWeight="semibold" color="brand.100" mb="6">
            {t('about.stats.title')}
          </Heading>
          <chakra.dl display="grid" gridTemplateColumns="1fr 1fr" gap="6">
            {business.stats.map((stat) => (
              <Box key={stat.id} display="flex" flexDirection="column-reverse">
                <chakra.dt color="brand.100" fontSize="sm">
                  {t(`about.stats.items.${stat.id}`)}
                </chakra.dt>
                <chakra.dd fontSize={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" lineHeight="1.1">
                  {stat.value}
                </chakra.dd>
              </Box>
            ))}
          </chakra.dl>
        </Box>
      </SimpleGrid>
    </ContentSection>
  );
}
