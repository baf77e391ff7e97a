export { QuoteDocument, type QuoteDocumentProps } from './quote-document.tsx';
export { QuoteTable } from './quote-table.tsx';
export { decisionText, expiredText, QuoteStatus, QuoteTerms, quoteTermKeys } from './quote-status.tsx';
export { formatMoney, formatQuantity, formatRate } from './quote-format.ts';
