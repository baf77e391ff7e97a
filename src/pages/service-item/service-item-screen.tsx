import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useParams } from 'react-router-dom';
import type { ServiceGroup } from '../../../catalog/menus.ts';
import { menuPlacement, serviceDetail } from '../../../catalog/services.ts';
import { startingPriceOf } from '../../../core/pricing/printing-prices.ts';
import { paths } from '../../../core/routes/paths.ts';
import { isKnownItem } from '../../../core/routes/known-paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { defaultQuoteLink } from '../../components/catalog/quote-link.ts';
import { HeroArt } from '../../components/catalog/hero-art.tsx';
import { ServiceNotFound } from '../../components/catalog/service-not-found.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { primaryOnDark, secondaryOnDark } from '../../components/on-dark.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ItemBreadcrumb } from './item-breadcrumb.tsx';
import { ItemOverview, type QuoteTarget } from './item-overview.tsx';
import { RelatedItems } from './related-items.tsx';

export interface ServiceItemScreenProps {
  group: ServiceGroup;
  /**
   * Sections only some items have (printing ordering options, website packages, offers),
   * placed between the overview and the related items. Order forms and configurators of
   * later work replace these.
   */
  sections?: (itemId: string) => ReactNode;
  /**
   * The anchor of the section holding this item's own request form, if it has one; Get Quote
   * then leads there, otherwise to the DTF order or the contact form preselected for the item.
   */
  formAnchor?: (itemId: string) => string | undefined;
  /** Another page Get Quote leads to instead (a vehicle wrap's request form), if the item has one. */
  quoteLink?: (itemId: string) => string | undefined;
}

/** /<group>/:itemId: the item's page from the catalogue, or 'Service Not Found'. */
export function ServiceItemScreen({ group, sections, formAnchor, quoteLink }: ServiceItemScreenProps) {
  const { itemId = '' } = useParams();
  if (!isKnownItem(group, itemId)) return <ServiceNotFound group={group} />;
  const anchor = formAnchor?.(itemId);
  const link = quoteLink?.(itemId);
  return (
    <KnownItem
      key={itemId}
      group={group}
      itemId={itemId}
      sections={sections?.(itemId)}
      quote={anchor ? { to: `#${anchor}`, external: true } : { to: link ?? defaultQuoteLink(group, itemId) }}
    />
  );
}

function KnownItem({
  group,
  itemId,
  sections,
  quote,
}: {
  group: ServiceGroup;
  itemId: string;
  sections: ReactNode;
  quote: QuoteTarget;
}) {
  const { t } = useTranslation(['catalog', 'pages', 'common']);
  const title = t(`catalog:items.${itemId}.title`);
  const description = t(`catalog:items.${itemId}.description`);
  usePageMeta(title, description);
  const detail = serviceDetail(itemId);
  const placement = menuPlacement(group, itemId);
  const actions = (
    <>
      <ButtonLink {...quote} size="lg" {...primaryOnDark}>
        {t('common:cta.getQuote')}
      </ButtonLink>
      <ButtonLink to={paths.upload} size="lg" {...secondaryOnDark}>
        {t('common:cta.uploadFiles')}
      </ButtonLink>
    </>
  );
  return (
    <>
      <ItemBreadcrumb group={group} title={title} />
      <PageHero
        eyebrow={
          placement ? t(`catalog:subcategories.${placement.subcategory}`) : t(`catalog:groups.${group}.title`)
        }
        title={title}
        description={description}
        actions={actions}
        art={detail && <HeroArt art={detail.art} />}
      />
      {detail && <ItemOverview group={group} detail={detail} price={startingPriceOf(itemId)} quote={quote} />}
      {sections}
      {placement && <RelatedItems group={group} placement={placement} />}
      <CtaBand
        id="item-cta-title"
        tone="dark"
        title={t('pages:item.cta.title')}
        text={t('pages:item.cta.text')}
        actions={actions}
      />
    </>
  );
}
