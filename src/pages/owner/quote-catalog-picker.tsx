import { Box, Button, Flex } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { PriceTablesList } from '../../../core/api/prices.ts';
import { serveStartingPrices } from '../../../core/pricing/served-starting-prices.ts';
import {
  catalogLineGroups,
  catalogQuoteLine,
  catalogQuoteLines,
  describeCatalogLine,
  type CatalogTranslate,
} from '../../../core/pricing/catalog-quote-lines.ts';
import { formatCents } from '../../../core/pricing/quote.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { call } from './owner-api.ts';
import { FieldLabel, HelpText, Select, tapTarget } from './owner-styles.ts';
import { useOwnerLang } from './use-owner-lang.ts';

export interface PickedLine {
  description: string;
  unitCents: number;
  /** The catalogue entry's id, kept with the line for the record. */
  source: string;
}

/**
 * "Add from the catalogue": a select grouped by kind, in the owner's language, and a button
 * that adds the chosen entry as a line. A button rather than adding on change: a keyboard
 * going through a closed select fires a change at every arrow press.
 */
export function QuoteCatalogPicker({ id, onPick }: { id: string; onPick: (line: PickedLine) => void }) {
  // The names are the catalogue's own texts, loaded with the editor (not with the inbox).
  const { t, i18n } = useTranslation(['owner', 'catalog', 'dtf', 'forms', 'pages']);
  const lang = useOwnerLang();
  const [chosen, setChosen] = useState('');
  const [, setPricesRead] = useState(false);
  // The printing prices as published now (the owner's pages are not rendered again at a publish).
  useEffect(() => {
    let live = true;
    void call('GET', '/prices')
      .then(async (response) => (await response.json()) as PriceTablesList)
      .then(({ tables }) => {
        serveStartingPrices(Object.fromEntries(tables.map((table) => [table.id, table.startingPrice])));
        if (live) setPricesRead(true);
      })
      // The build's prices stay until the list can be read; the owner can change any line's price.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const translate: CatalogTranslate = (ns, key, values) => i18n.getFixedT(lang, ns)(key, values ?? {});
  const describe = (entryId: string) => {
    const entry = catalogQuoteLine(entryId);
    return entry ? describeCatalogLine(entry, translate) : '';
  };

  const add = () => {
    const entry = catalogQuoteLine(chosen);
    if (!entry) return;
    onPick({ description: describe(entry.id), unitCents: entry.unitCents, source: entry.id });
    setChosen('');
  };

  return (
    <Box>
      <FieldLabel htmlFor={id}>{t('owner:quote.catalog.label')}</FieldLabel>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          aria-describedby={`${id}-hint`}
          flex="1"
          minW="0"
          {...tapTarget}
        >
          <option value="">{t('owner:quote.catalog.choose')}</option>
          {catalogLineGroups.map((group) => (
            <optgroup key={group} label={t(`owner:quote.catalog.groups.${group}`)}>
              {catalogQuoteLines()
                .filter((entry) => entry.group === group)
                .map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {t('owner:quote.catalog.option', {
                      description: describe(entry.id),
                      price: formatCents(entry.unitCents, lang),
                    })}
                  </option>
                ))}
            </optgroup>
          ))}
        </Select>
        <Button type="button" size="lg" variant="outline" flexShrink={0} disabled={!chosen} onClick={add}>
          {t('owner:quote.catalog.add')}
        </Button>
      </Flex>
      <HelpText id={`${id}-hint`}>{t('owner:quote.catalog.hint')}</HelpText>
    </Box>
  );
}
