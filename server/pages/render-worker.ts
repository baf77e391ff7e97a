/**
 * The worker thread that renders pages with the live texts (server/pages/live-pages.ts starts
 * it per publish): React's rendering of about 90 pages a language takes a few seconds of CPU,
 * which must not hold the server's requests back. It answers one message per request.
 *
 * A page that reads none of the namespaces the live texts change (a catalogue page, when only
 * home-page texts changed), and shows none of the texts of a form published since the build, is
 * drawn exactly as the build drew it: that page is the build's file with the texts' JSON block
 * added, with no rendering. The header and footer texts are on every page, so a change there
 * renders them all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { ServedFormTexts } from '../../core/api/forms.ts';
import { servedStartingPricesId, type ServedStartingPrices } from '../../core/api/prices.ts';
import { priceTableAttribute } from '../../core/pricing/printing-prices.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { ContentMap } from '../store/types.ts';
import {
  contentOf,
  createPageRenderer,
  namespacesOf,
  pageName,
  withContentBlock,
  withJsonBlock,
} from './render-pages.ts';

/**
 * `forms`: the texts of the forms whose live version is not the build's (live-forms.ts);
 * `prices`: the "from" prices that differ from the build's (live-prices.ts).
 */
export type RenderRequest = {
  content: ContentMap;
  languages: Language[];
  forms?: ServedFormTexts;
  prices?: ServedStartingPrices;
};
/** Each page as its name under dist/pages/ and its whole HTML. */
export type RenderReply = { pages: [string, string][] } | { error: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');
const { root } = workerData as { root: string };
const renderer = await createPageRenderer(root);

const shippedForms = new Map<Language, Record<string, unknown>>();

/** Text as React writes it into a page. */
const asReactText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/**
 * Whether a built page shows one of these forms' texts as the build has them (a title, an
 * intro: what ServedFormTexts holds): only those pages are rendered again for a form's publish,
 * not every page that reads the forms' namespace.
 */
function showsForms(html: string, lng: Language, forms: Record<string, unknown>): boolean {
  let shipped = shippedForms.get(lng);
  if (!shipped) {
    shipped = JSON.parse(readFileSync(join(root, 'locales', lng, 'forms.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    shippedForms.set(lng, shipped);
  }
  return Object.keys(forms).some((id) => {
    const own = shipped[id] as Record<string, unknown> | undefined;
    return Object.keys(forms[id] as object).some((key) => {
      const text = own?.[key];
      return typeof text === 'string' && text !== '' && html.includes(asReactText(text));
    });
  });
}

/** Whether a built page shows the "from" price of one of these tables (printing-prices.ts priceTableAttribute). */
const showsPrices = (html: string, prices: ServedStartingPrices | undefined) =>
  Object.keys(prices ?? {}).some((id) => html.includes(`${priceTableAttribute}="${id}"`));

/** The build's page, if it is there and says which namespaces it read. */
function builtPage(name: string): { html: string; namespaces: string[] } | null {
  const file = join(root, 'dist', 'pages', name);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  const namespaces = namespacesOf(html);
  return namespaces ? { html, namespaces } : null;
}

port.on('message', (request: RenderRequest) => {
  void (async () => {
    try {
      const pages: [string, string][] = [];
      for (const job of renderer.jobs) {
        if (!request.languages.includes(job.lng)) continue;
        const name = pageName(job);
        const texts = contentOf(request.content, job.lng);
        const forms = request.forms?.[job.lng];
        const changed = new Set(Object.keys(texts).map((key) => key.split(':')[1]));
        const built = builtPage(name);
        const again =
          !built ||
          built.namespaces.some((ns) => changed.has(ns)) ||
          (forms !== undefined &&
            built.namespaces.includes('forms') &&
            showsForms(built.html, job.lng, forms)) ||
          showsPrices(built.html, request.prices);
        // Every page carries the live prices, so the browser shows them after any navigation.
        pages.push([
          name,
          again
            ? await renderer.render(job, request.content, forms, request.prices)
            : withJsonBlock(withContentBlock(built.html, texts), servedStartingPricesId, request.prices),
        ]);
      }
      port.postMessage({ pages } satisfies RenderReply);
    } catch (error) {
      port.postMessage({
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies RenderReply);
    }
  })();
});
