import { VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from '../lib/use-translation.ts';

/**
 * Tells screen-reader users that a link opens a new tab, as sighted users see it do. Put it last
 * inside the link; the leading space keeps it a separate word in the link's name.
 */
export function NewTabHint() {
  const { t } = useTranslation('common');
  return <VisuallyHidden> {t('a11y.opensInNewTab')}</VisuallyHidden>;
}
