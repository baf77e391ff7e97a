/**
 * What the customer's page shows of their request (docs/owner-guide.md "The customer's page: messages and proofs"): the
 * reference, the status and its history, a copy of what they sent with their files, the
 * conversation and the proofs, and the rules for the files they may add. Never the owner's
 * notes, the delivery of the shop's e-mails, the address hash or anything else of the inbox's.
 */
import type {
  CustomerFile,
  CustomerGangSheet,
  CustomerProof,
  CustomerRequest,
} from '../../core/api/customer.ts';
import type { SheetLayout } from '../../core/gang-sheet/layout.ts';
import type { FileRule } from '../files/receive-file.ts';
import type { FormRegistry } from '../forms/form-registry.ts';
import type { FormTexts, OwnerLanguage } from '../forms/form-texts.ts';
import { paths } from '../../core/routes/paths.ts';
import { visitorEmailOf, visitorNameOf } from '../forms/form-texts.ts';
import type { Proof, StoredFile, SubmissionDetail } from '../store/types.ts';
import { customerQuoteView, type QuoteViewOptions } from '../quotes/quote-view.ts';
import { sheetFields } from '../gang-sheets/print-job.ts';

export type ReplyUpload = {
  field: string;
  rule: FileRule;
  maxFiles: number;
  /** The form and part name the page's resumable uploads name: the form whose rule this is. */
  tus?: { form: string; field: string };
};

/** Files one message may carry, whatever the form allowed at once. */
export const maxFilesPerMessage = 5;

/** The field the page's message form sends its files in. */
export const messageFileField = 'files';

/**
 * The customer's files follow the rules of the form they used (its first file field); a form
 * without files (a quote request) follows the upload form's, the site's general file rules.
 */
export function replyUploadFor(forms: FormRegistry, formId: string): ReplyUpload {
  const fieldOf = (id: string) => {
    const form = forms.get(id);
    if (!form) return undefined;
    const name = form.fileFieldNames[0] ?? 'designFile_0';
    const field = form.fileFieldFor(name);
    return field ? { field, tus: { form: id, field: name } } : undefined;
  };
  const found = fieldOf(formId) ?? fieldOf('upload');
  const rule = found?.field.rule ?? { accept: ['pdf', 'png', 'jpg', 'jpeg'], maxBytes: 50 * 1024 * 1024 };
  return {
    field: messageFileField,
    rule,
    maxFiles: maxFilesPerMessage,
    ...(found ? { tus: found.tus } : {}),
  };
}

export type CustomerViewOptions = {
  texts: FormTexts;
  lng: OwnerLanguage;
  /** The link's token: the API's and the print views' paths are under it. */
  token: string;
  upload: ReplyUpload;
  /** The clock and the shop's time zone: whether a quote has expired. */
  quotes: QuoteViewOptions;
};

export const customerApiBase = (token: string) => `/api/customer/requests/${token}`;

export function customerView(request: SubmissionDetail, options: CustomerViewOptions): CustomerRequest {
  const { texts, lng, upload } = options;
  const base = customerApiBase(options.token);
  const fileView = (file: StoredFile) => ({
    id: file.id,
    name: file.originalName,
    size: file.size,
    type: file.contentType,
    url: `${base}/files/${file.id}`,
  });
  const fileFields = new Set(request.files.map((file) => file.field));
  // The print file and its preview are the shop's work, not what the customer sent.
  const made: string[] = [sheetFields.print, sheetFields.preview];
  const preview = request.files.find((file) => file.field === sheetFields.preview);
  return {
    reference: request.reference,
    form: request.formId,
    formLabel: texts.formLabel(lng, request.formId),
    status: request.status,
    receivedAt: request.createdAt,
    updatedAt: request.updatedAt,
    lang: request.lang,
    history: request.history.map(({ status, at }) => ({ status, at })),
    fields: texts
      .fields(lng, request.formId, request.data, request.formVersion)
      .filter((field) => !fileFields.has(field.name) && field.text.trim() !== '')
      .map(({ name, label, text }) => ({ name, label, text })),
    files: request.files.filter((file) => !made.includes(file.field)).map(fileView),
    sheetPreview: preview ? fileView(preview) : null,
    messages: request.messages.map((message) => ({
      id: message.id,
      from: message.author,
      text: message.text,
      at: message.at,
      files: message.files.map(fileView),
    })),
    proofs: request.proofs.map((proof, index) => proofView(proof, index === 0, base)),
    customer: { name: visitorNameOf(request.data), email: visitorEmailOf(request.data) },
    quotes: request.quotes.map((quote, index) =>
      customerQuoteView(
        quote,
        index === 0,
        paths.customerQuote(options.token, quote.version),
        options.quotes,
      ),
    ),
    upload: {
      accept: upload.rule.accept.map((extension) => `.${extension}`),
      maxFileBytes: upload.rule.maxBytes,
      maxFiles: upload.maxFiles,
      ...(upload.tus ? { uploadAs: upload.tus } : {}),
    },
    estimate:
      request.estimate &&
      texts.estimate(lng, request.formId, request.estimate, request.data, request.formVersion),
    ...gangSheetView(request, fileView),
  };
}

/** A stored layout (the intake checked it) with each design's file, for "Order this sheet again". */
function gangSheetView(
  request: SubmissionDetail,
  fileView: (file: StoredFile) => CustomerFile,
): { gangSheet?: CustomerGangSheet } {
  const layout = request.data.layout as SheetLayout | undefined;
  if (
    !layout ||
    typeof layout !== 'object' ||
    !Array.isArray(layout.designs) ||
    !Array.isArray(layout.copies)
  )
    return {};
  const designFiles = layout.designs.map((_, index) => {
    const file = request.files.find((candidate) => candidate.field === `designFile_${index}`);
    return file ? fileView(file) : null;
  });
  return { gangSheet: { layout, designFiles } };
}

export function proofView(proof: Proof, current: boolean, base: string): CustomerProof {
  const url = `${base}/proofs/${proof.version}/file`;
  return {
    version: proof.version,
    note: proof.note,
    sentAt: proof.sentAt,
    state: proof.state,
    superseded: proof.superseded,
    current,
    file: {
      name: proof.file.originalName,
      size: proof.file.size,
      type: proof.file.contentType,
      sha256: proof.file.sha256,
      url,
      downloadUrl: `${url}?download=1`,
    },
    decision: proof.decision && {
      kind: proof.decision.kind,
      name: proof.decision.name,
      comment: proof.decision.comment,
      at: proof.decision.at,
    },
  };
}
