import { fireEvent, screen, waitFor } from '@testing-library/react';
import enEditing from '../../locales/en/editing.json';
import enHome from '../../locales/en/home.json';
import {
  enterAdminMode,
  openPanel,
  renderSite,
  resetSite,
  server,
  stored,
} from './fixtures/editable-site.tsx';

const invalidFile = 'Invalid file format. Please select a valid JSON file.';
const resetQuestion = 'Are you sure you want to reset all text to default? This cannot be undone.';

async function openTools() {
  await renderSite();
  await enterAdminMode();
  await openPanel();
}

async function importFile(contents: string) {
  const input = screen.getByLabelText('Import content') as HTMLInputElement;
  const file = new File([contents], 'content.json', { type: 'application/json' });
  fireEvent.change(input, { target: { files: [file] } });
  // The file is read asynchronously; it ends in an alert or a status message.
  await waitFor(() =>
    expect(alertSpy.mock.calls.length + screen.getByRole('status').textContent!.length).toBeGreaterThan(0),
  );
}

let alertSpy: jest.SpyInstance;
let confirmSpy: jest.SpyInstance;
beforeEach(() => {
  resetSite();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
  confirmSpy = jest.spyOn(window, 'confirm');
});
afterEach(() => jest.restoreAllMocks());

describe('the editing tools panel', () => {
  it('uses the exact alert and confirmation texts of the specification', () => {
    expect(enEditing.tools.invalidFile).toBe(invalidFile);
    expect(enEditing.tools.resetConfirm).toBe(resetQuestion);
  });

  it('folds and unfolds, and switches enhanced editing on and off', async () => {
    await openTools();
    const fold = screen.getByRole('button', { name: 'Editing tools' });
    screen.getByRole('heading', { name: 'Editing tools' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    const enhanced = screen.getByRole('switch', { name: 'Enhanced editing' });
    expect(enhanced.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(enhanced);
    expect(enhanced.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: enHome.hero.title }).dataset.editKey).toBe(
      'en:home:hero.title',
    );
    fireEvent.click(fold);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('exports the map as website-content.json', async () => {
    server.publishNow({ 'es:home:hero.title': 'Hola', 'en:home:hero.title': 'Hello' });
    let exported: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      exported = blob;
      return 'blob:content';
    });
    URL.revokeObjectURL = jest.fn();
    let download = '';
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      download = this.download;
    });
    await openTools();
    fireEvent.click(screen.getByRole('button', { name: 'Export content' }));
    expect(download).toBe('website-content.json');
    expect(JSON.parse(await exported!.text())).toEqual({
      'en:home:hero.title': 'Hello',
      'es:home:hero.title': 'Hola',
    });
    expect(screen.getByRole('status').textContent).toBe('Downloaded website-content.json (2 texts).');
  });

  it('merges an imported file key by key, cutting a text longer than its limit', async () => {
    server.publishNow({ 'en:home:hero.title': 'Kept', 'en:home:cta.title': 'Replaced' });
    await openTools();
    await importFile(
      JSON.stringify({
        'en:home:cta.title': 'New call',
        'es:home:hero.title': 'Nuevo',
        'en:home:reviews.note': 'n'.repeat(180),
      }),
    );
    expect(await stored()).toEqual({
      'en:home:hero.title': 'Kept',
      'en:home:cta.title': 'New call',
      'es:home:hero.title': 'Nuevo',
      'en:home:reviews.note': 'n'.repeat(150),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kept');
    expect(screen.getByRole('status').textContent).toBe('Texts imported: 3.');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"en:home:hero.title": '],
    ['a list', '["a", "b"]'],
    ['a map with a number', '{"en:home:hero.title": 42}'],
    ['a nested map', '{"en": {"home": "x"}}'],
    ['null', 'null'],
  ])('alerts and changes nothing when the file is %s', async (_, contents) => {
    server.publishNow({ 'en:home:hero.title': 'Kept' });
    await openTools();
    await importFile(contents);
    expect(alertSpy).toHaveBeenCalledWith(invalidFile);
    expect(await stored()).toEqual({ 'en:home:hero.title': 'Kept' });
  });

  it('resets all text only when the owner confirms', async () => {
    server.publishNow({ 'en:home:hero.title': 'Edited', 'es:home:hero.title': 'Editado' });
    await openTools();
    confirmSpy.mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all text' }));
    expect(confirmSpy).toHaveBeenLastCalledWith(resetQuestion);
    expect(await stored()).toEqual({ 'en:home:hero.title': 'Edited', 'es:home:hero.title': 'Editado' });
    confirmSpy.mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset all text' }));
    expect(await stored()).toEqual({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(enHome.hero.title);
    expect(screen.getByText('Changed texts: 0')).toBeTruthy();
  });
});
