/**
 * POST /api/customer/link: asks for a fresh link to the customer's page, e-mailed to the address
 * on the request. The server answers 202 whether or not the reference and e-mail matched, so
 * 'sent' says only that the asking went through; the page tells the visitor just as little.
 */
import type { Language } from '../../lib/languages.ts';

export type LinkRequestResult = 'sent' | 'invalid' | 'too-many' | 'failed';

export async function requestCustomerLink(
  reference: string,
  email: string,
  lang: Language,
): Promise<LinkRequestResult> {
  try {
    const response = await fetch('/api/customer/link', {
      method: 'POST',
      // The server checks the Origin of every POST: a plain same-origin fetch carries it.
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, email, lang }),
    });
    if (response.ok) return 'sent';
    if (response.status === 400) return 'invalid';
    if (response.status === 429) return 'too-many';
    return 'failed';
  } catch {
    return 'failed';
  }
}
