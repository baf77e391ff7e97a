/**
 * The owner's side of "the owner's text edits reach every visitor" in the editing mode: who
 * sees the Admin button, the draft kept on the server, Publish, restoring a version, and what
 * the owner is told when the server refuses or fails. The browser test
 * tests/e2e/content-publish.test.ts runs the same story against the real server.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import enEditing from '../../locales/en/editing.json';
import enHome from '../../locales/en/home.json';
import {
  enterAdminMode,
  field,
  openPanel,
  renderSite,
  resetSite,
  server,
  settle,
  stored,
  type,
} from './fixtures/editable-site.tsx';

const heroTitle = enHome.hero.title;

async function editHeroTitle(text: string) {
  fireEvent.click(screen.getByRole('button', { name: heroTitle }));
  type(field(/hero\.title/), text);
  fireEvent.keyDown(field(/hero\.title/), { key: 'Enter' });
  await settle();
}

let confirmSpy: jest.SpyInstance;
let alertSpy: jest.SpyInstance;
beforeEach(() => {
  resetSite();
  confirmSpy = jest.spyOn(window, 'confirm');
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('who sees the Admin button', () => {
  it('a visitor sees none, and their browser asks the server nothing', async () => {
    resetSite({ owner: false });
    localStorage.setItem('adminMode', 'true');
    await renderSite();
    expect(screen.queryByRole('button')).toBeNull();
    expect(window.fetch).not.toHaveBeenCalled();
  });

  it('a browser whose owner session has ended sees none, and forgets the hint', async () => {
    server.signedIn = false;
    await renderSite();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
    expect(server.calls).toEqual(['GET /api/owner/session']);
    expect(document.cookie).not.toContain('owner_signed_in=1');
  });

  it('the signed-in owner sees it, and the live texts until admin mode shows the draft', async () => {
    server.publishNow({ 'en:home:hero.title': 'Live title' });
    server.drafts.en = { 'en:home:hero.title': 'Draft title' };
    await renderSite();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live title');
    await enterAdminMode();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Draft title');
  });
});

describe('the draft and Publish', () => {
  it('saves each text as the draft of its language, and Publish makes it the live text', async () => {
    await renderSite();
    await enterAdminMode();
    await editHeroTitle('Signs that sell');
    expect(server.calls).toContain('PUT /api/owner/content/draft?lng=en');
    expect(await stored()).toEqual({ 'en:home:hero.title': 'Signs that sell' });
    expect(server.versions).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(server.versions.map((v) => v.content)).toEqual([{ 'en:home:hero.title': 'Signs that sell' }]);
    expect(localStorage.getItem('adminMode')).toBe('false');
    // The owner now sees the live page, with the published text, and is told so.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signs that sell');
    expect(screen.queryByRole('button', { name: 'Signs that sell' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Published: every visitor now sees these texts (version 1).',
    );
  });

  it('says so when there is nothing new to publish', async () => {
    await renderSite();
    await enterAdminMode();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(server.versions).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe(enEditing.mode.unchanged);
  });

  it('stays in admin mode with the draft when publishing fails, and says why', async () => {
    await renderSite();
    await enterAdminMode();
    await editHeroTitle('Signs that sell');
    server.failWith = { status: 500, message: 'Something went wrong on the server. Please try again.' };
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not publish: Something went wrong on the server. Please try again. Your draft is kept; try again.',
    );
    expect(localStorage.getItem('adminMode')).toBe('true');
    expect(screen.getByRole('button', { name: 'Signs that sell' })).toBeTruthy();
  });

  it('tells the owner a change was not saved, keeps it, and sends it again before publishing', async () => {
    await renderSite();
    await enterAdminMode();
    server.failWith = { status: 503, message: 'The server is busy.' };
    await editHeroTitle('Signs that sell');
    expect(screen.getByRole('alert').textContent).toContain(
      'Your last change is not saved yet: The server is busy.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signs that sell');
    server.failWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(server.versions.map((v) => v.content)).toEqual([{ 'en:home:hero.title': 'Signs that sell' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves admin mode without publishing when asked, keeping the draft', async () => {
    await renderSite();
    await enterAdminMode();
    await editHeroTitle('Signs that sell');
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: enEditing.tools.leave }));
    await settle();
    expect(localStorage.getItem('adminMode')).toBe('false');
    expect(server.versions).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heroTitle);
    expect(await stored()).toEqual({ 'en:home:hero.title': 'Signs that sell' });
  });
});

describe('published versions', () => {
  it('lists them newest first and restores one after a confirmation', async () => {
    server.publishNow({ 'en:home:hero.title': 'First' });
    server.publishNow({ 'en:home:hero.title': 'Second' });
    await renderSite();
    await enterAdminMode();
    await openPanel();
    const list = screen.getByRole('heading', { name: 'Published versions' }).parentElement!;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Version 2Live/),
      expect.stringMatching(/^Version 1/),
    ]);
    expect(within(items[0]).queryByRole('button', { name: 'Restore version 2' })).toBeNull();
    expect(
      within(items[1])
        .getByRole('link', { name: 'Download version 1 as website-content.json' })
        .getAttribute('href'),
    ).toBe('/api/owner/content/versions/1');

    confirmSpy.mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(server.versions).toHaveLength(2);
    confirmSpy.mockReturnValueOnce(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    });
    await settle();
    expect(confirmSpy).toHaveBeenLastCalledWith(
      'Publish the texts of version 1 again for every visitor? Your current draft is replaced by them.',
    );
    expect(server.versions.at(-1)).toMatchObject({
      version: 3,
      restoredFrom: 1,
      content: { 'en:home:hero.title': 'First' },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('First');
    expect(screen.getByText('Version 1 is live again (as version 3).')).toBeTruthy();
    expect(screen.getByText('restored from version 1', { exact: false })).toBeTruthy();
  });

  it('shows the newest five at first, and every version on request, so any one can be restored', async () => {
    for (let n = 1; n <= 7; n++) server.publishNow({ 'en:home:hero.title': `Title ${n}` });
    await renderSite();
    await enterAdminMode();
    await openPanel();
    const list = screen.getByRole('heading', { name: 'Published versions' }).parentElement!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Restore version 1' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Show all 7 versions' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    confirmSpy.mockReturnValueOnce(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
    });
    await settle();
    expect(server.versions.at(-1)).toMatchObject({ version: 8, restoredFrom: 1 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Title 1');

    fireEvent.click(within(list).getByRole('button', { name: 'Show the newest 5' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });
});

describe('texts the old local-only editor left in the browser', () => {
  it('are offered to the owner, added to the draft on request, then forgotten', async () => {
    localStorage.setItem('editableContent', JSON.stringify({ 'en:home:hero.title': 'Old local title' }));
    await renderSite();
    // Ignored on the page: a visitor's browser never changes its texts.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heroTitle);
    await enterAdminMode();
    await openPanel();
    expect(screen.getByText(enEditing.tools.oldTexts.replace('{{count}}', '1'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: enEditing.tools.oldTextsImport }));
    await settle();
    expect(await stored()).toEqual({ 'en:home:hero.title': 'Old local title' });
    expect(localStorage.getItem('editableContent')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Old local title');
    expect(screen.getByRole('status').textContent).toBe('Texts from this browser added to the draft: 1.');
    expect(screen.queryByRole('button', { name: enEditing.tools.oldTextsImport })).toBeNull();
  });
});

describe('import', () => {
  it("alerts with the server's reason when it refuses the file, and keeps the draft", async () => {
    server.publishNow({ 'en:home:hero.title': 'Kept' });
    await renderSite();
    await enterAdminMode();
    await openPanel();
    server.failWith = { status: 400, message: 'Unknown keys: en:home:nope.' };
    const input = screen.getByLabelText('Import content') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['{"en:home:nope": "x"}'], 'content.json', { type: 'application/json' })] },
    });
    await settle();
    await settle();
    expect(alertSpy).toHaveBeenCalledWith('The file was not imported: Unknown keys: en:home:nope.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kept');
  });
});
