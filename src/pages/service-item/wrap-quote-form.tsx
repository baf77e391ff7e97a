import { useTranslation } from '../../lib/use-translation.ts';
import { quoteServiceFor } from '../../../catalog/services.ts';
import { QuoteFormSection } from './quote-form-section.tsx';

/**
 * The custom quote form of /vehicle-wraps/{id}: the contact form with the item's service
 * (vehicle wraps, signage, indoor or outdoor) chosen and the message naming the item.
 */
export function WrapQuoteForm({ itemId }: { itemId: string }) {
  const { t } = useTranslation(['pages', 'catalog']);
  const title = t(`catalog:items.${itemId}.title`);
  return (
    <QuoteFormSection
      id="quote"
      tone="brand"
      intro={t('pages:item.wrapQuoteIntro', { title })}
      formId="contact"
      presetId={itemId}
      preset={{
        serviceType: quoteServiceFor('vehicle-wraps', itemId),
        message: t('catalog:quote.message', { title }),
      }}
    />
  );
}
