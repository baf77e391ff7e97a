/**
 * The owner's promise (forms/README.md): a form's fields live only in its JSON file and its
 * texts. A modified copy of the real contact form (a new field, a field made required) and of
 * its texts (a choice renamed) changes what the page shows and sends, with no code change.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import contactForm from '../../forms/contact.form.json';
import enForms from '../../locales/en/forms.json';
import { asFormDefinition } from '../../core/forms/form-definition.ts';
import { answer, makeI18n, renderRunner, type FetchMock } from './fixtures/form-runner-harness.tsx';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The edits an owner would make by hand, on copies of the real files. */
function modifiedCopies() {
  const form: Json = structuredClone(contactForm);
  form.schema.properties.referral = { type: 'string', enum: ['search', 'friend', 'shop-sign'] };
  form.uiSchema['ui:order'].splice(form.uiSchema['ui:order'].indexOf('message'), 0, 'referral');
  form.uiSchema.referral = { 'ui:widget': 'select' };
  if (!form.schema.required.includes('phone')) form.schema.required.push('phone');

  const texts: Json = structuredClone(enForms);
  texts.contact.fields.referral = {
    label: 'How did you hear about us?',
    enum: { search: 'A search engine', friend: 'A friend', 'shop-sign': 'Our shop sign' },
  };
  texts.contact.fields.timeline.enum.asap = 'Right away, please';
  return { definition: asFormDefinition(form), resources: { en: { forms: texts } } };
}

describe('a changed form file changes the page with no code change', () => {
  beforeEach(() => localStorage.clear());

  it('shows the new field with its choices and the renamed choice of an existing one', async () => {
    const { definition, resources } = modifiedCopies();
    await renderRunner({ definition, i18n: await makeI18n('en', resources) });
    const referral = (await screen.findByRole('combobox', {
      name: 'How did you hear about us?',
    })) as HTMLSelectElement;
    expect([...referral.options].map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['A search engine', 'A friend', 'Our shop sign']),
    );
    const timeline = screen.getByRole('combobox', { name: 'Timeline' }) as HTMLSelectElement;
    expect([...timeline.options].map((o) => o.textContent)).toContain('Right away, please');
    expect([...timeline.options].map((o) => o.textContent)).not.toContain('ASAP');
  });

  it('holds the newly required field to the rule, and sends the new field', async () => {
    const { definition, resources } = modifiedCopies();
    const fetchImpl: FetchMock = jest.fn().mockReturnValue(answer(201, { reference: 'Q-ABC123' }));
    await renderRunner({ definition, i18n: await makeI18n('en', resources), fetchImpl });
    const submit = await screen.findByRole('button', { name: 'Submit Quote Request' });
    fireEvent.click(submit);
    // The real form's required fields (none has a default), and phone, which the copy requires.
    const required = new Set([...contactForm.schema.required, 'phone']).size;
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(required));
    expect(fetchImpl).not.toHaveBeenCalled();

    const box = (name: string) => screen.getByRole('textbox', { name });
    fireEvent.change(box('First Name'), { target: { value: 'Ana' } });
    fireEvent.change(box('Last Name'), { target: { value: 'Ruiz' } });
    fireEvent.change(box('Email Address'), { target: { value: 'ana@example.com' } });
    fireEvent.change(box('Phone Number'), { target: { value: '574-555-0100' } });
    fireEvent.change(box('Project Details'), { target: { value: 'Fifty yard signs.' } });
    const pick = (name: string, label: string) => {
      const select = screen.getByRole('combobox', { name }) as HTMLSelectElement;
      const option = [...select.options].find((o) => o.textContent === label)!;
      fireEvent.change(select, { target: { value: option.value } });
    };
    pick('Service Type', 'Outdoor Advertising');
    pick('How did you hear about us?', 'Our shop sign');
    fireEvent.click(submit);
    await waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    const body = new URLSearchParams(String(fetchImpl.mock.calls[0][1]?.body));
    expect(body.get('referral')).toBe('shop-sign');
    expect(body.get('phone')).toBe('574-555-0100');
    expect(body.get('serviceType')).toBe('outdoor-advertising');
  });
});
