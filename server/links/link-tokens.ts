/**
 * The private links to a customer's page (docs/owner-guide.md "The customer's page: messages and proofs"). A link holds 32
 * random bytes; the store keeps only their SHA-256, so a copy of the database opens no page.
 * E-mails are queued with a placeholder where the token goes, and the sender makes a fresh
 * token for each e-mail as it leaves (mintLinks): no token is ever written down anywhere but
 * in the e-mail itself, and each link works for 30 days after the e-mail that carried it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { localizePath } from '../../core/routes/localized-paths.ts';
import {
  customerMailKinds,
  type ClaimedMail,
  type CustomerAccess,
  type Language,
  type Mail,
} from '../store/types.ts';

export const linkLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** Where the token goes in a queued e-mail; only the customer's own e-mails are filled in. */
export const linkPlaceholder = 'LINK-TOKEN-PENDING';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const isLinkToken = (value: unknown): value is string =>
  typeof value === 'string' && tokenPattern.test(value);

export const linkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The customer's page: /my-request/<token> or /es/my-request/<token>. */
export function customerPageUrl(siteUrl: string, lng: Language, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${localizePath(`/my-request/${token}`, lng)}`;
}

/**
 * The sender's last step for a customer's e-mail: a fresh token in place of the placeholder,
 * its hash noted with the request. Null when the request is gone (the e-mail is then dropped).
 */
export function linkMinter(customer: CustomerAccess, now: () => number = Date.now) {
  return async (mail: ClaimedMail): Promise<Mail | null> => {
    const { message } = mail;
    const carriesLink =
      customerMailKinds.includes(mail.kind) &&
      (message.text.includes(linkPlaceholder) || (message.html ?? '').includes(linkPlaceholder));
    if (!carriesLink) return message;
    const token = newLinkToken();
    const at = now();
    if (!(await customer.addLink(mail.reference, linkTokenHash(token), at, at + linkLifetimeMs))) return null;
    return {
      ...message,
      text: message.text.replaceAll(linkPlaceholder, token),
      ...(message.html !== undefined && { html: message.html.replaceAll(linkPlaceholder, token) }),
    };
  };
}

/** A request as the log writes it, with any link token in its path left out. */
export function requestForLog(request: { method: string; url: string; ip?: string }) {
  return {
    method: request.method,
    url: request.url.replace(/\/(my-request|requests)\/[^/?#]+/g, '/$1/…'),
    remoteAddress: request.ip,
  };
}
