import { backendNames } from './fixtures/store-backends.ts';
import { multipart, rowCount, urlencoded, useIntakeSession } from './fixtures/intake-helpers.ts';

const validContact = {
  firstName: 'Ana',
  email: 'ana@example.com',
  serviceType: 'printing',
  message: 'Quiero 500 tarjetas, ¿cuánto cuestan? 😀',
};

describe.each(backendNames)('POST /api/forms/:formId on %s', (backendName) => {
  const session = useIntakeSession(backendName);
  const post = session.post;

  describe('a valid url-encoded submission', () => {
    it('answers 201 with a reference and stores every field', async () => {
      const response = await post('contact', urlencoded({ ...validContact, website_url: '' }));
      expect(response.statusCode).toBe(201);
      const { reference } = response.json();
      expect(reference).toMatch(/^Q-[0-9A-HJKMNP-TV-Z]{6}$/);
      const stored = await session.intake.store.get(reference);
      expect(stored).toMatchObject({ formId: 'contact', status: 'received', data: validContact });
      expect(stored?.userAgent).toBe('intake-test');
      expect(stored?.ipHash).toMatch(/^[0-9a-f]{32}$/);
      expect(stored?.ipHash).not.toContain('127.0.0.1');
    });
  });

  describe('validation', () => {
    it('answers 400 naming every missing required field', async () => {
      const response = await post('contact', urlencoded({ firstName: 'Ana' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation' });
      const errors = response.json().errors as { field: string; message: string }[];
      expect(errors.map((e) => e.field).sort()).toEqual(['email', 'message', 'serviceType']);
      expect(errors[0].message).toBe('This field is required.');
    });

    it.each([
      [{ email: 'not-an-email' }, 'email', 'Must be a valid e-mail address, like name@example.com.'],
      [{ serviceType: 'space-travel' }, 'serviceType', "Must be one of the form's options."],
      [{ message: 'x'.repeat(501) }, 'message', 'Must be at most 500 characters.'],
      [{ nickname: 'Ana' }, 'nickname', 'This field is not part of the form.'],
      [{ message: 'bad\u0000byte' }, 'message', 'This field contains characters that are not allowed.'],
    ])('answers 400 for %j', async (change, field, message) => {
      const response = await post('contact', urlencoded({ ...validContact, ...change }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    });

    it('answers 400 when a single-value field is sent twice', async () => {
      const response = await post(
        'contact',
        urlencoded({ ...validContact, email: ['a@example.com', 'b@example.com'] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({
        field: 'email',
        message: 'This field was sent more than once.',
      });
    });

    it('answers a filled-in honeypot like any request and files it as spam', async () => {
      const before = await rowCount(session.intake.store);
      const response = await post(
        'contact',
        urlencoded({ ...validContact, website_url: 'http://spam.example' }),
      );
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json())).toEqual(['reference']);
      const stored = await session.intake.store.get(response.json().reference);
      expect(stored).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
      expect(stored!.data).not.toHaveProperty('website_url');
      expect(await rowCount(session.intake.store)).toBe(before + 1);
    });
  });

  describe('types from text', () => {
    it('turns numbers, booleans and lists into their schema types', async () => {
      const response = await post(
        'kitchen',
        multipart([
          { name: 'name', value: 'Kit' },
          { name: 'count', value: '12' },
          { name: 'ratio', value: '0.25' },
          { name: 'rush', value: 'true' },
          { name: 'platforms', value: 'facebook,x' },
          { name: 'links', value: 'https://a.example/one, https://b.example/two' },
          { name: 'when', value: '2030-01-31' },
        ]),
      );
      expect(response.statusCode).toBe(201);
      const stored = await session.intake.store.get(response.json().reference);
      expect(stored?.data).toEqual({
        name: 'Kit',
        count: 12,
        ratio: 0.25,
        rush: true,
        platforms: ['facebook', 'x'],
        links: ['https://a.example/one', 'https://b.example/two'],
        when: '2030-01-31',
      });
    });

    it('takes a list from repeated fields too, and leaves out empty ones', async () => {
      const response = await post(
        'kitchen',
        multipart([
          { name: 'name', value: 'Kit' },
          { name: 'count', value: '1' },
          { name: 'platforms', value: 'instagram' },
          { name: 'platforms', value: 'x' },
          { name: 'website', value: '' },
          { name: 'rush', value: 'false' },
        ]),
      );
      expect(response.statusCode).toBe(201);
      const stored = await session.intake.store.get(response.json().reference);
      expect(stored?.data).toEqual({ name: 'Kit', count: 1, platforms: ['instagram', 'x'], rush: false });
    });

    it.each([
      ['count', 'twelve', 'Must be a whole number.'],
      ['count', '1.5', 'Must be a whole number.'],
      ['count', '0', 'Must be at least 1.'],
      ['count', '99999999999999999999', 'Must be a whole number.'],
      ['ratio', '1e999', 'Must be a number.'],
      ['rush', 'yes', "Must be 'true' or 'false'."],
      ['platforms', 'facebook,myspace', "Must be one of the form's options."],
      ['platforms', 'x,x', 'Each choice may appear only once.'],
      ['links', 'not a url', 'Must be a full web address, like https://example.com.'],
      ['when', '31/01/2030', 'Must be a date, like 2030-01-31.'],
    ])('answers 400 when %s is %j', async (field, value, message) => {
      const response = await post(
        'kitchen',
        multipart([
          { name: 'name', value: 'Kit' },
          ...(field === 'count' ? [] : [{ name: 'count', value: '1' }]),
          { name: field, value },
        ]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    });
  });
});
