/**
 * The visual editor of the owner's Forms section, as the owner uses it: each action, done with
 * the labelled controls, and the draft's form file and texts it leaves (what Publish sends),
 * in the shapes of forms/README.md. The pure transformations have unit tests of their own
 * (tests/unit/owner-form-edits.test.ts).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { FormContent } from '../../core/api/forms.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { answer, formPath, formsApi, renderForms, sentBody } from './fixtures/owner-forms-harness.tsx';

beforeEach(() => localStorage.clear());

type Texts = { fields: Record<string, Record<string, unknown>> };

/** The draft as stored in the browser: its form file (typed) and texts. */
function draft() {
  const stored = JSON.parse(localStorage.getItem('owner-form-draft:contact') ?? 'null') as {
    content: FormContent;
    renamed: Record<string, string>;
  };
  return {
    form: stored.content.file as unknown as FormDefinition,
    en: stored.content.texts.en as unknown as Texts,
    es: stored.content.texts.es as unknown as Texts,
    renamed: stored.renamed,
  };
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** The editor of one field, found by the label its summary shows (opened). */
function field(label: string) {
  const summary = screen.getByText(label, { selector: 'summary span' });
  const details = summary.closest('details')!;
  if (!details.open) fireEvent.click(summary.closest('summary')!);
  return within(details);
}

async function openEditor(lng: 'en' | 'es' = 'en') {
  const api = formsApi().on('POST', `${formPath}/publish`, () =>
    answer(201, { version: 3, publishedAt: '2026-03-06T10:00:00.000Z' }),
  );
  await renderForms(api, '/owner/forms/contact', lng);
  await screen.findByRole('tab', { name: lng === 'en' ? 'Fields' : 'Campos', selected: true });
  return api;
}

describe('the visual editor', () => {
  it('adds a drop-down field with its name, labels in both languages and choices', async () => {
    await openEditor();
    expect(
      screen.getAllByText(/^(First Name|Last Name|Email Address)$/, { selector: 'summary span' }),
    ).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Add field' }));
    const name = screen.getByDisplayValue('newField');
    expect(document.activeElement).toBe(name);
    const added = within(name.closest('details')!);

    type(name, 'how heard');
    expect(added.getByText('Use letters, digits and _ only, starting with a letter.')).toBeTruthy();
    type(name, 'email');
    expect(added.getByText('Another field already has this name.')).toBeTruthy();
    type(name, 'howHeard');
    type(added.getByLabelText('Label (English)'), 'How did you hear about us?');
    type(added.getByLabelText('Label (Spanish)'), '¿Cómo nos conoció?');
    type(added.getByLabelText('Help (Spanish)'), 'Elija una opción');
    type(added.getByLabelText('Type'), 'select');
    const firstChoice = added.getByRole('group', { name: 'Choice 1' });
    type(within(firstChoice).getByLabelText('Value'), 'friend');
    type(within(firstChoice).getByLabelText('Text (English)'), 'A friend');
    type(within(firstChoice).getByLabelText('Text (Spanish)'), 'Un amigo');
    fireEvent.click(added.getByRole('button', { name: 'Add choice' }));
    const second = added.getByRole('group', { name: 'Choice 2' });
    type(within(second).getByLabelText('Value'), 'search');
    type(within(second).getByLabelText('Text (English)'), 'A search engine');
    type(within(second).getByLabelText('Text (Spanish)'), 'Un buscador');
    fireEvent.click(added.getByRole('checkbox', { name: 'Required' }));

    const { form, en, es, renamed } = draft();
    expect(form.schema.properties.howHeard).toEqual({ type: 'string', enum: ['friend', 'search'] });
    expect(form.schema.properties.newField).toBeUndefined();
    expect(form.schema.required).toContain('howHeard');
    expect(form.uiSchema.howHeard).toEqual({ 'ui:widget': 'select' });
    expect(form.uiSchema['ui:order'].at(-1)).toBe('howHeard');
    expect(en.fields.howHeard).toEqual({
      label: 'How did you hear about us?',
      enum: { friend: 'A friend', search: 'A search engine' },
    });
    expect(es.fields.howHeard).toEqual({
      label: '¿Cómo nos conoció?',
      help: 'Elija una opción',
      enum: { friend: 'Un amigo', search: 'Un buscador' },
    });
    // A field the draft added was never live: no rename to tell the server about.
    expect(renamed).toEqual({});

    fireEvent.click(added.getByRole('button', { name: 'Remove the choice “friend”' }));
    expect(draft().form.schema.properties.howHeard.enum).toEqual(['search']);
    expect(draft().en.fields.howHeard.enum).toEqual({ search: 'A search engine' });
  });

  it('renames a live field everywhere, and Publish sends the rename; a field with stored answers says it cannot be', async () => {
    const api = await openEditor();
    expect(field('First Name').getByText(/Requests already hold answers under this name/)).toBeTruthy();
    const phone = field('Phone Number');
    type(phone.getByLabelText('Field name'), 'mobile');
    const { form, en, renamed } = draft();
    expect(form.schema.properties.mobile).toEqual({ type: 'string', maxLength: 30 });
    expect(form.uiSchema.mobile).toEqual({ 'ui:autocomplete': 'tel', 'ui:options': { inputType: 'tel' } });
    expect(form.uiSchema['ui:order'][3]).toBe('mobile');
    expect(en.fields.mobile.label).toBe('Phone Number');
    expect(renamed).toEqual({ phone: 'mobile' });
    // The editor stays the same one, open, while its name changes.
    expect((phone.getByLabelText('Field name') as HTMLInputElement).value).toBe('mobile');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Version 3 is live');
    const body = sentBody(api.callsTo('POST', `${formPath}/publish`)[0].body);
    expect(body.renamed).toEqual({ phone: 'mobile' });
  });

  it('removes a field and moves another up and down', async () => {
    await openEditor();
    fireEvent.click(field('Company Name').getByRole('button', { name: 'Remove the field “Company Name”' }));
    expect(await screen.findByText('“Company Name” was removed from the draft')).toBeTruthy();
    expect(draft().form.schema.properties.company).toBeUndefined();
    expect(draft().form.uiSchema['ui:order']).not.toContain('company');
    expect(draft().es.fields.company).toBeUndefined();
    expect(screen.queryByText('Company Name', { selector: 'summary span' })).toBeNull();

    const last = field('Last Name');
    fireEvent.click(last.getByRole('button', { name: 'Move up: “Last Name”' }));
    expect(draft().form.uiSchema['ui:order'].slice(0, 3)).toEqual(['lastName', 'firstName', 'email']);
    expect(last.getByRole('button', { name: 'Move up: “Last Name”' })).toHaveProperty('disabled', true);
    fireEvent.click(last.getByRole('button', { name: 'Move down: “Last Name”' }));
    fireEvent.click(last.getByRole('button', { name: 'Move down: “Last Name”' }));
    expect(draft().form.uiSchema['ui:order'].slice(0, 3)).toEqual(['firstName', 'email', 'lastName']);
    const summaries = screen
      .getAllByText(/./, { selector: 'summary > span:nth-child(2)' })
      .map((span) => span.textContent);
    expect(summaries.slice(0, 3)).toEqual(['First Name', 'Email Address', 'Last Name']);
  });

  it('shows a field only when another has a value: a JSON Schema if/then block, and back', async () => {
    await openEditor();
    const company = field('Company Name');
    fireEvent.click(company.getByRole('checkbox', { name: 'Required' }));
    const when = company.getByLabelText('Show when') as HTMLSelectElement;
    expect([...when.options].map((option) => option.text)).toEqual([
      'Always shown',
      'Service Type',
      'Project Budget',
      'Timeline',
    ]);
    type(when, 'serviceType');
    type(company.getByLabelText('is'), 'text:vehicle-wraps');
    const { form } = draft();
    expect(form.schema.properties.company).toBeUndefined();
    expect(form.schema.required).not.toContain('company');
    expect(form.schema.allOf).toEqual([
      {
        if: { required: ['serviceType'], properties: { serviceType: { const: 'vehicle-wraps' } } },
        then: { properties: { company: { type: 'string', maxLength: 120 } }, required: ['company'] },
      },
    ]);
    expect(form.uiSchema['ui:order']).toContain('company');

    type(company.getByLabelText('Show when'), '');
    expect(draft().form.schema.allOf).toBeUndefined();
    expect(draft().form.schema.properties.company).toEqual({ type: 'string', maxLength: 120 });
    expect(draft().form.schema.required).toContain('company');
  });

  it('changes the type, the maximum length and the placeholder of a field', async () => {
    await openEditor();
    const message = field('Project Details');
    expect((message.getByLabelText('Type') as HTMLSelectElement).value).toBe('textarea');
    type(message.getByLabelText('Maximum length'), '300');
    expect(draft().form.schema.properties.message.maxLength).toBe(300);
    expect(message.getByText('Characters. At most 500.')).toBeTruthy();
    type(message.getByLabelText('Placeholder (Spanish)'), 'Cuéntenos');
    expect(draft().es.fields.message.placeholder).toBe('Cuéntenos');

    type(message.getByLabelText('Type'), 'files');
    expect(draft().form.uiSchema.message).toEqual({
      'ui:widget': 'files',
      'ui:options': { accept: ['.jpg', '.jpeg', '.png', '.pdf'], maxBytes: 10485760, multiple: true },
    });
    type(message.getByLabelText('Accepted file types'), '.pdf, ai');
    type(message.getByLabelText('Largest file (MB)'), '25');
    fireEvent.click(message.getByRole('checkbox', { name: 'More than one file' }));
    expect(draft().form.uiSchema.message).toEqual({
      'ui:widget': 'files',
      'ui:options': { accept: ['.pdf', '.ai'], maxBytes: 26214400, multiple: false },
    });
    expect(draft().form.schema.properties.message).toEqual({
      type: 'array',
      items: { type: 'string', maxLength: 255 },
      maxItems: 10,
      default: [],
    });
  });

  it('speaks Spanish', async () => {
    await openEditor('es');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir campo' }));
    const added = within(screen.getByDisplayValue('newField').closest('details')!);
    expect(added.getByLabelText('Nombre del campo')).toBeTruthy();
    expect(added.getByLabelText('Etiqueta (inglés)')).toBeTruthy();
    expect(added.getByLabelText('Etiqueta (español)')).toBeTruthy();
    expect(added.getByRole('checkbox', { name: 'Obligatorio' })).toBeTruthy();
    expect(added.getByLabelText('Longitud máxima')).toBeTruthy();
    type(added.getByLabelText('Tipo'), 'radio');
    expect(added.getByRole('button', { name: 'Añadir opción' })).toBeTruthy();
  });
});
