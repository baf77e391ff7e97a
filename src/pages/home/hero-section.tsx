import { Box, chakra, Container, Heading, Text } from '@chakra-ui/react';
import heroArt from 'url:../../assets/art/print-studio.svg';
import { EditableText } from '../../components/editable-text.tsx';
import { HeroActions } from './hero-actions.tsx';

/** The LCP element: text first, so the headline paints before any artwork arrives. */
export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="home-hero-title"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="brand.900"
      gradientTo="brand.700"
      color="white"
      overflow="hidden"
    >
      <Container
        maxW="6xl"
        pt={{ base: '12', md: '20' }}
        pb={{ base: '20', md: '28' }}
        display="grid"
        gridTemplateColumns={{ base: '1fr', lg: '1.3fr 0.7fr' }}
        gap="10"
        alignItems="center"
      >
        <Box>
          <Text
            display="inline-block"
            px="3"
            py="1"
            mb="5"
            rounded="full"
            bg="white/15"
            color="brand.50"
            fontSize="sm"
            fontWeight="semibold"
          >
            <EditableText ns="home" k="hero.eyebrow" />
          </Text>
          <Heading
            as="h1"
            id="home-hero-title"
            fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }}
            lineHeight="1.05"
            fontWeight="extrabold"
            letterSpacing="tight"
          >
            <EditableText ns="home" k="hero.title" />
          </Heading>
          <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="brand.100" maxW="2xl">
            <EditableText ns="home" k="hero.description" multiline />
          </Text>
          <HeroActions />
        </Box>
        {/* Lazy on purpose: the art is hidden on phones, and a lazy hidden image is never fetched. */}
        <Box display={{ base: 'none', lg: 'block' }}>
          <chakra.img
            src={heroArt}
            alt=""
            htmlWidth="480"
            htmlHeight="400"
            loading="lazy"
            w="full"
            h="auto"
          />
        </Box>
      </Container>
    </Box>
  );
}
