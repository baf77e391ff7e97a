import { VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';

/** Tells screen-reader users that an outside link opens a new tab, as sighted users see it do. */
export function NewTabHint() {
  const { t } = useTranslation('common');
  return <VisuallyHidden> {t('a11y.opensInNewTab')}</VisuallyHidden>;
}
