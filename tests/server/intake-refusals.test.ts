import { backendNames } from './fixtures/store-backends.ts';
import { urlencoded, useIntakeSession } from './fixtures/intake-helpers.ts';

const validContact = {
  firstName: 'Ana',
  email: 'ana@example.com',
  serviceType: 'printing',
  message: 'Quiero 500 tarjetas, ¿cuánto cuestan? 😀',
};

describe.each(backendNames)('POST /api/forms/:formId refusals on %s', (backendName) => {
  const session = useIntakeSession(backendName);
  const post = session.post;

  describe('refusals before the body is read', () => {
    it.each(['nope', 'console-only', '__proto__', 'constructor', 'CONTACT'])(
      'answers 404 in JSON for the form %s',
      async (formId) => {
        const response = await post(formId, urlencoded(validContact));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not-found', message: 'There is no such form.' });
      },
    );

    it.each([
      ['application/json', JSON.stringify(validContact)],
      ['text/plain', 'firstName=Ana'],
      ['multipart/form-data; boundary=x', '--x--\r\n'],
      ['application/x-www-form-urlencoded; charset=iso-8859-1', 'firstName=Ana'],
      ['', 'firstName=Ana'],
    ])('answers 415 for the content type %j on a url-encoded form', async (contentType, payload) => {
      const response = await post('contact', {
        payload,
        headers: contentType ? { 'content-type': contentType } : {},
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('unsupported-media-type');
    });

    it('answers 415 for a url-encoded body on a multipart form', async () => {
      const response = await post('kitchen', urlencoded({ name: 'Kit', count: '1' }));
      expect(response.statusCode).toBe(415);
    });

    it('answers 413 for a url-encoded body over 64 KB', async () => {
      const response = await post('contact', urlencoded({ ...validContact, message: 'x'.repeat(70_000) }));
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('too-large');
    });
  });
});
