import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import common from '../../locales/en/common.json';
import { ButtonLink } from '../../src/components/button-link.tsx';
import { getSystem } from '../../src/lib/theme.ts';
import { I18nProvider } from '../../src/lib/use-translation.ts';

async function renderLinks() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['common'],
    resources: { en: { common } },
    interpolation: { escapeValue: false },
  });
  render(
    <ChakraProvider value={getSystem()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <ButtonLink to="/contact">Get a quote</ButtonLink>
          <ButtonLink to="tel:+15745550142" variant="outline">
            Call us
          </ButtonLink>
          <ButtonLink to="https://wa.me/15745550142">WhatsApp</ButtonLink>
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

describe('ButtonLink', () => {
  it('draws a link, never with the type="button" a Chakra Button gives its element', async () => {
    await renderLinks();
    const links = [
      screen.getByRole('link', { name: 'Get a quote' }),
      screen.getByRole('link', { name: 'Call us' }),
      screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' }),
    ];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      'tel:+15745550142',
      'https://wa.me/15745550142',
    ]);
    for (const link of links) {
      expect(link.tagName).toBe('A');
      expect(link.getAttribute('type')).toBeNull();
      // Still styled as a button.
      expect(link.className).toContain('chakra-button');
    }
  });
});
