/**
 * The DTF checkout carries more than its form file's contact fields: the encoder adds
 * `orderItems` (the cart as a JSON string), `totalPrice` (two decimals), `orderDate` (ISO)
 * and one `designFile_{index}` per item with a design (docs/architecture.md "The encoder's rules"). This is the
 * server's side of that: the extra fields, the design files' limits (from dtf-item's
 * designFile field) and the checks across fields: each line priced from the catalogue
 * (dtf-order-lines.ts) and the total the sum of the lines.
 */
import Ajv, { type ErrorObject } from 'ajv';
import { dtfMaxOrderItems, dtfQuantity } from '../../catalog/dtf.ts';
import type { Estimate } from '../../core/pricing/estimate.ts';
import type { NewFile, NewJob } from '../store/types.ts';
import { fileFieldOf, type FileField } from './file-fields.ts';
import type { FormFile, JsonSchema } from './form-files.ts';
import { hasForbiddenCharacters } from './coerce.ts';
import { priceOrderLines, type OrderItem } from './dtf-order-lines.ts';
import type { FieldError } from '../http/intake-error.ts';
import { messageOf } from './validation-messages.ts';

/** Server-side additions to a form's schema and the checks that need several fields. */
export type FormExtension = {
  properties: Record<string, JsonSchema>;
  required: string[];
  fileFieldFor(name: string): FileField | undefined;
  maxExtraFiles: number;
  /** The largest of those files, in bytes (0 when it takes none). */
  maxExtraFileBytes: number;
  /** Runs after the schema passed; may replace values in `data` (the parsed cart). */
  check(data: Record<string, unknown>, files: readonly NewFile[]): FieldError[];
  /**
   * Checks a text field of a multipart body as soon as it has arrived, before the parts after it
   * are read: a field sent before the files (the gang sheet's layout) is refused without any of
   * them being stored. check() must still refuse the same (a body may send the field last).
   */
  checkField?(name: string, value: string): FieldError[];
  /** Text fields that need more bytes than read-body.ts's limit, by name. */
  largeFields?: Readonly<Record<string, number>>;
  /** The estimate of data check() passed, when the extension prices it (not an estimate block). */
  estimateOf?(data: Readonly<Record<string, unknown>>): Estimate | undefined;
  /** Background jobs queued with each request that is not spam (store.insert's `jobs`). */
  jobs?: readonly NewJob[];
};

/** The same cap the order page applies (catalog/dtf.ts). */
export const maxOrderItems = dtfMaxOrderItems;

const itemSchema = {
  type: 'object',
  required: ['productId', 'productName', 'size', 'quantity', 'price'],
  additionalProperties: false,
  properties: {
    productId: { type: 'string', minLength: 1, maxLength: 100 },
    productName: { type: 'string', minLength: 1, maxLength: 200 },
    size: { type: 'string', minLength: 1, maxLength: 100 },
    quantity: { type: 'integer', minimum: dtfQuantity.min, maximum: dtfQuantity.max },
    price: { type: 'number', minimum: 0, maximum: 1_000_000 },
    // Optional in the specification's order item; designFile is the file's name (the file is its own part).
    designNotes: { type: 'string', maxLength: 500 },
    designFile: { type: ['string', 'null'], maxLength: 255 },
  },
} as const;

const validateItems = new Ajv({ allErrors: true, allowUnionTypes: true }).compile({
  type: 'array',
  minItems: 1,
  maxItems: maxOrderItems,
  items: itemSchema,
});

/** docs/specification.md section 5's DTF design types, for when dtf-item.form.json is not there. */
const fallbackDesignRule = {
  accept: ['png', 'jpg', 'jpeg', 'pdf', 'ai', 'eps', 'svg'],
  maxBytes: 10 * 1024 * 1024,
};

const designFileName = /^designFile_(0|[1-9]\d?)$/;
const cents = (amount: number) => Math.round(amount * 100);

function itemMessage(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required') return `${params.missingProperty} is required.`;
  if (error.keyword === 'additionalProperties')
    return `${params.additionalProperty} is not part of an order item.`;
  if (error.instancePath === '' && error.keyword === 'minItems') return 'The order has no items.';
  if (error.instancePath === '' && error.keyword === 'maxItems') {
    return `An order may have at most ${maxOrderItems} items.`;
  }
  return messageOf(error);
}

function itemErrors(items: unknown): FieldError[] {
  if (validateItems(items)) return [];
  return (validateItems.errors ?? []).slice(0, 20).map((error) => {
    const [index, property] = error.instancePath.split('/').slice(1);
    const where = index === undefined ? '' : `Item ${Number(index) + 1}${property ? `, ${property}` : ''}: `;
    return { field: 'orderItems', message: where + itemMessage(error) };
  });
}

/**
 * `designs`: the files field whose limits each line's design takes (the form file's
 * `designFilesLike`, e.g. the DTF item form's designFile); SPEC's limits without one.
 */
export function dtfCheckoutExtension(designs?: {
  form: FormFile;
  field: string;
  file: string;
}): FormExtension {
  const designRule =
    (designs && fileFieldOf(designs.form, designs.field, designs.file)?.rule) ?? fallbackDesignRule;
  return {
    properties: {
      orderItems: { type: 'string', maxLength: 60_000 },
      totalPrice: { type: 'number', minimum: 0, maximum: maxOrderItems * 1_000_000 },
      orderDate: { type: 'string', format: 'date-time', maxLength: 40 },
    },
    required: ['orderItems', 'totalPrice', 'orderDate'],
    maxExtraFiles: maxOrderItems,
    maxExtraFileBytes: designRule.maxBytes,
    fileFieldFor(name) {
      const match = designFileName.exec(name);
      return match && Number(match[1]) < maxOrderItems ? { name, rule: designRule, maxFiles: 1 } : undefined;
    },
    check(data, files) {
      let items: unknown;
      let forbidden = false;
      try {
        // Escapes like \u0000 decode to what the text fields refuse: check every string.
        items = JSON.parse(String(data.orderItems), (_key, value: unknown) => {
          if (typeof value === 'string' && hasForbiddenCharacters(value)) forbidden = true;
          return value;
        });
      } catch {
        return [{ field: 'orderItems', message: "Must be the order's items as JSON." }];
      }
      if (forbidden)
        return [{ field: 'orderItems', message: 'The items contain characters that are not allowed.' }];
      const shapeErrors = itemErrors(items);
      if (shapeErrors.length > 0) return shapeErrors;
      const list = items as OrderItem[];
      const priced = priceOrderLines(list);
      const errors: FieldError[] = [...priced.errors];
      // The sum of the prices as sent: a wrong line is its own error, not the total's too. When
      // every line is the catalogue's price, this sum is the catalogue's total.
      const sum = list.reduce((total, item) => total + cents(item.price), 0);
      if (cents(Number(data.totalPrice)) !== sum) {
        errors.push({
          field: 'totalPrice',
          message: `Must be the sum of the items' prices, ${(sum / 100).toFixed(2)}.`,
        });
      }
      for (const file of files) {
        const index = Number(designFileName.exec(file.field)?.[1]);
        if (index >= list.length) {
          errors.push({
            field: file.field,
            message: `There is no item ${index + 1} in the order for this design.`,
          });
        }
      }
      if (errors.length > 0) return errors;
      // Stored as the catalogue has them: its prices to the cent, and product names it gave.
      data.orderItems = priced.items;
      data.totalPrice = sum / 100;
      return errors;
    },
  };
}
