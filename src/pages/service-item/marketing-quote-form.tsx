import type { FeaturedMarketingService } from '../../../catalog/digital-marketing.ts';
import { asFormDefinition } from '../../form-engine/form-definition.ts';
import googleAdsForm from '../../../forms/google-ads.form.json';
import seoForm from '../../../forms/seo.form.json';
import socialMediaForm from '../../../forms/social-media.form.json';
import { QuoteFormSection } from './quote-form-section.tsx';

const forms = {
  'seo-optimization': asFormDefinition(seoForm),
  'social-media-management': asFormDefinition(socialMediaForm),
  'google-ads': asFormDefinition(googleAdsForm),
} satisfies Record<FeaturedMarketingService, unknown>;

/** The quote form under the SEO, social media and search-engine ads offers (SPEC section 2). */
export function MarketingQuoteForm({ service }: { service: FeaturedMarketingService }) {
  return <QuoteFormSection id="quote" intro={{ key: 'pages.marketing.intro' }} definition={forms[service]} />;
}
