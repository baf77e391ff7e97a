import { chakra } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { rememberLanguage, useAddressIn } from '../../lib/language-choice.ts';
import { defaultLanguage, isLanguage, type Language } from '../../lib/languages.ts';
import { GlobeIcon } from '../../components/icons/index.ts';
import { focusRingOnDark } from './focus-styles.ts';

const otherLanguage: Record<Language, Language> = { en: 'es', es: 'en' };

/**
 * A link to the same page in the other language (/printing ↔ /es/printing), so it works
 * without JavaScript too; a click also saves the choice, which the next visit to an English
 * address follows (src/index.html). It shows the language it switches to, in that language,
 * and its accessible name says so ("Cambiar a español").
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage;
  const next = otherLanguage[isLanguage(current) ? current : defaultLanguage];
  const href = useAddressIn(next);
  return (
    <chakra.a
      href={href}
      hrefLang={next}
      lang={next}
      aria-label={t('language.switchTo')}
      onClick={() => rememberLanguage(next)}
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      h="7"
      px="3"
      rounded="full"
      borderWidth="1px"
      borderColor="whiteAlpha.500"
      color="white"
      fontSize="sm"
      fontWeight="semibold"
      textDecoration="none"
      transition="background 0.15s"
      _hover={{ bg: 'whiteAlpha.200' }}
      _focusVisible={focusRingOnDark}
    >
      <GlobeIcon fontSize="md" />
      {t(`language.${next}`)}
    </chakra.a>
  );
}
