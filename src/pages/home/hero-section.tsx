import { Box, chakra, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import heroArt from 'url:../../assets/art/print-studio.svg';
import { business } from '../../../catalog/business.ts';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { EditableText } from '../../components/editable-text.tsx';
import { ArrowRightIcon, FacebookIcon, PhoneIcon, WhatsAppIcon } from './icons.tsx';
import { NewTabHint } from './new-tab-hint.tsx';

/** The LCP element: text first, so the headline paints before any artwork arrives. */
export function HeroSection() {
  const { t } = useTranslation(['home', 'common']);
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
        gridTemplateColumns={{ base: '1fr', lg: '1.15fr 0.85fr' }}
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
            bg="whiteAlpha.200"
            color="brand.50"
            fontSize="sm"
            fontWeight="semibold"
          >
            <EditableText ns="home" k="hero.eyebrow" />
          </Text>
          <Heading
            as="h1"
            id="home-hero-title"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.05"
            fontWeight="extrabold"
            letterSpacing="tight"
          >
            <EditableText ns="home" k="hero.title" />
          </Heading>
          <Text mt="5" fontSize={{ base: 'lg', md: 'xl' }} color="brand.100" maxW="2xl">
            <EditableText ns="home" k="hero.description" maxLength={300} multiline />
          </Text>
          <Flex mt="8" gap="3" wrap="wrap">
            <ButtonLink
              to={paths.contact}
              size="xl"
              bg="white"
              color="brand.800"
              _hover={{ bg: 'brand.50' }}
              focusRingColor="white"
            >
              {t('common:cta.getStarted')}
              <ArrowRightIcon />
            </ButtonLink>
            <ButtonLink
              to={`tel:${business.phone}`}
              size="xl"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
              focusRingColor="white"
            >
              <PhoneIcon />
              {t('common:cta.callNow')}
            </ButtonLink>
          </Flex>
          <Flex mt="6" gap="3" wrap="wrap" align="center">
            <Text color="brand.100" fontSize="sm" w={{ base: 'full', sm: 'auto' }}>
              {t('hero.moreWays')}
            </Text>
            <ButtonLink
              to={business.whatsappUrl}
              size="sm"
              bg="#25d366"
              color="#052e16"
              _hover={{ bg: '#4ade80' }}
              focusRingColor="white"
            >
              <WhatsAppIcon />
              {t('common:cta.whatsappChat')}
              <NewTabHint />
            </ButtonLink>
            <ButtonLink
              to={business.facebookUrl}
              size="sm"
              variant="ghost"
              color="white"
              _hover={{ bg: 'whiteAlpha.200' }}
              focusRingColor="white"
            >
              <FacebookIcon />
              {t('common:cta.followUs')}
              <NewTabHint />
            </ButtonLink>
          </Flex>
        </Box>
        {/* Lazy on purpose: the art is hidden on phones, and a lazy hidden image is never fetched. */}
        <Box display={{ base: 'none', lg: 'block' }}>
          <chakra.img src={heroArt} alt="" width="480" height="400" loading="lazy" w="full" h="auto" />
        </Box>
      </Container>
    </Box>
  );
}
