import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, fixture, renderRunner, type FetchMock } from './fixtures/form-runner-harness.tsx';

const nameBox = () => screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement;
const emailBox = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
const topic = () => screen.getByRole('combobox', { name: 'Topic' }) as HTMLSelectElement;

function fillRequired() {
  fireEvent.change(nameBox(), { target: { value: 'Ana Ruiz' } });
  fireEvent.change(emailBox(), { target: { value: 'ana@example.com' } });
  fireEvent.change(topic(), { target: { value: '1' } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Send request|Submitting/ }));
const alertFixture = { ...fixture, submit: { ...fixture.submit, feedback: 'alert' as const } };

describe('FormRunner submission', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    localStorage.clear();
    fetchMock = jest.fn();
  });

  it('disables the button while sending, then shows the success banner with the reference and resets', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (reply = resolve)));
    await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rush order' }));
    submit();
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/forms/fixture');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body.get('name')).toBe('Ana Ruiz');
    expect(body.get('topic')).toBe('web');
    expect(body.get('contact_by')).toBe('email');
    expect(body.get('rushOrder')).toBe('true');
    expect(body.get('copies')).toBe('1');
    expect(body.has('website')).toBe(false);
    expect(body.has('website_url')).toBe(false);
    // Milliseconds the form was open: the intake files a too-fast request as spam.
    expect(body.get('_elapsed_ms')).toMatch(/^\d+$/);
    // The page's language: the visitor's e-mails are written in it.
    expect(body.get('_lang')).toBe('en');

    await act(async () => reply(await answer(201, { reference: 'Q-7K3F9Q' })));
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('Request sent!');
    expect(banner.textContent).toContain('We will reply within 24 hours.');
    expect(banner.textContent).toContain('Your reference: Q-7K3F9Q');
    expect(nameBox().value).toBe('');
    expect(topic().value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Rush order' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('button', { name: 'Send request' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the failure banner and keeps the data when the server answers 500', async () => {
    fetchMock.mockReturnValue(answer(500, { error: 'boom' }));
    await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    submit();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe('Sending failedPlease try again.');
    expect(nameBox().value).toBe('Ana Ruiz');
    expect(emailBox().value).toBe('ana@example.com');
    expect(topic().value).toBe('1');
  });

  it('shows the failure banner and keeps the data when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Sending failed');
    expect(nameBox().value).toBe('Ana Ruiz');
    expect(screen.getByRole('button', { name: 'Send request' })).toBeTruthy();
  });

  it('keeps the last banner while a new submit is under way, unless told to reset it (printing)', async () => {
    fetchMock.mockReturnValueOnce(answer(500)).mockReturnValueOnce(new Promise<Response>(() => {}));
    const first = await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    submit();
    await screen.findByRole('alert');
    submit();
    await screen.findByRole('button', { name: 'Submitting...' });
    expect(screen.getByRole('alert')).toBeTruthy();
    first.unmount();

    fetchMock.mockReset();
    fetchMock.mockReturnValueOnce(answer(500)).mockReturnValueOnce(new Promise<Response>(() => {}));
    await renderRunner({ fetchImpl: fetchMock, resetResultOnSubmit: true });
    submit();
    await screen.findByRole('alert');
    submit();
    await screen.findByRole('button', { name: 'Submitting...' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restores a draft after a remount, and forgets it once the form is sent', async () => {
    const first = await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    await waitFor(() => expect(localStorage.getItem('draft:fixture')).toContain('Ana Ruiz'), {
      timeout: 2000,
    });
    first.unmount();

    fetchMock.mockReturnValue(answer(201, {}));
    await renderRunner({ fetchImpl: fetchMock });
    expect(nameBox().value).toBe('Ana Ruiz');
    expect(topic().value).toBe('1');
    submit();
    await screen.findByRole('status');
    expect(localStorage.getItem('draft:fixture')).toBeNull();
  });

  it('saves the last keystrokes when the page is left at once (a reload, the language toggle)', async () => {
    await renderRunner({ fetchImpl: fetchMock });
    fireEvent.change(nameBox(), { target: { value: 'Ana Ruiz' } });
    // Before the draft's delay has passed: only leaving the page writes it now.
    expect(localStorage.getItem('draft:fixture')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('draft:fixture')!)).toMatchObject({ name: 'Ana Ruiz' });
  });

  it('alerts the translated texts (and the reference) for alert forms', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    fetchMock.mockReturnValueOnce(answer(201, { reference: 'Q-ABCDEF' })).mockReturnValueOnce(answer(503));
    await renderRunner({ definition: alertFixture, fetchImpl: fetchMock });
    fillRequired();
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenLastCalledWith('We will reply within 24 hours.\n\nYour reference: Q-ABCDEF');
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(nameBox().value).toBe(''));
    fillRequired();
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    expect(alert).toHaveBeenLastCalledWith('Please try again.');
    expect(nameBox().value).toBe('Ana Ruiz');
    alert.mockRestore();
  });

  it('sends the honeypot only when something filled it in', async () => {
    fetchMock.mockReturnValue(answer(400));
    const { container } = await renderRunner({ fetchImpl: fetchMock });
    fillRequired();
    fireEvent.change(container.querySelector('input[name="website_url"]')!, { target: { value: 'spam' } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect((fetchMock.mock.calls[0][1]?.body as FormData).get('website_url')).toBe('spam');
  });

  it('hands the data to onSubmit instead of sending it, then resets (local forms)', async () => {
    const onSubmit = jest.fn();
    await renderRunner({ fetchImpl: fetchMock, onSubmit });
    fillRequired();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: 'Ana Ruiz', topic: 'web' });
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(nameBox().value).toBe(''));
  });

  it('stops when beforeSubmit says no, and sends extras and fixed values', async () => {
    fetchMock.mockReturnValue(answer(201));
    let allow = false;
    const onSubmitted = jest.fn();
    await renderRunner({
      fetchImpl: fetchMock,
      beforeSubmit: () => allow,
      fixedValues: { website: 'https://shop.example' },
      extras: () => ({ fields: { package: 'professional' } }),
      onSubmitted,
    });
    fillRequired();
    submit();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    allow = true;
    submit();
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const body = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(body.get('website')).toBe('https://shop.example');
    expect(body.get('package')).toBe('professional');
  });
});
