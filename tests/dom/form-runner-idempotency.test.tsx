import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, fixture, renderRunner, type FetchMock } from './fixtures/form-runner-harness.tsx';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const nameBox = () => screen.getByRole('textbox', { name: 'Your name' });

function fillRequired() {
  fireEvent.change(nameBox(), { target: { value: 'Ana Ruiz' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
    target: { value: 'ana@example.com' },
  });
  fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: '1' } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
const withEndpoint = (endpoint: string) => ({ ...fixture, submit: { ...fixture.submit, endpoint } });

describe('FormRunner Idempotency-Key', () => {
  let fetchMock: FetchMock;
  /** The key the nth request (from 1) was sent with, if any. */
  const keyOf = (n: number) =>
    (fetchMock.mock.calls[n - 1][1]?.headers as Record<string, string>)['Idempotency-Key'];
  /** Submits and waits until the nth request has gone and its outcome shows. */
  async function submitAs(n: number, outcome: 'status' | 'alert') {
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(n));
    await screen.findByRole(outcome);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send request' })).toBeTruthy());
  }

  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn();
  });

  it('sends a random UUID as the Idempotency-Key header of a submission', async () => {
    fetchMock.mockReturnValue(answer(201, { reference: 'Q-7K3F9Q' }));
    await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    await submitAs(1, 'status');
    expect(keyOf(1)).toMatch(uuid);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', () => answer(500)],
    ['the server answers 503', () => answer(503, { error: 'unavailable' })],
    ['the server answers 429', () => answer(429, { error: 'rate-limited' })],
  ])('sends the same key when the visitor submits again after %s', async (_name, failure) => {
    fetchMock.mockImplementationOnce(failure).mockReturnValueOnce(answer(201, { reference: 'Q-7K3F9Q' }));
    await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    await submitAs(1, 'alert');
    await submitAs(2, 'status');
    expect(keyOf(2)).toMatch(uuid);
    expect(keyOf(2)).toBe(keyOf(1));
  });

  it('makes a new key once the visitor changes a field after a failure', async () => {
    fetchMock.mockReturnValue(answer(503));
    await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    await submitAs(1, 'alert');
    fireEvent.change(nameBox(), { target: { value: 'Ana María Ruiz' } });
    await submitAs(2, 'alert');
    expect(keyOf(2)).toMatch(uuid);
    expect(keyOf(2)).not.toBe(keyOf(1));
    // Nothing changed since the second try: a third one is its retry.
    await submitAs(3, 'alert');
    expect(keyOf(3)).toBe(keyOf(2));
  });

  it('makes a new key once the visitor swaps a file for another of the same name after a failure', async () => {
    fetchMock.mockReturnValue(answer(503));
    // The file is uploaded first (by tus, to the harness's server in memory); the request that
    // carries its path has the key.
    await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    const pick = (content: string) =>
      fireEvent.change(screen.getByLabelText(/^Files/), {
        target: { files: [new File([content], 'art.pdf', { type: 'application/pdf' })] },
      });
    pick('%PDF-1.7 first');
    await submitAs(1, 'alert');
    expect(keyOf(1)).toMatch(uuid);
    await submitAs(2, 'alert');
    expect(keyOf(2)).toBe(keyOf(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove art.pdf' }));
    pick('%PDF-1.7 second');
    await submitAs(3, 'alert');
    expect(keyOf(3)).not.toBe(keyOf(1));
  });

  it('makes a new key for the next submission after a success, even with the same answers', async () => {
    fetchMock.mockReturnValue(answer(201, { reference: 'Q-7K3F9Q' }));
    await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    await submitAs(1, 'status');
    await waitFor(() => expect((nameBox() as HTMLInputElement).value).toBe(''));
    fillRequired();
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(keyOf(2)).toMatch(uuid);
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it('sends no Idempotency-Key to a form service on another origin, and one to this origin', async () => {
    fetchMock.mockReturnValue(answer(201));
    const hosted = await renderRunner({
      definition: withEndpoint('https://forms.example/f/abc'),
      fetchImpl: fetchMock,
    });
    fillRequired();
    await submitAs(1, 'status');
    expect(fetchMock.mock.calls[0][0]).toBe('https://forms.example/f/abc');
    expect(fetchMock.mock.calls[0][1]?.headers).not.toHaveProperty('Idempotency-Key');
    hosted.unmount();

    await renderRunner({
      definition: withEndpoint(`${location.origin}/api/forms/fixture`),
      fetchImpl: fetchMock,
    });
    fillRequired();
    await submitAs(2, 'status');
    expect(keyOf(2)).toMatch(uuid);
  });

  it('makes the key from crypto.getRandomValues where crypto.randomUUID is missing', async () => {
    // As in a browser from before 2022, or on a page served over plain http.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    const getRandomValues = jest.spyOn(crypto, 'getRandomValues');
    try {
      fetchMock.mockReturnValue(answer(503));
      await renderRunner({ fetchImpl: fetchMock });
      fillRequired();
      await submitAs(1, 'alert');
      expect(getRandomValues).toHaveBeenCalled();
      expect(keyOf(1)).toMatch(uuid);
      await submitAs(2, 'alert');
      expect(keyOf(2)).toBe(keyOf(1));
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      getRandomValues.mockRestore();
    }
  });
});
