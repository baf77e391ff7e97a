import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nProvider } from '../../src/lib/use-translation.ts';
import { EditableText } from '../../src/components/editable-text.tsx';
import { contentKey, writeEditableContent } from '../../src/lib/editable-content.ts';

async function makeI18n(lng: string) {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    ns: ['home'],
    resources: {
      en: { home: { hero: { title: 'Print that gets noticed' } } },
      es: { home: { hero: { title: 'Impresión que se nota' } } },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

async function renderIn(lng: string) {
  const i18n = await makeI18n(lng);
  render(
    <I18nProvider i18n={i18n}>
      <h1>
        <EditableText ns="home" k="hero.title" />
      </h1>
    </I18nProvider>,
  );
  return i18n;
}

describe('EditableText', () => {
  beforeEach(() => {
    localStorage.clear();
    writeEditableContent({});
  });

  it('shows the translation when the owner has not changed the text', async () => {
    await renderIn('es');
    expect(screen.getByRole('heading').textContent).toBe('Impresión que se nota');
  });

  it("shows the owner's text for that language only, and updates when it changes", async () => {
    writeEditableContent({ [contentKey('es', 'home', 'hero.title')]: 'Gran formato, gran impacto' });
    const i18n = await renderIn('es');
    expect(screen.getByRole('heading').textContent).toBe('Gran formato, gran impacto');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('heading').textContent).toBe('Print that gets noticed');
    act(() => writeEditableContent({ [contentKey('en', 'home', 'hero.title')]: 'Signs that sell' }));
    expect(screen.getByRole('heading').textContent).toBe('Signs that sell');
    expect(JSON.parse(localStorage.getItem('editableContent')!)).toEqual({
      'en:home:hero.title': 'Signs that sell',
    });
  });

  it('ignores a stored value that is not JSON', async () => {
    localStorage.setItem('editableContent', '{not json');
    await renderIn('en');
    expect(screen.getByRole('heading').textContent).toBe('Print that gets noticed');
  });

  it('ignores a stored map that is not a map of strings', async () => {
    localStorage.setItem('editableContent', '{"en:home:hero.title": 42}');
    await renderIn('en');
    expect(screen.getByRole('heading').textContent).toBe('Print that gets noticed');
  });
});
