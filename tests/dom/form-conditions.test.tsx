/**
 * Conditions in the real vehicle-wrap form (forms/vehicle-wrap.form.json), drawn by the real
 * runner with its generated validator: a field a condition defines appears only while the
 * condition holds (never while the controlling field is empty), is required only then, is
 * announced when it appears, and loses its answer (in the form, the draft and what is sent)
 * when it disappears. The table of cases the server runs too (tests/support/condition-cases.ts)
 * gives the same verdicts here.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { draftFields } from '../../src/form-engine/drafts.ts';
import { encodeSubmission, fieldText } from '../../src/form-engine/encoder.ts';
import { cases } from '../support/condition-cases.ts';
import {
  acceptingFetch,
  renderRealForm,
  sentFields,
  storedDraft,
  vehicleWrap,
} from './fixtures/real-form-harness.tsx';

// The whole real form in jsdom, beside the other test lanes on a shared machine.
jest.setTimeout(30_000);

const radio = (name: string) => screen.getByRole('radio', { name });
const choose = (name: string) => fireEvent.click(radio(name));
const group = (name: string) => screen.queryByRole('radiogroup', { name: new RegExp(`^${name}`) });
const liveRegion = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-live="polite"]')].find(
    (region) => !region.closest('[data-estimate]'),
  );
const flushDraft = () => act(() => void window.dispatchEvent(new Event('pagehide')));

/** Clicks the step's button (Next, then the submit button on the last step) and lets it settle. */
async function press(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Next through every step, then the submit; stops at the first step that refuses. */
async function sendAll(): Promise<void> {
  for (let step = 0; step < 3; step++) {
    const next = screen.queryByRole('button', { name: 'Next' });
    await press(next ? 'Next' : 'Request My Quote');
    if (document.querySelector('[id$="__error"]')) return;
  }
}

describe('a field a condition defines', () => {
  beforeEach(() => localStorage.clear());

  it('is not there while the controlling field is empty, appears while it holds, and is announced', async () => {
    const { container } = await renderRealForm();
    expect(group('Vehicle type')).not.toBeNull();
    expect(group('Bed length')).toBeNull();
    expect(liveRegion(container)?.textContent).toBe('');

    choose('Pickup truck');
    const bed = group('Bed length');
    expect(bed).not.toBeNull();
    // Required while shown: its legend carries the required mark.
    expect(bed!.textContent).toContain('*');
    expect(liveRegion(container)?.textContent).toBe('A new question appeared: Bed length');

    choose('Car');
    expect(group('Bed length')).toBeNull();
    expect(liveRegion(container)?.textContent).toBe('');

    choose('A fleet of vehicles');
    expect(screen.getByRole('spinbutton', { name: /Number of vehicles/ })).toBeTruthy();
    expect(liveRegion(container)?.textContent).toBe(
      'New questions appeared: Number of vehicles and Vehicles in the fleet',
    );
  });

  it('announces in Spanish on the Spanish page', async () => {
    const { container } = await renderRealForm({ lng: 'es' });
    fireEvent.click(screen.getByRole('radio', { name: 'Camioneta pickup' }));
    expect(liveRegion(container)?.textContent).toBe('Apareció una pregunta nueva: Largo de la caja');
  });

  it('is required only while shown: Next refuses a pickup without its bed length, not a car', async () => {
    await renderRealForm({ formData: { vehicleType: 'pickup' }, drafts: false });
    await press('Next');
    expect(document.getElementById('vehicle-wrap_bedLength__error')?.textContent).toBe(
      'This field is required.',
    );
    expect(screen.getByRole('heading', { name: /^Step 1 of 3/ })).toBeTruthy();
    choose('Car');
    await press('Next');
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: Coverage and design' })).toBeTruthy();
  });

  it('loses its answer when its condition stops holding: in the form, the draft and what is sent', async () => {
    const fetchMock = acceptingFetch();
    await renderRealForm({ fetchImpl: fetchMock });
    choose('Pickup truck');
    choose('Long bed (about 8 ft)');
    flushDraft();
    expect(storedDraft()).toMatchObject({ vehicleType: 'pickup', bedLength: 'long' });

    choose('Car');
    flushDraft();
    expect(storedDraft()).not.toHaveProperty('bedLength');
    // Back to a pickup: the bed length is asked again, unanswered.
    choose('Pickup truck');
    expect((radio('Long bed (about 8 ft)') as HTMLInputElement).checked).toBe(false);
    choose('Car');

    await press('Next');
    choose('Full wrap');
    choose('I have print-ready artwork');
    await press('Next');
    fireEvent.change(screen.getByRole('textbox', { name: /Full Name/ }), { target: { value: 'Ana Díaz' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email Address/ }), {
      target: { value: 'ana@example.com' },
    });
    await press('Request My Quote');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const sent = sentFields(fetchMock);
    expect(sent).not.toHaveProperty('bedLength');
    expect(sent).toMatchObject({ vehicleType: 'car', coverage: 'full', designHelp: 'have-artwork' });
  });

  it('never leaves focus on a field that is gone', async () => {
    await renderRealForm({ formData: { vehicleType: 'car', coverage: 'partial' }, drafts: false });
    await press('Next');
    const hood = screen.getByRole('checkbox', { name: 'Hood' });
    act(() => hood.focus());
    expect(document.activeElement).toBe(hood);
    // A click that does not move focus (a script, an assistive tool) hides the areas.
    choose('Full wrap');
    expect(screen.queryByRole('checkbox', { name: 'Hood' })).toBeNull();
    // Focus goes to the choice that took the areas away.
    await waitFor(() => expect(document.activeElement).toBe(radio('Full wrap')));
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('takes files in a field only a condition defines, and sends them only while it is shown', async () => {
    const fetchMock = acceptingFetch();
    const { tus } = await renderRealForm({
      formData: { vehicleType: 'car', coverage: 'full', name: 'Ana Díaz', email: 'ana@example.com' },
      fetchImpl: fetchMock,
      drafts: false,
    });
    await press('Next');
    expect(screen.queryByLabelText(/^Artwork files/)).toBeNull();
    choose('I have print-ready artwork');
    const picker = screen.getByLabelText(/^Artwork files/) as HTMLInputElement;
    fireEvent.change(picker, {
      target: { files: [new File(['logo'], 'logo.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText('logo.pdf')).toBeTruthy();

    // Switched to design help and back: the file is gone with the field.
    choose('I need you to design it');
    expect(screen.queryByLabelText(/^Artwork files/)).toBeNull();
    choose('I have print-ready artwork');
    expect(screen.queryByText('logo.pdf')).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Artwork files/), {
      target: { files: [new File(['art'], 'wrap.ai', { type: 'application/postscript' })] },
    });
    await press('Next');
    await press('Request My Quote');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Sent as the path of its upload (the hidden field's file was uploaded, then dropped).
    const path = sentFields(fetchMock).artworkFiles;
    expect(tus.uploads.get(path.replace('/api/uploads/', ''))!.metadata).toMatchObject({
      form: 'vehicle-wrap',
      field: 'artworkFiles',
      filename: 'wrap.ai',
    });
  });

  it('sends no files of a files field hidden before the submit', async () => {
    const fetchMock = acceptingFetch();
    await renderRealForm({
      formData: { vehicleType: 'car', coverage: 'full', name: 'Ana Díaz', email: 'ana@example.com' },
      fetchImpl: fetchMock,
      drafts: false,
    });
    await press('Next');
    choose('I have print-ready artwork');
    fireEvent.change(screen.getByLabelText(/^Artwork files/), {
      target: { files: [new File(['art'], 'wrap.ai', { type: 'application/postscript' })] },
    });
    choose('I need you to design it');
    fireEvent.change(screen.getByRole('textbox', { name: /What should the design say/ }), {
      target: { value: 'Our logo and phone number.' },
    });
    await press('Next');
    await press('Request My Quote');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const sent = sentFields(fetchMock);
    expect(sent).not.toHaveProperty('artworkFiles');
    expect(sent.designBrief).toBe('Our logo and phone number.');
  });
});

describe('what leaves the form', () => {
  const answers = {
    vehicleType: 'car',
    bedLength: 'long',
    coverage: 'full',
    designHelp: 'need-design',
    designBrief: 'A taco on each door.',
    artworkFiles: ['wrap.ai'],
    name: 'Ana Díaz',
    email: 'ana@example.com',
  };

  it('the encoder sends the fields in play only, with their files, never those of hidden ones', () => {
    const files = new Map([
      ['vehiclePhotos', [new File(['p'], 'van.jpg')]],
      ['artworkFiles', [new File(['a'], 'wrap.ai')]],
    ]);
    const { body } = encodeSubmission(vehicleWrap, answers, files);
    const names = [...(body as FormData).keys()];
    // The schema's order: the fields every visitor sees, then those of the conditions.
    expect(names).toEqual([
      'vehicleType',
      'coverage',
      'designHelp',
      'name',
      'email',
      'designBrief',
      'vehiclePhotos',
    ]);
    const shown = encodeSubmission(vehicleWrap, { ...answers, designHelp: 'have-artwork' }, files)
      .body as FormData;
    expect((shown.get('artworkFiles') as File).name).toBe('wrap.ai');
    expect(shown.has('designBrief')).toBe(false);
  });

  it("a draft keeps the fields in play only, a condition's fields included, never files", () => {
    expect(
      draftFields(vehicleWrap, { ...answers, vehicleType: 'pickup', vehiclePhotos: ['van.jpg'] }),
    ).toEqual({
      vehicleType: 'pickup',
      bedLength: 'long',
      coverage: 'full',
      designHelp: 'need-design',
      designBrief: 'A taco on each door.',
      name: 'Ana Díaz',
      email: 'ana@example.com',
    });
    expect(draftFields(vehicleWrap, answers)).not.toHaveProperty('bedLength');
  });
});

describe('the table of cases the server runs too', () => {
  beforeEach(() => localStorage.clear());

  it.each(cases.filter((c) => c.valid).map((c) => [c.name, c] as const))(
    '%s: sent as answered',
    async (_name, c) => {
      const fetchMock = acceptingFetch();
      await renderRealForm({ formData: { ...c.answers }, fetchImpl: fetchMock, drafts: false });
      await sendAll();
      expect(document.querySelector('[id$="__error"]')?.textContent ?? 'no error').toBe('no error');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const sent = sentFields(fetchMock);
      const expected = Object.fromEntries(
        Object.entries(c.answers).map(([name, value]) => [name, fieldText(value)]),
      );
      const own = Object.fromEntries(Object.entries(sent).filter(([name]) => !name.startsWith('_')));
      expect(own).toEqual(expected);
    },
  );

  it.each(cases.filter((c) => !c.valid).map((c) => [c.name, c] as const))(
    '%s: refused at its field',
    async (_name, c) => {
      const fetchMock = acceptingFetch();
      await renderRealForm({ formData: { ...c.answers }, fetchImpl: fetchMock, drafts: false });
      await sendAll();
      const errors = [...document.querySelectorAll('[id$="__error"]')].map((error) => error.id);
      expect(errors).toEqual([`vehicle-wrap_${c.invalidField}__error`]);
      expect(document.activeElement?.id.startsWith(`vehicle-wrap_${c.invalidField}`)).toBe(true);
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );
});
