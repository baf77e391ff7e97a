import { Box, Container, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { homeServiceCards } from '../../../catalog/home.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { EditableText } from '../../components/editable-text.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { ServiceCard } from './service-card.tsx';

export function ServicesSection() {
  const { t } = useTranslation('common');
  return (
    <Box as="section" aria-labelledby="home-services-title" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <SectionHeading
          id="home-services-title"
          align="center"
          size="lg"
          eyebrow={<EditableText ns="home" k="services.eyebrow" />}
          title={<EditableText ns="home" k="services.title" />}
          description={<EditableText ns="home" k="services.subtitle" multiline />}
        />
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {homeServiceCards.map((card) => (
            <ServiceCard key={card.id} card={card} />
          ))}
        </SimpleGrid>
        <Box textAlign="center" mt="10">
          <ButtonLink to={paths.services} variant="outline" size="lg">
            {t('cta.viewAllServices')}
          </ButtonLink>
        </Box>
      </Container>
    </Box>
  );
}
