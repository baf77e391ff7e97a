/**
 * The price tables the owner edits and publishes (docs/architecture.md "Price table versions"):
 * the JSON of the owner's prices API and of the public GET /api/prices/:tableId, typed once for
 * the server (server/forms/live-prices.ts, server/form-editing/price-routes.ts) and the pages.
 *
 * A version is a price table (catalog/prices/<id>.json as written). The table as shipped in
 * catalog/prices/ is version 1; each publish or restore adds the next number, like a form's.
 */
import type { FormContent, FormProblem, FormVersionOrigin } from './forms.ts';
import type { PriceTable } from '../pricing/estimate.ts';

export type { PriceTable } from '../pricing/estimate.ts';

/** What a version changed against the one before, as JSON pointers into the table (`/lines/0/prices/letter/2`). */
export type PriceChanges = { changed: string[] };

export type PriceTableVersionInfo = {
  version: number;
  /** ISO time. */
  publishedAt: string;
  origin: FormVersionOrigin;
  restoredFrom: number | null;
  changes: PriceChanges;
};

/** The "from" price the service pages show for a table: the lowest at its smallest quantity. */
export type FromPrice = { amount: number; quantity: number; unit: string };

export type PriceTableSummary = {
  id: string;
  version: number;
  publishedAt: string;
  /** The table in catalog/prices/ this server runs with is in no version yet. */
  newerDefault: boolean;
  /** The forms whose estimate uses it (their ids). */
  forms: string[];
  startingPrice: FromPrice;
};

/** GET /api/owner/prices */
export type PriceTablesList = { tables: PriceTableSummary[] };

/**
 * A form whose estimate uses the table, ready to preview with a draft of it: the form's live
 * content, its variant (printing: the service, which is the table's id) and the validators'
 * script the server compiled for it (as FormCheck.validators).
 */
export type PricePreviewForm = {
  formId: string;
  variant?: string;
  content: FormContent;
  validators: string;
};

/** GET /api/owner/prices/:tableId */
export type PriceTableDetail = {
  id: string;
  live: PriceTableVersionInfo & { table: PriceTable };
  /** The table in catalog/prices/ as this server was started with it, and the version holding it (null: none). */
  shipped: { table: PriceTable; version: number | null };
  /** Newest first. */
  versions: PriceTableVersionInfo[];
  forms: PricePreviewForm[];
};

/**
 * The body of POST /api/owner/prices/:tableId/check and /publish: the draft table and the live
 * version it was made from (publishing over a newer one is refused with 409).
 */
export type PriceTableDraft = { table: PriceTable; basedOn: number };

/**
 * 200 from check: publishable. 400 from check and publish:
 * `{ error: 'invalid-price-table', message, problems: FormProblem[] }`, each at a JSON pointer
 * into the draft (`/table/lines/0/prices/letter`).
 */
export type PriceTableCheck = { problems: []; changes: PriceChanges; startingPrice: FromPrice };

export type PriceProblem = FormProblem;

/** GET /api/owner/prices/:tableId/versions/:n; `?download=1` as the file catalog/prices/<id>.json. */
export type PriceTableVersion = PriceTableVersionInfo & { table: PriceTable };

/** GET /api/prices/:tableId: the live version, what a form's estimate prices with. */
export type LivePriceTable = { id: string; version: number; hash: string; table: PriceTable };

/**
 * The "from" prices of the tables whose live version prices them otherwise than the build,
 * by table id: a prerendered page carries them in a JSON block of this id, which the browser
 * reads before hydrating (core/pricing/printing-prices.ts).
 */
export type ServedStartingPrices = Record<string, FromPrice>;
export const servedStartingPricesId = 'served-starting-prices';
