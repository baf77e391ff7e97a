import { act, fireEvent, screen, within } from '@testing-library/react';
import enEditing from '../../locales/en/editing.json';
import enHome from '../../locales/en/home.json';
import enLayout from '../../locales/en/layout.json';
import esEditing from '../../locales/es/editing.json';
import esHome from '../../locales/es/home.json';
import {
  enterAdminMode,
  field,
  renderSite,
  resetSite,
  server,
  settle,
  stored,
  type,
} from './fixtures/editable-site.tsx';

const heroTitle = enHome.hero.title;
const heroDescription = enHome.hero.description;

beforeEach(() => {
  resetSite();
});

describe('publish mode', () => {
  it('shows plain texts and only the Admin button, with no editing affordance', async () => {
    await renderSite();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heroTitle);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Admin']);
    expect(screen.queryByRole('button', { name: 'Editing tools' })).toBeNull();
    fireEvent.click(screen.getByText(heroTitle));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the owner’s line breaks in a multi-line text', async () => {
    server.publishNow({ 'en:home:hero.description': 'Line one\nLine two' });
    await renderSite();
    const text = screen.getByText(/Line one/);
    expect(text.textContent).toBe('Line one\nLine two');
    expect(getComputedStyle(text).whiteSpace).toBe('pre-line');
  });
});

describe('admin mode', () => {
  it('is switched by the floating button, stored as the string adminMode, and remembered', async () => {
    await renderSite();
    await enterAdminMode();
    expect(localStorage.getItem('adminMode')).toBe('true');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.getByRole('button', { name: heroTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(localStorage.getItem('adminMode')).toBe('false');
    expect(screen.queryByRole('button', { name: heroTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editing tools' })).toBeNull();
  });

  it('starts in admin mode when the stored flag says so', async () => {
    localStorage.setItem('adminMode', 'true');
    await renderSite();
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: heroTitle })).toBeTruthy();
  });

  it('edits on click and saves on Enter, into the map and the page', async () => {
    await renderSite();
    await enterAdminMode();
    fireEvent.click(screen.getByRole('button', { name: heroTitle }));
    const input = field(/hero\.title/);
    expect(input.value).toBe(heroTitle);
    expect(document.activeElement).toBe(input);
    type(input, 'Signs that sell');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signs that sell');
    expect(await stored()).toEqual({ 'en:home:hero.title': 'Signs that sell' });
    // Back on the text, so the keyboard user carries on from where they were.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Signs that sell' }));
  });

  it('is keyboard accessible: the text is focusable and Enter starts editing', async () => {
    await renderSite();
    await enterAdminMode();
    const text = screen.getByRole('button', { name: heroTitle });
    expect(text.tabIndex).toBe(0);
    expect(text.getAttribute('aria-describedby')).toBe('content-editing-hint');
    expect(document.getElementById('content-editing-hint')?.textContent).toBe(enEditing.field.hint);
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(field(/hero\.title/)).toBeTruthy();
  });

  it('cancels on Escape, keeping the text as it was', async () => {
    await renderSite();
    await enterAdminMode();
    fireEvent.click(screen.getByRole('button', { name: heroTitle }));
    type(field(/hero\.title/), 'Not this');
    fireEvent.keyDown(field(/hero\.title/), { key: 'Escape' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heroTitle);
    expect(await stored()).toEqual({});
  });

  it('saves when the focus leaves the editor, but not when it moves to the editor’s own buttons', async () => {
    await renderSite();
    await enterAdminMode();
    fireEvent.click(screen.getByRole('button', { name: heroTitle }));
    type(field(/hero\.title/), 'Banners that sell');
    act(() => screen.getByRole('button', { name: 'Clear' }).focus());
    expect(field(/hero\.title/)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Publish' }).focus());
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await stored()).toEqual({ 'en:home:hero.title': 'Banners that sell' });
  });

  it('keeps Enter as a new line in a multi-line text and saves it on Ctrl+Enter', async () => {
    await renderSite();
    await enterAdminMode();
    fireEvent.click(screen.getByRole('button', { name: heroDescription }));
    const input = field(/hero\.description/);
    type(input, 'First line\nSecond line');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(field(/hero\.description/)).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await stored()).toEqual({ 'en:home:hero.description': 'First line\nSecond line' });
  });

  it('clears the text on Ctrl+Delete and on the Clear button; saved empty, the default is back', async () => {
    server.publishNow({ 'en:home:hero.title': 'Old edit' });
    await renderSite();
    await enterAdminMode();
    fireEvent.click(screen.getByRole('button', { name: 'Old edit' }));
    fireEvent.keyDown(field(/hero\.title/), { key: 'Delete', ctrlKey: true });
    expect(field(/hero\.title/).value).toBe('');
    type(field(/hero\.title/), 'Typed again');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field(/hero\.title/).value).toBe('');
    expect(document.activeElement).toBe(field(/hero\.title/));
    expect(screen.getByText('0/500 characters')).toBeTruthy();
    fireEvent.keyDown(field(/hero\.title/), { key: 'Enter' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heroTitle);
    expect(await stored()).toEqual({});
  });

  it('ignores typing past the limit and counts the characters', async () => {
    await renderSite();
    await enterAdminMode();
    fireEvent.click(screen.getByRole('button', { name: heroDescription }));
    const input = field(/hero\.description/);
    expect(input.maxLength).toBe(300);
    expect(screen.getByText(`${heroDescription.length}/300 characters`)).toBeTruthy();
    type(input, 'x'.repeat(300));
    type(input, 'x'.repeat(310));
    expect(input.value).toHaveLength(300);
    expect(screen.getByText('300/300 characters')).toBeTruthy();
  });

  it('makes header and footer texts editable only while their own toggle is pressed', async () => {
    await renderSite();
    await enterAdminMode();
    expect(screen.queryByRole('button', { name: 'Get Quote' })).toBeNull();
    const headerToggle = screen.getByRole('button', { name: 'Edit header texts' });
    const footerToggle = screen.getByRole('button', { name: 'Edit footer texts' });
    expect(headerToggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(headerToggle);
    expect(headerToggle.getAttribute('aria-pressed')).toBe('true');
    const quote = screen.getByRole('button', { name: 'Get Quote' });
    // A click edits the link's text instead of following the link.
    const followed = fireEvent.click(quote);
    expect(followed).toBe(false);
    type(field(/nav\.getQuote/), 'Free Quote');
    fireEvent.keyDown(field(/nav\.getQuote/), { key: 'Enter' });
    expect(within(screen.getByRole('banner')).getByRole('link').textContent).toBe('Free Quote');
    expect(screen.queryByRole('button', { name: enLayout.footer.address })).toBeNull();
    fireEvent.click(footerToggle);
    expect(screen.getByRole('button', { name: enLayout.footer.address })).toBeTruthy();
    fireEvent.click(headerToggle);
    expect(screen.queryByRole('button', { name: 'Free Quote' })).toBeNull();
  });

  it('changes only the Spanish text when editing in Spanish', async () => {
    const i18n = await renderSite('es');
    fireEvent.click(screen.getByRole('button', { name: 'Administrar' }));
    await screen.findByRole('button', { name: esEditing.tools.title });
    fireEvent.click(screen.getByRole('button', { name: esHome.hero.title }));
    type(field(/hero\.title/), 'Rótulos que venden');
    fireEvent.keyDown(field(/hero\.title/), { key: 'Enter' });
    expect(await stored()).toEqual({ 'es:home:hero.title': 'Rótulos que venden' });
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heroTitle);
  });
});
