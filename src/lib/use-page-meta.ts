import { useEffect } from 'react';
import { useTranslation } from './use-translation.ts';

/** Sets the document title ("Page | Shop") and meta description of the current screen. */
export function usePageMeta(title: string, description?: string): void {
  const { t } = useTranslation('common');
  const brand = t('brand.name');
  useEffect(() => {
    document.title = title && title !== brand ? `${title} | ${brand}` : brand;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, brand]);
}
