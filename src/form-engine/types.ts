/**
 * The types the form engine shares between the runner, the encoder and the submission state.
 */
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import type { SheetLayout } from '../../core/gang-sheet/layout.ts';
import type { UploadFailure } from './uploads/upload-state.ts';

export type { FormDefinition };

/** The values of a form as RJSF holds them: field name -> value. */
export type FormValues = Record<string, unknown>;

/**
 * The real File objects of a form's `files` fields, kept beside the form data (which holds only
 * their names, so it validates as JSON): field name -> files in the order they were added.
 */
export type FileMap = ReadonlyMap<string, readonly File[]>;

/** One line of a DTF order, as the configurator builds it (docs/specification.md section 3, "DTF order item"). */
export interface OrderItem {
  productId: string;
  productName: string;
  size: string;
  quantity: number;
  /** Unit price times quantity, in dollars. */
  price: number;
  designFile?: File | null;
  designNotes?: string;
}

/** What a page adds to a submission beyond the form's own fields. */
export interface SubmissionExtras {
  /**
   * Extra text fields appended after the form's own, e.g. the website configurator's package
   * and total. Encoded with the same rules as form fields.
   */
  fields?: Record<string, string | number | boolean | readonly string[] | undefined>;
  /** The DTF cart: sent as orderItems, totalPrice, orderDate and designFile_{index}. */
  order?: { items: readonly OrderItem[]; date?: Date };
  /**
   * A gang sheet (the gang-sheet extension): its layout as a JSON string, the price shown
   * (totalPrice, 2 decimals) and `designFile_{i}`, the file of `layout.designs[i]`.
   */
  gangSheet?: { layout: SheetLayout; totalPrice: number; files: readonly Blob[] };
}

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';

export interface SubmissionState {
  /** The request itself: idle -> submitting -> success | error. */
  status: SubmissionStatus;
  /**
   * What the banner shows: the last finished outcome. It stays while a new request is under way
   * (docs/specification.md section 4), except for forms that reset it at the start of each submit (printing).
   */
  result: 'idle' | 'success' | 'error';
  /** The server's reference for a successful request (e.g. Q-7K3F9Q), when it sent one. */
  reference?: string;
  /** The request failed because this file's upload did (its reason is shown with the error). */
  uploadFailure?: { name: string; failure: UploadFailure };
}
