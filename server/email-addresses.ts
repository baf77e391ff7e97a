/**
 * E-mail addresses as the settings (NOTIFY_TO, NOTIFY_FROM) and the e-mail headers take them:
 * checked once at start (config.ts) and again as each e-mail leaves (mail-sender.ts).
 */
const emailAddress = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** A bare address (no display name): what NOTIFY_TO and NOTIFY_FROM take. */
export function isEmailAddress(text: string): boolean {
  return emailAddress.test(text);
}

/**
 * NOTIFY_FROM: a bare address, or a name and an address (`Michiana Print <shop@example.com>`,
 * the name optionally in double quotes). The name is one line of at most 60 characters without
 * quotes or angle brackets; null when the text is neither form.
 */
export function parseSender(text: string): { address: string; name?: string } | null {
  if (isEmailAddress(text)) return { address: text };
  const named = /^\s*(?:"([^"<>\\]*)"|([^"<>\\]*?))\s*<([^<>]+)>\s*$/.exec(text);
  if (!named) return null;
  const name = (named[1] ?? named[2] ?? '').trim();
  const address = named[3].trim();
  // eslint-disable-next-line no-control-regex
  if (!isEmailAddress(address) || name.length > 60 || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name ? { address, name } : { address };
}

/** An address an e-mail header may carry: one bare address, no spaces or line breaks, at most 254 characters. */
export function isHeaderAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && emailAddress.test(value);
}
