/**
 * A form in steps (the real vehicle-wrap form): one step at a time under one heading, Next checks
 * only that step's fields, Back keeps every answer, the submit button is on the last step only;
 * on a page the step is in the address (each Next an entry of its own), and a reload opens the
 * same step with the answers of the draft, never past a step with a missing answer. A step whose
 * fields are all hidden by conditions is skipped.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormDefinition } from '../../src/form-engine/types.ts';
import { acceptingFetch, renderRealForm, sentFields, vehicleWrap } from './fixtures/real-form-harness.tsx';

// The whole real form in jsdom, beside the other test lanes on a shared machine.
jest.setTimeout(30_000);

const stepHeading = () => screen.getByRole('heading', { level: 3 });
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('a form in steps', () => {
  beforeEach(() => localStorage.clear());

  it('shows the first step under its heading, with Next and without the submit button', async () => {
    await renderRealForm();
    expect(stepHeading().textContent).toBe('Step 1 of 3: Vehicle');
    expect(screen.getByRole('radiogroup', { name: /^Vehicle type/ })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: /^Coverage/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Full Name/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request My Quote' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('refuses Next with an empty required field of its step, at that field only, then moves on', async () => {
    const fetchMock = acceptingFetch();
    await renderRealForm({ fetchImpl: fetchMock });
    await press('Next');
    const errors = [...document.querySelectorAll('[id$="__error"]')].map((error) => error.id);
    expect(errors).toEqual(['vehicle-wrap_vehicleType__error']);
    expect(document.activeElement?.id).toBe('vehicle-wrap_vehicleType-0');
    expect(stepHeading().textContent).toBe('Step 1 of 3: Vehicle');

    choose('Cargo or passenger van');
    await press('Next');
    expect(stepHeading().textContent).toBe('Step 2 of 3: Coverage and design');
    expect(document.activeElement).toBe(stepHeading());
    expect(document.querySelector('[id$="__error"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps every answer going Back and forth, and sends from the last step', async () => {
    const fetchMock = acceptingFetch();
    await renderRealForm({ fetchImpl: fetchMock });
    choose('Pickup truck');
    choose('Short bed (about 5.5 ft)');
    fireEvent.change(screen.getByRole('textbox', { name: /Year, make and model/ }), {
      target: { value: '2021 Ford F-150' },
    });
    await press('Next');
    choose('Partial wrap');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Doors' }));
    await press('Back');
    expect(stepHeading().textContent).toBe('Step 1 of 3: Vehicle');
    expect(document.activeElement).toBe(stepHeading());
    expect(checked('Pickup truck')).toBe(true);
    expect(checked('Short bed (about 5.5 ft)')).toBe(true);
    expect((screen.getByRole('textbox', { name: /Year, make and model/ }) as HTMLInputElement).value).toBe(
      '2021 Ford F-150',
    );
    await press('Next');
    expect(checked('Partial wrap')).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Doors' }) as HTMLInputElement).checked).toBe(true);
    choose('I have print-ready artwork');
    await press('Next');
    expect(stepHeading().textContent).toBe('Step 3 of 3: Contact');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Full Name/ }), { target: { value: 'Ana Díaz' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email Address/ }), {
      target: { value: 'ana@example.com' },
    });
    await press('Request My Quote');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentFields(fetchMock)).toMatchObject({
      vehicleType: 'pickup',
      bedLength: 'short',
      vehicleModel: '2021 Ford F-150',
      coverage: 'partial',
      coverageAreas: 'doors',
      designHelp: 'have-artwork',
      name: 'Ana Díaz',
      email: 'ana@example.com',
    });
    // Sent: the form starts over at its first step, empty.
    await waitFor(() => expect(stepHeading().textContent).toBe('Step 1 of 3: Vehicle'));
    expect(checked('Pickup truck')).toBe(false);
  });

  it('speaks Spanish on the Spanish page', async () => {
    await renderRealForm({ lng: 'es', formData: { vehicleType: 'car' }, drafts: false });
    expect(stepHeading().textContent).toBe('Paso 1 de 3: Vehículo');
    await press('Siguiente');
    expect(stepHeading().textContent).toBe('Paso 2 de 3: Cobertura y diseño');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
  });

  it('skips a step whose fields conditions all hide', async () => {
    // The vehicle's size questions as a step of their own: asked of a pickup, skipped for a car.
    const sized = ['bedLength', 'boxLength', 'trailerLength', 'vehicleCount', 'fleetMix'];
    const [vehicle, ...rest] = vehicleWrap.uiSchema['ui:steps']!;
    const definition: FormDefinition = {
      ...vehicleWrap,
      uiSchema: {
        ...vehicleWrap.uiSchema,
        'ui:steps': [
          { id: vehicle.id, fields: vehicle.fields.filter((name) => !sized.includes(name)) },
          { id: 'size', fields: sized },
          ...rest,
        ],
      },
    };
    const { i18n } = await renderRealForm({ definition, formData: { vehicleType: 'car' }, drafts: false });
    i18n.addResource('en', 'forms', 'vehicle-wrap.steps.size.title', 'Size');
    expect(stepHeading().textContent).toBe('Step 1 of 3: Vehicle');
    choose('Pickup truck');
    expect(stepHeading().textContent).toBe('Step 1 of 4: Vehicle');
    await press('Next');
    expect(stepHeading().textContent).toBe('Step 2 of 4: Size');
    await press('Back');
    choose('Car');
    await press('Next');
    expect(stepHeading().textContent).toBe('Step 2 of 3: Coverage and design');
  });
});

describe('a form in steps on a page', () => {
  beforeEach(() => localStorage.clear());

  it("keeps the step in the address: each Next an entry, so the browser's Back returns to the step before", async () => {
    const { probe } = await renderRealForm({
      route: '/request/vehicle-wrap',
      formData: { vehicleType: 'suv' },
    });
    expect(probe.location?.search).toBe('');
    await press('Next');
    expect(probe.location?.search).toBe('?step=design');
    choose('Lettering and decals');
    choose('I have print-ready artwork');
    await press('Next');
    expect(probe.location?.search).toBe('?step=contact');
    expect(stepHeading().textContent).toBe('Step 3 of 3: Contact');

    // The browser's Back: the entry before, the step before, its answers kept.
    await act(async () => probe.navigate!(-1));
    expect(probe.location?.search).toBe('?step=design');
    expect(stepHeading().textContent).toBe('Step 2 of 3: Coverage and design');
    expect(document.activeElement).toBe(stepHeading());
    expect(checked('Lettering and decals')).toBe(true);
    // The form's Back goes to that same entry before (not a new one).
    await press('Back');
    expect(probe.location?.search).toBe('');
    expect(probe.location?.key).toBe('default');
    expect(checked('SUV or crossover')).toBe(true);
  });

  it('opens the step of its address on a reload, with the answers of the draft', async () => {
    localStorage.setItem(
      'draft:vehicle-wrap',
      JSON.stringify({ vehicleType: 'van', coverage: 'full', designHelp: 'have-artwork', name: 'Ana' }),
    );
    const { probe } = await renderRealForm({ route: '/request/vehicle-wrap?step=contact' });
    expect(stepHeading().textContent).toBe('Step 3 of 3: Contact');
    expect((screen.getByRole('textbox', { name: /Full Name/ }) as HTMLInputElement).value).toBe('Ana');
    expect(probe.location?.search).toBe('?step=contact');
    // Opening a page is no step change: focus stays where the page put it.
    expect(document.activeElement).toBe(document.body);
  });

  it('opens the first step with a missing answer instead of a later one, and says so in the address', async () => {
    localStorage.setItem('draft:vehicle-wrap', JSON.stringify({ vehicleType: 'van', name: 'Ana' }));
    const { probe } = await renderRealForm({ route: '/request/vehicle-wrap?step=contact' });
    expect(stepHeading().textContent).toBe('Step 2 of 3: Coverage and design');
    await waitFor(() => expect(probe.location?.search).toBe('?step=design'));
  });

  it('opens the first step for an address whose earlier step lacks an answer, or an unknown step', async () => {
    const first = await renderRealForm({ route: '/request/vehicle-wrap?step=contact' });
    expect(stepHeading().textContent).toBe('Step 1 of 3: Vehicle');
    await waitFor(() => expect(first.probe.location?.search).toBe(''));
    first.unmount();
    const unknown = await renderRealForm({
      route: '/request/vehicle-wrap?step=nope',
      formData: { vehicleType: 'van' },
    });
    expect(stepHeading().textContent).toBe('Step 1 of 3: Vehicle');
    await waitFor(() => expect(unknown.probe.location?.search).toBe(''));
  });
});
