/**
 * Our server writes a fresh nonce into <meta name="csp-nonce"> of every HTML response;
 * Emotion stamps it on each <style> it adds, so the CSP needs no 'unsafe-inline'.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && !content.startsWith('__') ? content : undefined;
}
