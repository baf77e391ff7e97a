import { chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { rememberLanguage, useAddressIn } from '../../lib/language-choice.ts';
import { type Language, languages } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useOwnerLang } from './use-owner-lang.ts';

/**
 * EN | ES (named "EN English", "ES Español"), through the site's own language mechanism: the
 * choice is saved like the public toggle's, and the browser loads the same screen at the other
 * language's address (/owner?… ↔ /es/owner?…); the session cookie and the filters carry over.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('owner');
  const current = useOwnerLang();
  const addresses: Record<Language, string> = { en: useAddressIn('en'), es: useAddressIn('es') };
  return (
    <Flex
      role="group"
      aria-label={t('header.language')}
      rounded="md"
      borderWidth="1px"
      borderColor="whiteAlpha.500"
    >
      {languages.map((lng) => (
        <chakra.button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={lng === current}
          onClick={() => {
            if (lng === current) return;
            rememberLanguage(lng);
            window.location.assign(addresses[lng]);
          }}
          minW="11"
          h="11"
          px="2"
          fontSize="sm"
          fontWeight="bold"
          color="white"
          bg={lng === current ? 'whiteAlpha.300' : 'transparent'}
          cursor="pointer"
          _first={{ roundedStart: 'md' }}
          _last={{ roundedEnd: 'md' }}
          _hover={{ bg: 'whiteAlpha.200' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '2px' }}
        >
          {lng.toUpperCase()}
          {/* The name says what "EN" stands for and still holds the visible text, so saying
              "EN" to voice control finds it too (WCAG 2.5.3, label in name). */}
          <VisuallyHidden> {t(`header.languages.${lng}`)}</VisuallyHidden>
        </chakra.button>
      ))}
    </Flex>
  );
}
