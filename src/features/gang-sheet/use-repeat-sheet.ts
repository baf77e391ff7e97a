/**
 * "Order this sheet again" from the customer's page: /dtf/gang-sheets?repeat=<token> loads that
 * request's layout and design files through the customer API (the same private link, which
 * serves the customer their own files) and puts them in the builder in place of the draft.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CustomerRequest } from '../../../core/api/customer.ts';
import { copySize, sheetRules, type PlacedCopy } from '../../../core/gang-sheet/layout.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { pixelChecks, type DesignKind } from './design-reading.ts';
import { newDesignId, type Draft, type DraftDesign } from './draft-storage.ts';
import { roundIn } from './sheet-geometry.ts';
import type { GangSheet } from './use-gang-sheet.ts';

const kindOf = (type: string, name: string): DesignKind =>
  /svg/.test(type) || /\.svg$/i.test(name)
    ? 'svg'
    : /jpe?g/.test(type) || /\.jpe?g$/i.test(name)
      ? 'jpeg'
      : /webp/.test(type) || /\.webp$/i.test(name)
        ? 'webp'
        : 'png';

/** The builder's draft for a stored sheet, or undefined when a design's file is missing. */
async function draftOf(request: CustomerRequest): Promise<Draft | undefined> {
  const sheet = request.gangSheet;
  if (!sheet) return undefined;
  const designs: DraftDesign[] = [];
  for (const [index, design] of sheet.layout.designs.entries()) {
    const stored = sheet.designFiles[index];
    if (!stored) return undefined;
    const response = await fetch(stored.url);
    if (!response.ok) return undefined;
    const file = await response.blob();
    const kind = kindOf(stored.type, stored.name);
    const first = sheet.layout.copies.find((copy: PlacedCopy) => copy.design === index);
    const widthIn = first ? (first.rotation === 90 ? first.height : first.width) : 4;
    designs.push({
      id: newDesignId(),
      name: design.name,
      kind,
      file,
      pixelWidth: design.pixelWidth,
      pixelHeight: design.pixelHeight,
      widthIn: roundIn(widthIn),
      checks: kind === 'svg' ? {} : await pixelChecks(file),
    });
  }
  // The copies as they were placed, each sized again from its design (the same numbers).
  const copies = sheet.layout.copies.map((copy) => ({
    ...copy,
    ...copySize(designs[copy.design], designs[copy.design].widthIn, copy.rotation),
  }));
  return sheet.layout.widthIn === sheetRules.widthIn ? { designs, copies } : undefined;
}

export function useRepeatSheet(sheet: GangSheet, say: (text: string, urgent?: boolean) => void) {
  const { t } = useTranslation('gang-sheet');
  const [params, setParams] = useSearchParams();
  const token = params.get('repeat');
  const started = useRef<string | null>(null);
  const { replace } = sheet;

  useEffect(() => {
    if (!token || !sheet.loaded || started.current === token) return;
    started.current = token;
    say(t('repeat.loading'));
    void (async () => {
      try {
        const response = await fetch(`/api/customer/requests/${encodeURIComponent(token)}`, {
          headers: { accept: 'application/json' },
        });
        const draft = response.ok ? await draftOf((await response.json()) as CustomerRequest) : undefined;
        if (draft) {
          replace(draft);
          say(t('repeat.loaded'));
        } else say(t('repeat.failed'), true);
      } catch {
        say(t('repeat.failed'), true);
      }
      // The token leaves the address: a reload keeps the (now saved) draft, not a second load.
      setParams(
        (current) => {
          current.delete('repeat');
          return current;
        },
        { replace: true },
      );
    })();
  }, [token, sheet.loaded, replace, say, setParams, t]);
}
