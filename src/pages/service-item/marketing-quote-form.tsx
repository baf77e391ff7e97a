import { use } from 'react';
import type { FeaturedMarketingService } from '../../../catalog/digital-marketing.ts';
import { asFormDefinition } from '../../../core/forms/form-definition.ts';
import type { FormDefinition } from '../../form-engine/types.ts';
import { QuoteFormSection } from './quote-form-section.tsx';

// Each page loads only its own form file.
const loaders = {
  'seo-optimization': () => import('../../../forms/seo.form.json'),
  'social-media-management': () => import('../../../forms/social-media.form.json'),
  'google-ads': () => import('../../../forms/google-ads.form.json'),
} satisfies Record<FeaturedMarketingService, () => Promise<unknown>>;

const loaded = new Map<FeaturedMarketingService, Promise<FormDefinition>>();
function definitionOf(service: FeaturedMarketingService): Promise<FormDefinition> {
  let definition = loaded.get(service);
  if (!definition) {
    // Parcel hands a JSON file over as the object itself; other bundlers as `default`.
    definition = loaders[service]().then((module) =>
      asFormDefinition((module as { default?: unknown }).default ?? module),
    );
    loaded.set(service, definition);
  }
  return definition;
}

/** The quote form under the SEO, social media and search-engine ads offers (SPEC section 2). */
export function MarketingQuoteForm({ service }: { service: FeaturedMarketingService }) {
  const definition = use(definitionOf(service));
  return <QuoteFormSection id="quote" intro={{ key: 'pages.marketing.intro' }} definition={definition} />;
}
