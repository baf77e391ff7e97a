/**
 * The choices of each printing service's order form (docs/specification.md section 9), merged into
 * forms/printing-order.form.json by formForService (core/forms/printing.ts). Values are
 * stable ids sent as they are; their labels are in locales/<lng>/forms.json under
 * `printing.options.<name>.values.<id>`, shared by every service, so an id means one thing.
 * The first value is the default. Ids carry no dots: i18next reads a dot as a key separator.
 */
import { printingServiceIds, type PrintingServiceId } from './printing.ts';

export const printingOptionNames = [
  'size',
  'quantity',
  'paper',
  'finish',
  'folding',
  'material',
  'finishing',
  'mounting',
  'shape',
  'pages',
  'binding',
] as const;
export type PrintingOptionName = (typeof printingOptionNames)[number];

export interface PrintingOption {
  readonly name: PrintingOptionName;
  readonly values: readonly string[];
  readonly default: string;
}

export const printingOptions = {
  'business-cards': [
    { name: 'size', values: ['standard', 'square', 'mini'], default: 'standard' },
    { name: 'quantity', values: ['250', '500', '1000', '2500', '5000'], default: '250' },
    { name: 'paper', values: ['cardstock-14pt', 'cardstock-16pt', 'cotton-32pt'], default: 'cardstock-14pt' },
    { name: 'finish', values: ['matte', 'gloss', 'soft-touch', 'uncoated'], default: 'matte' },
  ],
  flyers: [
    { name: 'size', values: ['letter', 'half-letter', 'quarter-letter', 'tabloid'], default: 'letter' },
    { name: 'quantity', values: ['100', '250', '500', '1000', '2500', '5000'], default: '100' },
    { name: 'paper', values: ['gloss-100lb', 'matte-100lb', 'cardstock-14pt'], default: 'gloss-100lb' },
    { name: 'folding', values: ['none', 'half-fold', 'tri-fold', 'z-fold'], default: 'none' },
  ],
  banners: [
    { name: 'size', values: ['2x4-ft', '3x6-ft', '4x8-ft', '5x10-ft'], default: '2x4-ft' },
    { name: 'material', values: ['vinyl-13oz', 'mesh-vinyl', 'fabric'], default: 'vinyl-13oz' },
    { name: 'quantity', values: ['1', '2', '5', '10', '25'], default: '1' },
    { name: 'finishing', values: ['hem-grommets', 'pole-pockets', 'hem-only'], default: 'hem-grommets' },
  ],
  posters: [
    { name: 'size', values: ['11x17-in', '18x24-in', '24x36-in', '27x40-in'], default: '11x17-in' },
    { name: 'quantity', values: ['1', '5', '10', '25', '50', '100'], default: '1' },
    { name: 'paper', values: ['gloss-100lb', 'satin-photo', 'matte-100lb'], default: 'gloss-100lb' },
    { name: 'mounting', values: ['none', 'foam-board', 'gator-board'], default: 'none' },
  ],
  stickers: [
    { name: 'size', values: ['2x2-in', '3x3-in', '4x4-in', '5x5-in'], default: '2x2-in' },
    { name: 'quantity', values: ['50', '100', '250', '500', '1000', '2500'], default: '50' },
    {
      name: 'material',
      values: ['white-vinyl', 'clear-vinyl', 'holographic', 'paper-label'],
      default: 'white-vinyl',
    },
    { name: 'shape', values: ['circle', 'square', 'rectangle', 'die-cut'], default: 'circle' },
  ],
  booklets: [
    { name: 'size', values: ['half-letter', 'letter', 'square-8in'], default: 'half-letter' },
    { name: 'pages', values: ['8', '12', '16', '20', '24', '28', '32'], default: '8' },
    { name: 'binding', values: ['saddle-stitch', 'perfect-bound', 'wire-o'], default: 'saddle-stitch' },
    {
      name: 'paper',
      values: ['gloss-80lb-text', 'matte-80lb-text', 'uncoated-70lb'],
      default: 'gloss-80lb-text',
    },
  ],
} as const satisfies Record<PrintingServiceId, readonly PrintingOption[]>;

export function isPrintingServiceId(value: unknown): value is PrintingServiceId {
  return typeof value === 'string' && (printingServiceIds as readonly string[]).includes(value);
}
