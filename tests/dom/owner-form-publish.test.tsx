/**
 * Publishing a form's draft from the owner's Forms section, with what the server answers (201,
 * 400, 409), the history with Restore and downloads, and the preview (the form engine's
 * FormPreview stands in as what it was given).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answer,
  currentUrl,
  draftBar,
  editFirstLabel,
  formPath,
  formsApi,
  makeFormDetail,
  openTab,
  polyfillDialog,
  renderForms,
  sentBody,
  storedDraft,
} from './fixtures/owner-forms-harness.tsx';

// The form engine's preview (its own tests: the form engine's) stands in as what it was given.
jest.mock('../../src/form-engine/form-preview.tsx', () => ({
  FormPreview: ({
    content,
    validators,
    lng,
    onChecked,
  }: {
    content: { file: { id: string } };
    validators: string;
    lng: string;
    onChecked?: (answers: object) => void;
  }) => (
    <div>
      <p data-testid="form-preview">{`${content.file.id} in ${lng} checked by ${validators}`}</p>
      <button type="button" onClick={() => onChecked?.({})}>
        Send (preview)
      </button>
    </div>
  ),
}));

beforeAll(polyfillDialog);
beforeEach(() => localStorage.clear());

describe('publishing', () => {
  async function publishWith(status: number, body: unknown) {
    let detail = makeFormDetail();
    const api = formsApi(() => detail).on('POST', `${formPath}/publish`, () => {
      if (status === 201) detail = makeFormDetail({ live: { ...detail.live, version: 3 } });
      return answer(status, body);
    });
    await renderForms(api, '/owner/forms/contact');
    await editFirstLabel('Given name');
    fireEvent.click(within(draftBar()).getByRole('button', { name: 'Publish' }));
    return api;
  }

  it('201: sends the draft based on the live version, says the new version is live, reloads and clears the draft', async () => {
    const api = await publishWith(201, { version: 3, publishedAt: '2026-03-06T10:00:00.000Z' });
    expect(await screen.findByText('Version 3 is live')).toBeTruthy();
    const [call] = api.callsTo('POST', `${formPath}/publish`);
    expect(call.headers.get('X-Requested-With')).toBe('owner');
    const body = sentBody(call.body);
    expect(body.basedOn).toBe(2);
    expect(body).not.toHaveProperty('renamed');
    expect(
      (body.texts as { en: { fields: { firstName: { label: string } } } }).en.fields.firstName.label,
    ).toBe('Given name');
    await waitFor(() => expect(api.callsTo('GET', formPath)).toHaveLength(2));
    expect(await screen.findByText('No changes: this is version 3, the live one.')).toBeTruthy();
    expect(storedDraft()).toBeNull();
  });

  it('400: lists every problem with its path, and keeps the draft', async () => {
    await publishWith(400, {
      error: 'invalid-form',
      message: 'The form cannot be published.',
      problems: [
        { path: '/file/schema/properties/message/maxLength', message: 'must be <= 5000' },
        { path: '/texts/es/fields/firstName/label', message: 'is missing' },
      ],
    });
    // Said once by the announcer, then listed on the draft's bar.
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('The draft was not published: see the problems.'),
    );
    const bar = within(draftBar());
    expect(bar.getByText(/2 problems to correct before publishing\./)).toBeTruthy();
    expect(bar.getByText('/file/schema/properties/message/maxLength')).toBeTruthy();
    expect(bar.getByText(/must be <= 5000/)).toBeTruthy();
    expect(bar.getByText('/texts/es/fields/firstName/label')).toBeTruthy();
    expect(storedDraft()?.basedOn).toBe(2);
    // Each field's own problems show on it in the visual editor (with a count on its summary).
    const marked = screen
      .getAllByText('1 problem', { selector: 'summary span' })
      .map((span) => span.closest('summary')!.querySelector('span:nth-child(2)')!.textContent);
    expect(marked).toEqual(['Given name', 'Project Details']);
    expect(
      within(screen.getByText('Project Details').closest('details')!).getByText(/must be <= 5000/),
    ).toBeTruthy();
    // The form file's tab lists them beside the JSON too.
    openTab('Form file');
    expect(screen.getAllByText('/texts/es/fields/firstName/label')).toHaveLength(2);
  });

  it('409: says someone published a newer version, keeps the draft, and after a reload offers to continue it over that version', async () => {
    let detail = makeFormDetail();
    const api = formsApi(() => detail).on('POST', `${formPath}/publish`, () =>
      answer(409, { error: 'conflict', message: 'Version 3 is live' }),
    );
    await renderForms(api, '/owner/forms/contact');
    await editFirstLabel('Given name');
    fireEvent.click(within(draftBar()).getByRole('button', { name: 'Publish' }));
    const alert = await within(draftBar()).findByText(
      'Someone published a newer version: reload to see it. Your draft is kept.',
    );
    expect(storedDraft()?.basedOn).toBe(2);

    detail = makeFormDetail({ live: { ...makeFormDetail().live, version: 3 } });
    fireEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Reload' }));
    // A new live version draws the editor anew: look for the bar again.
    expect(
      await screen.findByText(/Your draft was made from version 2, and version 3 has been published since/),
    ).toBeTruthy();
    expect(screen.getByText('Given name', { selector: 'summary span' })).toBeTruthy();
    expect((within(draftBar()).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(draftBar()).getByRole('button', { name: 'Continue my draft over version 3' }));
    await waitFor(() => expect(storedDraft()?.basedOn).toBe(3));
    expect((within(draftBar()).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('the history', () => {
  it('lists the versions newest first, with origin, changes and downloads, and restores one after confirming', async () => {
    let detail = makeFormDetail();
    const api = formsApi(() => detail).on('POST', `${formPath}/versions/1/restore`, () => {
      detail = makeFormDetail({ live: { ...detail.live, version: 3, origin: 'restore', restoredFrom: 1 } });
      return answer(201, { version: 3, publishedAt: '2026-03-06T10:00:00.000Z' });
    });
    await renderForms(api, '/owner/forms/contact');
    await screen.findByRole('heading', { level: 1, name: 'Get Your Custom Quote' });
    openTab('History');
    expect(currentUrl()).toBe('/owner/forms/contact?tab=history');
    const versions = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(versions).toEqual(['Version 2', 'Version 1']);
    const version = (n: number) =>
      screen.getByRole('heading', { level: 3, name: `Version ${n}` }).closest('li')!;
    const v2 = version(2);
    expect(within(v2).getByText('Live')).toBeTruthy();
    expect(within(v2).getByText(/published by you/)).toBeTruthy();
    expect(within(v2).getByText('Field changed: timeline')).toBeTruthy();
    expect(within(v2).queryByRole('button', { name: /Restore/ })).toBeNull();
    const v1 = version(1);
    expect(within(v1).getByText(/the form as shipped/)).toBeTruthy();
    expect(within(v1).getByRole('link', { name: 'Form file of version 1' }).getAttribute('href')).toBe(
      `${formPath}/versions/1?download=form`,
    );
    expect(within(v1).getByRole('link', { name: 'Texts of version 1' }).getAttribute('href')).toBe(
      `${formPath}/versions/1?download=texts`,
    );

    fireEvent.click(within(v1).getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    expect(within(dialog).getByText(/published again, as the next version/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    });
    expect(await screen.findByText('Version 3 is live (restored from version 1)')).toBeTruthy();
    const [call] = api.callsTo('POST', `${formPath}/versions/1/restore`);
    expect(call.headers.get('X-Requested-With')).toBe('owner');
    await waitFor(() => expect(api.callsTo('GET', formPath)).toHaveLength(2));
  });
});

describe('the preview', () => {
  it('checks the draft with the server and draws it with the validators it answered, in either language and width', async () => {
    const api = formsApi().on('POST', `${formPath}/check`, () =>
      answer(200, {
        problems: [],
        changes: { added: ['howHeard'], removed: [], changed: [] },
        validators: '/forms/v/abc.js',
      }),
    );
    await renderForms(api, '/owner/forms/contact?tab=preview');
    const preview = await screen.findByTestId('form-preview');
    expect(preview.textContent).toBe('contact in en checked by /forms/v/abc.js');
    const [call] = api.callsTo('POST', `${formPath}/check`);
    expect(call.headers.get('X-Requested-With')).toBe('owner');
    expect(sentBody(call.body).basedOn).toBe(2);
    // What publishing it would change, as the server counted it.
    expect(screen.getByText('Publishing this draft:')).toBeTruthy();
    expect(screen.getByText('Field added: howHeard')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send (preview)' }));
    expect(
      screen.getByText('These answers pass every check of the draft. The preview sent nothing.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(screen.queryByText(/These answers pass every check/)).toBeNull();
    expect(screen.getByTestId('form-preview').textContent).toBe('contact in es checked by /forms/v/abc.js');
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    const region = screen.getByRole('region', { name: 'Preview of the draft' });
    expect(region.getAttribute('lang')).toBe('es');
    fireEvent.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(screen.getByRole('button', { name: 'Desktop' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Phone (390 px)' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("lists the check's problems instead of a preview", async () => {
    const api = formsApi().on('POST', `${formPath}/check`, () =>
      answer(400, {
        error: 'invalid-form',
        message: 'The form has problems.',
        problems: [{ path: '/file/uiSchema/ui:order', message: 'must list every field once' }],
      }),
    );
    await renderForms(api, '/owner/forms/contact?tab=preview');
    expect(await screen.findByText('/file/uiSchema/ui:order')).toBeTruthy();
    expect(screen.getByText(/must list every field once/)).toBeTruthy();
    expect(screen.queryByTestId('form-preview')).toBeNull();
  });
});
