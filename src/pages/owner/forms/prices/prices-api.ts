/**
 * The owner's price tables API (core/api/prices.ts is its contract), through the inbox's client
 * as the Forms API is (../forms-api.ts): the session cookie, `X-Requested-With: owner` on every
 * change, a 401 back to the sign-in, and a 400's `problems` on the error.
 */
import type {
  PriceTableCheck,
  PriceTableDetail,
  PriceTableDraft,
  PriceTablesList,
} from '../../../../../core/api/prices.ts';
import { call } from '../../owner-api.ts';

export type * from '../../../../../core/api/prices.ts';

/** What a publish or a restore answers (201): the version now live. */
export type PricePublished = { version: number; publishedAt: string };

const json = async <T>(response: Promise<Response>): Promise<T> => (await response).json() as Promise<T>;
const tablePath = (tableId: string) => `/prices/${encodeURIComponent(tableId)}`;

export const listPriceTables = () => json<PriceTablesList>(call('GET', '/prices'));

export const getPriceTable = (tableId: string) => json<PriceTableDetail>(call('GET', tablePath(tableId)));

/** 200: publishable, with its "from" price and what it changes; 400: the problems. */
export const checkPriceTable = (tableId: string, draft: PriceTableDraft) =>
  json<PriceTableCheck>(call('POST', `${tablePath(tableId)}/check`, draft));

/** 201: the next version is live; 400: the problems; 409: someone published a newer version. */
export const publishPriceTable = (tableId: string, draft: PriceTableDraft) =>
  json<PricePublished>(call('POST', `${tablePath(tableId)}/publish`, draft));

/** Version `n` again, as the next version. */
export const restorePriceVersion = (tableId: string, version: number) =>
  json<PricePublished>(call('POST', `${tablePath(tableId)}/versions/${version}/restore`));

/** A plain link: the cookie signs it in and the browser saves `<id>.json`. */
export const priceDownloadUrl = (tableId: string, version: number) =>
  `/api/owner${tablePath(tableId)}/versions/${version}?download=1`;
