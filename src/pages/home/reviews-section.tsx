import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { EditableText } from '../../components/editable-text.tsx';
import { StarIcon } from '../../components/icons/index.ts';

const starCount = 5;

/** Asks happy customers for a review on the search engine's page (an outside link). */
export function ReviewsSection() {
  const { t } = useTranslation('home');
  return (
    <Box as="section" aria-labelledby="home-reviews-title" bg="brand.50" py={{ base: '16', md: '20' }}>
      <Container maxW="3xl" textAlign="center">
        <Flex justify="center" gap="1" color="#f59e0b" fontSize="2xl" mb="4">
          {Array.from({ length: starCount }, (_, i) => (
            <StarIcon key={i} />
          ))}
        </Flex>
        <Heading
          as="h2"
          id="home-reviews-title"
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="extrabold"
          lineHeight="1.2"
          color="gray.900"
        >
          <EditableText ns="home" k="reviews.title" />
        </Heading>
        <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
          <EditableText ns="home" k="reviews.description" multiline />
        </Text>
        <ButtonLink to={business.reviewUrl} mt="8" size="lg">
          {t('reviews.link')}
        </ButtonLink>
        <Text mt="4" fontSize="sm" color="gray.600">
          <EditableText ns="home" k="reviews.note" multiline />
        </Text>
      </Container>
    </Box>
  );
}
