/**
 * One request to the owner's API (docs/architecture.md "The owner's API", "The site's texts"), as
 * both the inbox and the editing mode send it: JSON (or FormData), the session cookie, and on every change
 * the `X-Requested-With: owner` header the server asks for. A refusal comes back as the
 * server's own `{error, message}`.
 */
export type OwnerMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OwnerAnswer = {
  response: Response;
  /**
   * The refusal's body, when the response is not ok (`fields`: which fields it refused;
   * `problems`: what a form draft was refused for, each at its path).
   */
  problem: { error?: unknown; message?: unknown; fields?: unknown; problems?: unknown };
};

/**
 * The response; throws the fetch's own error when the server could not be reached. A FormData
 * body (a message or a proof with its files) goes as it is: the browser writes its multipart
 * Content-Type with the boundary, which a Content-Type set here would lose.
 */
export async function ownerFetch(method: OwnerMethod, url: string, body?: unknown): Promise<OwnerAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-Requested-With'] = 'owner';
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
  });
  const problem = response.ok ? {} : ((await response.json().catch(() => ({}))) as OwnerAnswer['problem']);
  return { response, problem };
}

/** The server's message for a refusal, else the status text. */
export function problemMessage(answer: OwnerAnswer): string {
  return typeof answer.problem.message === 'string' ? answer.problem.message : answer.response.statusText;
}
