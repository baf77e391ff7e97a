import { marketingOffers, type FeaturedMarketingService } from '../../../catalog/digital-marketing.ts';
import { QuoteFormSection } from './quote-form-section.tsx';

/**
 * The quote form under the SEO, social media and search-engine ads offers (SPEC section 2): the
 * catalogue names the form each offer's quote opens; each page loads only that form file.
 */
export function MarketingQuoteForm({ service }: { service: FeaturedMarketingService }) {
  return (
    <QuoteFormSection
      id="quote"
      intro={{ key: 'pages.marketing.intro' }}
      formId={marketingOffers[service].quoteForm}
    />
  );
}
