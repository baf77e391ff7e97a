import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { homeFeatures } from '../../../catalog/home.ts';
import { EditableText } from '../../components/editable-text.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { featureIcons } from './feature-icons.ts';

export function FeaturesSection() {
  return (
    <Box as="section" aria-labelledby="home-features-title" bg="gray.50" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <SectionHeading
          id="home-features-title"
          align="center"
          size="lg"
          eyebrow={<EditableText ns="home" k="features.eyebrow" />}
          title={<EditableText ns="home" k="features.title" />}
          description={<EditableText ns="home" k="features.subtitle" multiline />}
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {homeFeatures.map((feature) => {
            const FeatureIcon = featureIcons[feature.icon];
            return (
              <Box key={feature.id} bg="white" rounded="xl" p="6" borderWidth="1px" borderColor="gray.200">
                <Box
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="12"
                  rounded="lg"
                  bg="brand.50"
                  color="brand.700"
                  fontSize="2xl"
                >
                  <FeatureIcon />
                </Box>
                <Heading as="h3" mt="4" fontSize="lg" lineHeight="1.3" fontWeight="bold" color="gray.900">
                  <EditableText ns="home" k={`features.items.${feature.id}.title`} />
                </Heading>
                <Text mt="2" color="gray.600">
                  <EditableText ns="home" k={`features.items.${feature.id}.description`} multiline />
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
