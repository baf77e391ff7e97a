import { baseUrl, desktop, browserPerFile } from '../support/browser.ts';

const browser = browserPerFile();

describe('a page chunk that fails to load', () => {
  it('reloads the page once, then shows the error screen instead of looping', async () => {
    const page = await (await browser().newContext(desktop)).newPage();
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page.route(/\/about-page\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto(baseUrl() + '/about');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor({ timeout: 15_000 });
    expect(documentLoads).toBe(2);
    await page.waitForTimeout(1000);
    expect(documentLoads).toBe(2);
    await page.context().close();
  });
});
