/** POST /api/status (docs/architecture.md "Order status"): the visitor's own request, or why not. */
import type { FoundStatus } from '../../../core/api/status.ts';

export type LookupResult =
  { kind: 'found'; found: FoundStatus } | { kind: 'not-found' | 'too-many' | 'failed' };

export async function lookUpStatus(reference: string, email: string): Promise<LookupResult> {
  try {
    const response = await fetch('/api/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, email }),
    });
    if (response.ok) return { kind: 'found', found: (await response.json()) as FoundStatus };
    if (response.status === 404) return { kind: 'not-found' };
    if (response.status === 429) return { kind: 'too-many' };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
