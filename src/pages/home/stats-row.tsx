import { Box, Container, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';

/** The shop's claims (docs/specification.md section 1), as a card that overlaps the hero's lower edge. */
export function StatsRow() {
  const { t } = useTranslation('home');
  return (
    <Box as="section" aria-labelledby="home-stats-title" position="relative" mt={{ base: '-12', md: '-16' }}>
      <VisuallyHidden asChild>
        <h2 id="home-stats-title">{t('stats.title')}</h2>
      </VisuallyHidden>
      <Container maxW="6xl">
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, md: 4 }}
          bg="white"
          rounded="2xl"
          shadow="lg"
          borderWidth="1px"
          borderColor="gray.100"
          py={{ base: '6', md: '8' }}
          px={{ base: '4', md: '6' }}
          rowGap="6"
        >
          {business.stats.map((stat, index) => (
            <Box
              as="li"
              key={stat.id}
              textAlign="center"
              px="2"
              borderStartWidth={{ base: index % 2 ? '1px' : '0', md: index ? '1px' : '0' }}
              borderColor="gray.200"
            >
              <Text
                fontSize={{ base: '3xl', md: '4xl' }}
                fontWeight="extrabold"
                color="brand.700"
                lineHeight="1.1"
              >
                {stat.value}
              </Text>
              <Text mt="1" fontSize={{ base: 'sm', md: 'md' }} color="gray.600">
                {t(`stats.${stat.id}`)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
