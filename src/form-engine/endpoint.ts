/**
 * Where a form posts. `FORMS_BASE_URL` is read at build time (Parcel inlines `process.env.X`), so
 * a deployment can send every form to a hosted form service without a code change; by default
 * the forms post to our own intake server.
 */
export const defaultFormsBaseUrl = '/api/forms/';

export function formsBaseUrl(): string {
  const base = process.env.FORMS_BASE_URL || defaultFormsBaseUrl;
  return base.endsWith('/') ? base : `${base}/`;
}

/** A name resolves against the base URL; an absolute URL is used as it is; null means "send nothing". */
export function resolveEndpoint(endpoint: string | null, base: string = formsBaseUrl()): string | null {
  if (endpoint === null) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(endpoint) || endpoint.startsWith('/')) return endpoint;
  return `${base}${encodeURIComponent(endpoint)}`;
}

/**
 * Whether a resolved endpoint is on the page's own origin (our intake server). Only such a
 * request may carry headers of our own: on a hosted form service's origin any such header
 * makes the browser ask first (a CORS preflight), which the service may refuse.
 */
export function isPageOrigin(url: string): boolean {
  const page = globalThis.location;
  return page !== undefined && new URL(url, page.href).origin === page.origin;
}
