import { defaultLanguage, isLanguage } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { Lang } from './owner-api.ts';

/** The page language, as the API's `lang` parameter. */
export function useOwnerLang(): Lang {
  const { i18n } = useTranslation('owner');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : defaultLanguage;
}
