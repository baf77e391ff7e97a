import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { siteContentId } from '../../core/content/editable-keys.ts';
import { EditableText } from '../../src/components/editable-text.tsx';
import {
  contentKey,
  readPageContent,
  ShownContentContext,
  type EditableContent,
} from '../../src/lib/editable-content.ts';
import { I18nProvider } from '../../src/lib/use-translation.ts';

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

async function renderIn(lng: string, content: EditableContent = {}) {
  const i18n = await makeI18n(lng);
  const page = (texts: EditableContent): ReactNode => (
    <I18nProvider i18n={i18n}>
      <ShownContentContext.Provider value={texts}>
        <h1>
          <EditableText ns="home" k="hero.title" />
        </h1>
      </ShownContentContext.Provider>
    </I18nProvider>
  );
  const view = render(page(content));
  return { i18n, rerender: (texts: EditableContent) => view.rerender(page(texts)) };
}

describe('EditableText', () => {
  afterEach(() => {
    localStorage.clear();
    document.getElementById(siteContentId)?.remove();
  });

  it('shows the translation when the owner has not changed the text', async () => {
    await renderIn('es');
    expect(screen.getByRole('heading').textContent).toBe('Impresión que se nota');
  });

  it("shows the owner's text for that language only, and follows the texts it is given", async () => {
    const { i18n, rerender } = await renderIn('es', {
      [contentKey('es', 'home', 'hero.title')]: 'Gran formato, gran impacto',
    });
    expect(screen.getByRole('heading').textContent).toBe('Gran formato, gran impacto');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('heading').textContent).toBe('Print that gets noticed');
    rerender({ [contentKey('en', 'home', 'hero.title')]: 'Signs that sell' });
    expect(screen.getByRole('heading').textContent).toBe('Signs that sell');
  });

  it("ignores what the old local-only mode left in the browser's storage", async () => {
    localStorage.setItem('editableContent', JSON.stringify({ 'en:home:hero.title': 'Old local text' }));
    await renderIn('en', readPageContent());
    expect(screen.getByRole('heading').textContent).toBe('Print that gets noticed');
  });
});

describe('readPageContent', () => {
  afterEach(() => document.getElementById(siteContentId)?.remove());

  const block = (text: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = siteContentId;
    script.textContent = text;
    document.body.append(script);
  };

  it('reads the live texts the server put in the page (escaped as the server writes them)', () => {
    block('{"en:home:hero.title":"Signs \\u003c/script> that _\\u005f sell"}');
    expect(readPageContent()).toEqual({ 'en:home:hero.title': 'Signs </script> that __ sell' });
  });

  it('is empty without the block, with a damaged one, or with one that is not a map of strings', () => {
    expect(readPageContent()).toEqual({});
    block('{not json');
    expect(readPageContent()).toEqual({});
    document.getElementById(siteContentId)?.remove();
    block('{"en:home:hero.title": 42}');
    expect(readPageContent()).toEqual({});
  });
});
