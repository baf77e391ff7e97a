/**
 * The owner's Forms section, list and form screen: the forms with their versions, the header's
 * way there and back, the draft kept in the browser, the form file typed as JSON, the tabs and a
 * newer default of forms/. Publishing, the history and the preview: owner-form-publish.test.tsx;
 * the visual editor: owner-form-fields.test.tsx.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '../../src/pages/owner/format.ts';
import {
  answer,
  currentUrl,
  draftBar,
  editFirstLabel,
  FakeOwnerApi,
  formsApi,
  makeFormDetail,
  makeFormsList,
  polyfillDialog,
  renderForms,
  storedDraft,
  type,
} from './fixtures/owner-forms-harness.tsx';

beforeAll(polyfillDialog);
beforeEach(() => localStorage.clear());

describe('the list of forms', () => {
  it('shows each form with its title, version and date, flags a newer default, and opens a form', async () => {
    const api = formsApi();
    await renderForms(api, '/owner/forms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeTruthy();
    const contact = screen.getByRole('link', { name: 'Get Your Custom Quote' }).closest('li')!;
    expect(
      within(contact).getByText(`Version 3 · Published ${formatDateTime('2026-03-05T14:03:00.000Z', 'en')}`),
    ).toBeTruthy();
    const dtf = screen.getByRole('link', { name: 'DTF transfer' }).closest('li')!;
    expect(within(dtf).getByText(/newer default is not published yet/)).toBeTruthy();
    expect(within(dtf).getByText('Edited as a form file only')).toBeTruthy();
    expect(within(contact).queryByText(/newer default/)).toBeNull();

    // The header leads to the forms (marked as where the owner is) and back to the inbox.
    const sections = screen.getByRole('navigation', { name: "Owner's sections" });
    expect(within(sections).getByRole('link', { name: 'Forms' }).getAttribute('aria-current')).toBe('page');
    expect(within(sections).getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe('/owner');

    fireEvent.click(screen.getByRole('link', { name: 'Get Your Custom Quote' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Your Custom Quote' })).toBeTruthy();
    expect(currentUrl()).toBe('/owner/forms/contact');
  });

  it('speaks Spanish to a Spanish-speaking owner', async () => {
    await renderForms(formsApi(), '/owner/forms', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Formularios' })).toBeTruthy();
    const contact = screen.getByRole('link', { name: 'Solicite su cotización personalizada' }).closest('li')!;
    expect(
      within(contact).getByText(
        `Versión 3 · Publicada el ${formatDateTime('2026-03-05T14:03:00.000Z', 'es')}`,
      ),
    ).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Secciones del propietario' });
    expect(within(sections).getByRole('link', { name: 'Bandeja' })).toBeTruthy();
    expect(within(sections).getByRole('link', { name: 'Formularios' })).toBeTruthy();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const api = new FakeOwnerApi()
      .on('GET', '/api/owner/session', () => answer(200, { signedIn: true, passwordSet: true }))
      .on('GET', '/api/owner/forms', () =>
        fail ? answer(500, { error: 'internal', message: 'Boom' }) : answer(200, makeFormsList()),
      );
    await renderForms(api, '/owner/forms');
    expect(await screen.findByText('The forms could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Get Your Custom Quote' })).toBeTruthy();
    expect(screen.queryByText('The forms could not be loaded.')).toBeNull();
  });
});

describe("a form's draft", () => {
  it('starts as the live version and is kept in the browser across a reload, until discarded', async () => {
    const view = await renderForms(formsApi(), '/owner/forms/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get Your Custom Quote' });
    expect(within(draftBar()).getByText('No changes: this is version 2, the live one.')).toBeTruthy();
    expect((within(draftBar()).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(storedDraft()).toBeNull();

    await editFirstLabel('Given name');
    expect(within(draftBar()).getByText(/Changes not published yet, made from version 2/)).toBeTruthy();
    expect(storedDraft()?.basedOn).toBe(2);

    view.unmount();
    await renderForms(formsApi(), '/owner/forms/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get Your Custom Quote' });
    expect(screen.getByText('Given name', { selector: 'summary span' })).toBeTruthy();

    fireEvent.click(within(draftBar()).getByRole('button', { name: 'Discard draft' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(storedDraft()).toBeNull());
    expect(screen.getByText('First Name', { selector: 'summary span' })).toBeTruthy();
  });
});

describe('the form file as JSON', () => {
  it('names the line and column of invalid JSON at once, holds Publish back, and takes valid JSON into the draft', async () => {
    await renderForms(formsApi(), '/owner/forms/contact?tab=file');
    const file = (await screen.findByLabelText('Form file (JSON)')) as HTMLTextAreaElement;
    const texts = screen.getByLabelText('Texts (JSON, English and Spanish)') as HTMLTextAreaElement;
    expect(JSON.parse(file.value)).toEqual(makeFormDetail().live.file);
    expect(JSON.parse(texts.value)).toEqual(makeFormDetail().live.texts);

    type(file, '{\n  "id": "contact",\n  "page" false\n}');
    const error = await screen.findByText(/^Not valid JSON: look at line 3, column \d+\.$/);
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(file.getAttribute('aria-describedby')).toContain(error.id);
    expect((within(draftBar()).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(draftBar()).getByText(/not valid JSON yet/)).toBeTruthy();

    type(texts, '{"en": {}}');
    expect(await screen.findByText('The texts need an object for "en" and one for "es".')).toBeTruthy();

    const changed = { ...makeFormDetail().live.file, reference: 'K' };
    type(file, JSON.stringify(changed, null, 2));
    type(texts, JSON.stringify(makeFormDetail().live.texts));
    await waitFor(() => expect(screen.queryByText(/^Not valid JSON/)).toBeNull());
    expect(file.getAttribute('aria-invalid')).toBeNull();
    expect((storedDraft()?.content.file as unknown as { reference: string }).reference).toBe('K');
    expect((within(draftBar()).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('the parts of a form', () => {
  it('are tabs the keyboard moves between (arrows, Home, End), kept in the address', async () => {
    await renderForms(formsApi(), '/owner/forms/contact');
    const fields = await screen.findByRole('tab', { name: 'Fields', selected: true });
    expect(screen.getByRole('tabpanel', { name: 'Fields' })).toBeTruthy();
    fields.focus();
    fireEvent.keyDown(fields, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Form file', selected: true }));
    expect(screen.getByRole('tabpanel', { name: 'Form file' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'History', selected: true }));
    expect(currentUrl()).toBe('/owner/forms/contact?tab=history');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Fields', selected: true }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Fields' }).getAttribute('tabindex')).toBe('-1');
  });

  it('leave out the visual editor for a form it does not cover', async () => {
    await renderForms(
      formsApi(() => makeFormDetail({ visual: false })),
      '/owner/forms/contact',
    );
    expect(await screen.findByRole('tab', { name: 'Form file', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Form file',
      'Preview',
      'History',
    ]);
  });
});

describe('a newer default in forms/', () => {
  it('is offered as the draft, which then holds the file and texts of forms/', async () => {
    const shipped = makeFormDetail().shipped;
    const file = { ...shipped.file, reference: 'K' };
    await renderForms(
      formsApi(() => makeFormDetail({ shipped: { ...shipped, file, version: null } })),
      '/owner/forms/contact',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Take the newer default as my draft' }));
    expect(await screen.findByText('Your draft now holds the newer default from forms/')).toBeTruthy();
    expect((storedDraft()?.content.file as unknown as { reference: string }).reference).toBe('K');
    expect(screen.getByRole('button', { name: 'Replace my draft with the newer default' })).toBeTruthy();
  });

  it('is not mentioned when forms/ holds a published version', async () => {
    await renderForms(formsApi(), '/owner/forms/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get Your Custom Quote' });
    expect(screen.queryByRole('button', { name: /newer default/ })).toBeNull();
  });
});
