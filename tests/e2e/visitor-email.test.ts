/**
 * The visitor's side of the e-mails, in a real browser against the real server and a real mail
 * server: a request sent from the Spanish site gets a Spanish reply with the reference the page
 * showed, and the reply's link looks that request up on /es/order-status.
 */
import { baseUrl, browserPerFile, phone, watchProblems } from '../support/browser.ts';
import { waitForMails } from '../support/e2e-mails.ts';
import { fieldValue, hydrated } from '../support/hydration.ts';

const browser = browserPerFile();

describe("the visitor's e-mail", () => {
  it('answers a request from the Spanish site in Spanish, with the reference the page showed and a working status link', async () => {
    const context = await browser().newContext({ ...phone, locale: 'es-ES' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${baseUrl()}/contact`);
    await page.getByRole('button', { name: 'Enviar solicitud de cotización' }).waitFor();
    await page.getByLabel(/^Nombre\s*\*?$/).fill('Rosa');
    await page.getByLabel('Apellido').fill('Méndez');
    await page.getByLabel('Correo electrónico').fill('rosa.mendez@example.com');
    await page.getByLabel('Número de teléfono').fill('(574) 555-0177');
    await page.getByLabel('Tipo de servicio').selectOption({ label: 'Rotulación de vehículos' });
    await page.getByLabel('Detalles del proyecto').fill('Rotulación completa para mi furgoneta de reparto.');
    // The spam rules turn away forms filled in faster than a person could.
    await page.waitForTimeout(3_100);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/contact'));
    await page.getByRole('button', { name: 'Enviar solicitud de cotización' }).click();
    const { reference } = (await (await answer).json()) as { reference: string };
    await page.getByRole('status').filter({ hasText: reference }).waitFor();

    const [mail] = await waitForMails(
      (m) => m.to === 'rosa.mendez@example.com' && m.subject.includes(reference),
    );
    expect(mail.subject).toBe(`Hemos recibido su solicitud ${reference}`);
    expect(mail.text).toContain('Hola, Rosa Méndez:');
    expect(mail.text).toContain('de lunes a viernes de 8:00–17:00, sábados de 9:00–12:00');
    expect(mail.text).toContain(`Su referencia: ${reference}`);
    expect(mail.text).toContain('Tipo de servicio: Rotulación de vehículos');
    expect(mail.text).toContain('Detalles del proyecto: Rotulación completa para mi furgoneta de reparto.');
    expect(mail.text).toContain('Qué pasa ahora');
    expect(mail.text).toContain('(574) 555-0142');
    expect(mail.replyTo).toBe('"Michiana Print & Design" <shop@print.example>');
    expect(mail.html).toContain('<html lang="es">');
    // The shop got its own e-mail about the same request.
    await waitForMails((m) => m.to === 'shop@print.example' && m.subject.includes(reference));

    // The link in the e-mail fills the reference; the visitor still gives the e-mail address.
    // It is the page's Spanish address.
    const link = /(http:\/\/\S+\/order-status\?ref=\S+)/.exec(mail.text)?.[1];
    expect(link).toBe(`${baseUrl()}/es/order-status?ref=${reference}`);
    await page.goto(link!);
    // The reference from the link fills the field once the page is live (the HTML has no query).
    await hydrated(page);
    await fieldValue(page.getByLabel('Referencia'), reference);
    await page.getByLabel('Correo electrónico').fill('otra@example.com');
    await page.getByRole('button', { name: 'Consultar estado' }).click();
    await page.getByText('No encontramos ninguna solicitud con esa referencia', { exact: false }).waitFor();
    await page.getByLabel('Correo electrónico').fill('Rosa.Mendez@example.com');
    await page.getByRole('button', { name: 'Consultar estado' }).click();
    await page.getByText(`Solicitud ${reference}: Recibida`).waitFor();
    // Chromium logs the wrong address's 404 itself; nothing else may show up.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
