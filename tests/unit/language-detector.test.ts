/** @jest-environment jsdom */
import { languageDetector } from '../../src/lib/language-detector.ts';

function detect(): string[] {
  return (languageDetector.detect as () => string[])();
}

describe('the language detector', () => {
  beforeEach(() => localStorage.clear());

  it('looks at local storage first, then the browser languages, then <html lang>', () => {
    Object.defineProperty(navigator, 'languages', { value: ['es-MX', 'en'], configurable: true });
    document.documentElement.lang = 'en';
    expect(detect()).toEqual(['es-MX', 'en', 'en']);
    localStorage.setItem('language', 'en');
    expect(detect()[0]).toBe('en');
  });

  it('caches the chosen language in local storage', () => {
    languageDetector.cacheUserLanguage?.('es');
    expect(localStorage.getItem('language')).toBe('es');
  });
});
