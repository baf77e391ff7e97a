import {
  featuredMarketingServices,
  type FeaturedMarketingService,
} from '../../../catalog/digital-marketing.ts';
import { lazySection } from './lazy-section.tsx';
import { ServiceItemScreen } from './service-item-screen.tsx';

const WebsitePackages = lazySection(async () => (await import('./website-packages.tsx')).WebsitePackages);
const MarketingOffer = lazySection(async () => (await import('./marketing-offer.tsx')).MarketingOffer);

const hasOffer = (id: string): id is FeaturedMarketingService =>
  (featuredMarketingServices as readonly string[]).includes(id);

/**
 * /digital-marketing/:itemId. Website design shows its configurator (packages, add-ons, order
 * summary and project form); SEO, social media and search-engine ads their offers and quote
 * forms. Get Quote leads to those; other items to the contact form, preselected.
 */
export default function DigitalMarketingItemPage() {
  return (
    <ServiceItemScreen
      group="digital-marketing"
      sections={(id) => {
        if (id === 'custom-website-design') return <WebsitePackages />;
        return hasOffer(id) ? <MarketingOffer service={id} /> : null;
      }}
      formAnchor={(id) => (id === 'custom-website-design' ? 'packages' : hasOffer(id) ? 'quote' : undefined)}
    />
  );
}
