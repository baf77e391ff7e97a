/** @jest-environment jsdom */
import { languageDetector } from '../../src/lib/language-detector.ts';

function detect(): string | string[] {
  return (languageDetector.detect as () => string | string[])();
}

describe('the language detector', () => {
  beforeEach(() => localStorage.clear());

  it('looks at local storage first, then the browser languages, then <html lang>', () => {
    Object.defineProperty(navigator, 'languages', { value: ['es-MX', 'en'], configurable: true });
    document.documentElement.lang = 'en';
    expect(detect()).toBe('es');
    localStorage.setItem('language', 'en');
    expect(detect()).toBe('en');
  });

  it('passes over languages the site does not have, down to <html lang>', () => {
    Object.defineProperty(navigator, 'languages', { value: ['fr-FR', 'de'], configurable: true });
    document.documentElement.lang = 'es';
    expect(detect()).toBe('es');
    document.documentElement.lang = '';
    expect(detect()).toEqual([]);
  });

  it('caches the chosen language in local storage', () => {
    languageDetector.cacheUserLanguage?.('es');
    expect(localStorage.getItem('language')).toBe('es');
  });
});
