import {
  alternatePaths,
  basenameOf,
  localizePath,
  splitLanguage,
} from '../../core/routes/localized-paths.ts';

describe('localized paths', () => {
  it('splits the language prefix off a pathname', () => {
    expect(splitLanguage('/es/printing')).toEqual({ lng: 'es', path: '/printing' });
    expect(splitLanguage('/es')).toEqual({ lng: 'es', path: '/' });
    expect(splitLanguage('/es/')).toEqual({ lng: 'es', path: '/' });
    expect(splitLanguage('/printing')).toEqual({ lng: 'en', path: '/printing' });
    expect(splitLanguage('/')).toEqual({ lng: 'en', path: '/' });
    // A path that merely starts with the letters is English.
    expect(splitLanguage('/estimates')).toEqual({ lng: 'en', path: '/estimates' });
  });

  it('adds the prefix for Spanish only', () => {
    expect(localizePath('/vehicle-wraps/full-wraps', 'es')).toBe('/es/vehicle-wraps/full-wraps');
    expect(localizePath('/', 'es')).toBe('/es');
    expect(localizePath('/contact', 'en')).toBe('/contact');
    expect(basenameOf('es')).toBe('/es');
    expect(basenameOf('en')).toBe('');
  });

  it('gives both addresses of a page from either one', () => {
    expect(alternatePaths('/es/dtf')).toEqual({ en: '/dtf', es: '/es/dtf' });
    expect(alternatePaths('/')).toEqual({ en: '/', es: '/es' });
  });
});
