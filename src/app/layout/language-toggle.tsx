import { chakra } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { defaultLanguage, isLanguage, type Language } from '../../lib/languages.ts';
import { GlobeIcon } from '../../components/icons/index.ts';
import { focusRingOnDark } from './focus-styles.ts';

const otherLanguage: Record<Language, Language> = { en: 'es', es: 'en' };

/**
 * Switches between English and Spanish. The detector caches the choice in local storage and
 * <html lang> follows it (src/lib/i18n.ts). The button shows the language it switches to,
 * in that language, and its accessible name says so ("Cambiar a español").
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage;
  const next = otherLanguage[isLanguage(current) ? current : defaultLanguage];
  return (
    <chakra.button
      type="button"
      lang={next}
      aria-label={t('language.switchTo')}
      onClick={() => void i18n.changeLanguage(next)}
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
      cursor="pointer"
      transition="background 0.15s"
      _hover={{ bg: 'whiteAlpha.200' }}
      _focusVisible={focusRingOnDark}
    >
      <GlobeIcon fontSize="md" />
      {t(`language.${next}`)}
    </chakra.button>
  );
}
