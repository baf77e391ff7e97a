import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { EditableText } from '../../components/editable-text.tsx';
import { UploadIcon } from './icons.tsx';

/** The closing invitation: a quote, a consultation, or just send the files. */
export function CtaBand() {
  const { t } = useTranslation('common');
  const onDark = { focusRingColor: 'white', _hover: { bg: 'white/15' } } as const;
  return (
    <Box as="section" aria-labelledby="home-cta-title" py={{ base: '16', md: '20' }}>
      <Container maxW="6xl">
        <Box
          bgGradient="to-r"
          gradientFrom="brand.800"
          gradientTo="brand.600"
          color="white"
          rounded="3xl"
          px={{ base: '6', md: '14' }}
          py={{ base: '10', md: '14' }}
          textAlign="center"
        >
          <Heading
            as="h2"
            id="home-cta-title"
            fontSize={{ base: '2xl', md: '4xl' }}
            fontWeight="extrabold"
            lineHeight="1.2"
          >
            <EditableText ns="home" k="cta.title" />
          </Heading>
          <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="brand.50" maxW="2xl" mx="auto">
            <EditableText ns="home" k="cta.description" maxLength={250} multiline />
          </Text>
          <Flex mt="8" gap="3" justify="center" wrap="wrap">
            <ButtonLink
              to={paths.contact}
              size="lg"
              bg="white"
              color="brand.800"
              focusRingColor="white"
              _hover={{ bg: 'brand.50' }}
            >
              {t('cta.contactUs')}
            </ButtonLink>
            <ButtonLink
              to={paths.booking}
              size="lg"
              variant="outline"
              color="white"
              borderColor="white/70"
              {...onDark}
            >
              {t('cta.bookConsultation')}
            </ButtonLink>
            <ButtonLink to={paths.upload} size="lg" variant="ghost" color="white" {...onDark}>
              <UploadIcon />
              {t('cta.uploadFiles')}
            </ButtonLink>
          </Flex>
        </Box>
      </Container>
    </Box>
  );
}
