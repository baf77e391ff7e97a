/** The counts of an archive in words, for the summaries `npm run backup` and `restore` print. */
const kinds: [key: string, one: string, many: string][] = [
  ['submissions', 'request', 'requests'],
  ['stored_files', 'file', 'files'],
  ['status_history', 'status change', 'status changes'],
  ['notes', 'note', 'notes'],
  ['outbox', 'e-mail', 'e-mails'],
  ['messages', 'message to or from a customer', 'messages to or from customers'],
  ['proofs', 'proof', 'proofs'],
  ['quotes', 'priced quote', 'priced quotes'],
  [
    'site_content_versions',
    "published version of the site's texts",
    "published versions of the site's texts",
  ],
  ['site_content_drafts', 'text draft', 'text drafts'],
  ['form_versions', 'form version', 'form versions'],
  ['price_table_versions', 'price table version', 'price table versions'],
];

export function describeCounts(counts: Record<string, number>): string {
  const parts = kinds.map(([key, one, many]) => {
    const n = counts[key] ?? 0;
    return `${n} ${n === 1 ? one : many}`;
  });
  parts.push(counts.owner_password ? 'the owner password' : 'no owner password');
  return parts.join(', ');
}
