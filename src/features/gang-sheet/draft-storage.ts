/**
 * The builder's draft, kept in IndexedDB so that the sheet survives a reload with its images
 * (Blobs, which localStorage cannot hold) and its layout. One record, written whole after each
 * change. IndexedDB may be missing, full or forbidden: saving then reports false and the sheet
 * lives for this visit only; nothing throws.
 */
import { idbStore } from '../../lib/idb-store.ts';
import type { PlacedCopy } from '../../../core/gang-sheet/layout.ts';
import type { DesignKind, PixelChecks } from './design-reading.ts';

export interface DraftDesign {
  id: string;
  name: string;
  kind: DesignKind;
  file: Blob;
  pixelWidth: number;
  pixelHeight: number;
  /** The design's own width on the sheet (before rotation), in inches. */
  widthIn: number;
  checks: PixelChecks;
  /** The design without its white background, once made (a preview until `useCleaned`). */
  cleaned?: Blob;
  useCleaned?: boolean;
}

export interface Draft {
  designs: DraftDesign[];
  /** `design` indexes `designs`. */
  copies: PlacedCopy[];
}

const databaseName = 'gang-sheet';
const storeName = 'draft';
const key = 'current';

const run = idbStore(databaseName, storeName);

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as Draft).designs) &&
  Array.isArray((value as Draft).copies) &&
  (value as Draft).designs.every((design) => design.file instanceof Blob);

export async function loadDraft(): Promise<Draft | undefined> {
  const found = await run('readonly', (store) => store.get(key) as IDBRequest<unknown>);
  return found.ok && isDraft(found.value) ? found.value : undefined;
}

export async function saveDraft(draft: Draft): Promise<boolean> {
  return (await run('readwrite', (store) => store.put(draft, key))).ok;
}

export async function clearDraft(): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}

/** A design's key, unique in this browser (no crypto.randomUUID: it needs a secure context). */
export function newDesignId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
