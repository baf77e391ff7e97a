/**
 * The proofs on the customer's page: the current one with Approve (name and check required)
 * and Request changes (comment required), what each POSTs, a 409 explained and reloaded, and
 * older versions shown as superseded with nothing to approve, in English and Spanish.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answer,
  customerRequest,
  type FetchMock,
  installFetch,
  posts,
  proof,
  renderCustomerPage,
  token,
} from './fixtures/customer-request-harness.tsx';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = installFetch();
});

const twoVersions = () =>
  customerRequest({
    proofs: [
      proof(2, { file: { ...proof(2).file, name: 'wrap-v2.pdf', type: 'application/pdf' } }),
      proof(1, { current: false, superseded: true, state: 'changes-requested', decision: null }),
    ],
  });

const decisionUrl = `/api/customer/requests/${token}/proofs/2/decision`;

describe('the current proof', () => {
  it('asks for the full name and the check before it approves, then POSTs both and shows the record', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    await screen.findByRole('heading', { level: 1, name: 'Your request Q-7K3F9Q' });
    expect(screen.getByRole('heading', { level: 3, name: 'Proof v2' })).toBeTruthy();
    expect(screen.getByText('Waiting for your decision')).toBeTruthy();
    expect(screen.getByText('Note for v2')).toBeTruthy();
    const pdf = screen.getByRole('link', { name: /^Open the proof \(PDF\)/ });
    expect([pdf.getAttribute('href'), pdf.getAttribute('target')]).toEqual([
      `/api/customer/requests/${token}/proofs/2/file`,
      '_blank',
    ]);
    expect(screen.getByRole('link', { name: /^Download proof v2 \(wrap-v2\.pdf/ }).getAttribute('href')).toBe(
      `/api/customer/requests/${token}/proofs/2/file?download=1`,
    );

    const approve = screen.getByRole('button', { name: 'Approve proof v2' });
    fireEvent.click(approve);
    expect(screen.getByText('Please type your full name.')).toBeTruthy();
    expect(screen.getByText('Please tick the box to confirm that you checked the proof.')).toBeTruthy();
    const name = screen.getByLabelText('Your full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: '  Ana Díaz ' } });
    fireEvent.click(approve);
    expect(screen.queryByText('Please type your full name.')).toBeNull();
    expect(posts(fetchMock)).toEqual([]);

    const decided = proof(2, {
      state: 'approved',
      decision: { kind: 'approve', name: 'Ana Díaz', comment: null, at: '2026-03-03T16:30:00.000Z' },
    });
    fetchMock.mockReturnValueOnce(answer(200, { proof: decided }));
    fireEvent.click(screen.getByLabelText('I have checked the spelling, colours and sizes'));
    fireEvent.click(approve);
    await screen.findByText(/^Approved by Ana Díaz on Mar 3, 2026/);
    const [[url, init]] = posts(fetchMock);
    expect(url).toBe(decisionUrl);
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(String(init.body))).toEqual({ decision: 'approve', name: 'Ana Díaz', checked: true });
    const thanks = screen.getByText('Thank you: your decision on proof v2 is recorded.');
    expect(thanks.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve proof v2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request changes' })).toBeNull();
  });

  it('needs a comment to request changes, then POSTs it', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    const send = await screen.findByRole('button', { name: 'Request changes' });
    fireEvent.click(send);
    expect(screen.getByText('Please tell us what to change.')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.change(screen.getByLabelText('What should we change?'), {
      target: { value: 'Make the logo bigger' },
    });
    const decided = proof(2, {
      state: 'changes-requested',
      decision: {
        kind: 'changes',
        name: null,
        comment: 'Make the logo bigger',
        at: '2026-03-03T16:30:00.000Z',
      },
    });
    fetchMock.mockReturnValueOnce(answer(200, { proof: decided }));
    fireEvent.click(send);
    await screen.findByText(/^Changes requested on Mar 3, 2026.*: Make the logo bigger$/);
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({
      decision: 'changes',
      comment: 'Make the logo bigger',
    });
  });

  it('explains a 409 and reloads the view, which shows what now stands', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    fireEvent.change(await screen.findByLabelText('Your full name'), { target: { value: 'Ana Díaz' } });
    fireEvent.click(screen.getByLabelText('I have checked the spelling, colours and sizes'));
    const elsewhere = twoVersions();
    elsewhere.proofs[0] = proof(2, {
      state: 'approved',
      decision: { kind: 'approve', name: 'Ana Díaz', comment: null, at: '2026-03-03T09:00:00.000Z' },
    });
    fetchMock
      .mockReturnValueOnce(answer(409, { error: 'already-decided', message: 'Already decided' }))
      .mockReturnValueOnce(answer(200, elsewhere));
    fireEvent.click(screen.getByRole('button', { name: 'Approve proof v2' }));
    await screen.findByText(/^Approved by Ana Díaz on Mar 3, 2026/);
    const why = screen.getByText(
      'This proof already has a decision, perhaps made on another device. The page now shows it.',
    );
    expect(why.closest('[role="alert"]')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(String(fetchMock.mock.calls[2][0])).toBe(`/api/customer/requests/${token}?lang=en`);
    expect(screen.queryByRole('button', { name: 'Approve proof v2' })).toBeNull();
  });

  it('says when a newer version was sent meanwhile', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    fireEvent.change(await screen.findByLabelText('What should we change?'), { target: { value: 'Bigger' } });
    const newer = twoVersions();
    newer.proofs = [proof(3), { ...newer.proofs[0], current: false, superseded: true }, newer.proofs[1]];
    fetchMock
      .mockReturnValueOnce(answer(409, { error: 'superseded', message: 'Superseded' }))
      .mockReturnValueOnce(answer(200, newer));
    fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await screen.findByText('A newer version of this proof has been sent. The page now shows it.');
    await screen.findByRole('heading', { level: 3, name: 'Proof v3' });
    expect(screen.getByRole('button', { name: 'Approve proof v3' })).toBeTruthy();
  });
});

describe('older versions', () => {
  it('are listed as superseded, with a download and nothing to approve', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage();
    const earlier = await screen.findByRole('heading', { level: 3, name: 'Earlier versions' });
    const list = within(earlier.parentElement!);
    expect(list.getByText('Proof v1')).toBeTruthy();
    expect(list.getByText('Superseded')).toBeTruthy();
    expect(list.getByRole('link', { name: /^Download proof v1/ })).toBeTruthy();
    expect(list.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Approve proof/ }).map((b) => b.textContent)).toEqual([
      'Approve proof v2',
    ]);
  });

  it('shows an image proof as a preview with its alt text', async () => {
    fetchMock.mockReturnValueOnce(answer(200, customerRequest({ proofs: [proof(1)] })));
    await renderCustomerPage();
    const image = await screen.findByRole('img', { name: 'Proof v1 as sent by the shop' });
    expect(image.getAttribute('src')).toBe(`/api/customer/requests/${token}/proofs/1/file`);
    expect(screen.queryByText('Earlier versions')).toBeNull();
  });
});

describe('in Spanish', () => {
  it('approves with the same checks, in Spanish, and asks for the texts in Spanish', async () => {
    fetchMock.mockReturnValueOnce(answer(200, twoVersions()));
    await renderCustomerPage('es', `/my-request/${token}`);
    await screen.findByRole('heading', { level: 1, name: 'Su solicitud Q-7K3F9Q' });
    expect(String(fetchMock.mock.calls[0][0])).toBe(`/api/customer/requests/${token}?lang=es`);
    expect(screen.getByText('Reemplazada')).toBeTruthy();
    const approve = screen.getByRole('button', { name: 'Aprobar la prueba v2' });
    fireEvent.click(approve);
    expect(screen.getByText('Escriba su nombre completo, por favor.')).toBeTruthy();
    expect(screen.getByText('Marque la casilla para confirmar que revisó la prueba.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cambios' }));
    expect(screen.getByText('Díganos qué debemos cambiar, por favor.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Su nombre completo'), { target: { value: 'Ana Díaz' } });
    fireEvent.click(screen.getByLabelText('He revisado la ortografía, los colores y las medidas'));
    const decided = proof(2, {
      state: 'approved',
      decision: { kind: 'approve', name: 'Ana Díaz', comment: null, at: '2026-03-03T16:30:00.000Z' },
    });
    fetchMock.mockReturnValueOnce(answer(200, { proof: decided }));
    fireEvent.click(approve);
    await screen.findByText(/^Aprobada por Ana Díaz el 3 mar 2026/);
    expect(JSON.parse(String(posts(fetchMock)[0][1].body))).toEqual({
      decision: 'approve',
      name: 'Ana Díaz',
      checked: true,
    });
  });
});

it('says briefly that there is no proof yet', async () => {
  fetchMock.mockReturnValueOnce(answer(200, customerRequest()));
  await renderCustomerPage();
  await screen.findByText('No proof yet. We will e-mail you as soon as there is one to check.');
  expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  await waitFor(() => expect(document.title).toContain('Your request'));
});
