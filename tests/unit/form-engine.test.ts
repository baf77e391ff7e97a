/** The form engine's pure parts: endpoints, texts, messages, file checks and the request. */
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { resolveEndpoint } from '../../src/form-engine/endpoint.ts';
import { asFormDefinition } from '../../core/forms/form-definition.ts';
import { formForService } from '../../core/forms/printing.ts';
import { localizeUiSchema } from '../../src/form-engine/localize.ts';
import {
  createCustomValidate,
  createTransformErrors,
  validationMessage,
} from '../../src/form-engine/messages.ts';
import { sendSubmission } from '../../src/form-engine/send.ts';
import { addFiles, formatSize } from '../../src/form-engine/widgets/file-checks.ts';
import enForms from '../../locales/en/forms.json';

const form = (id: string) => asFormDefinition(JSON.parse(readFileSync(`forms/${id}.form.json`, 'utf8')));

async function englishT() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    ns: ['forms'],
    defaultNS: 'forms',
    resources: { en: { forms: enForms } },
  });
  return instance.getFixedT('en', 'forms');
}

describe('resolveEndpoint', () => {
  it('resolves a name against the forms base URL, and keeps absolute URLs and null', () => {
    expect(resolveEndpoint('contact')).toBe('/api/forms/contact');
    expect(resolveEndpoint('contact', 'https://forms.example/f/')).toBe('https://forms.example/f/contact');
    expect(resolveEndpoint('https://formspree.example/f/abc')).toBe('https://formspree.example/f/abc');
    expect(resolveEndpoint(null)).toBeNull();
  });
});

describe('localizeUiSchema', () => {
  it('puts labels, help, placeholders and enum labels from locales into the uiSchema', async () => {
    const ui = localizeUiSchema(form('contact'), await englishT());
    expect(ui.firstName).toMatchObject({ 'ui:title': 'First Name', 'ui:placeholder': 'Your first name' });
    expect(ui.serviceType['ui:enumNames']).toMatchObject({
      'vehicle-wraps': 'Vehicle Wraps',
      other: 'Other',
    });
    expect(ui['ui:order']).toEqual(form('contact').uiSchema['ui:order']);
  });

  it('reads a printing option under its textKey, with the labels of its values', async () => {
    const ui = localizeUiSchema(formForService(form('printing-order'), 'flyers'), await englishT());
    expect(ui.size['ui:title']).toBe('Size');
    expect(ui.size['ui:enumNames']).toMatchObject({ letter: 'Letter (8.5" x 11")' });
  });

  it('labels the options of a list field chosen from an enum', async () => {
    const ui = localizeUiSchema(form('social-media'), await englishT());
    expect(Object.keys(ui.platforms.items['ui:enumNames'])).toEqual([
      'facebook',
      'instagram',
      'x',
      'linkedin',
      'tiktok',
      'youtube',
    ]);
  });
});

describe('validation messages', () => {
  it('maps Ajv errors to the forms namespace, with their limits', async () => {
    const t = await englishT();
    expect(validationMessage(t, { name: 'required', stack: '' })).toBe('This field is required.');
    expect(validationMessage(t, { name: 'maxLength', params: { limit: 500 }, stack: '' })).toBe(
      'Please use at most 500 characters.',
    );
    expect(validationMessage(t, { name: 'format', params: { format: 'email' }, stack: '' })).toBe(
      'Please enter a valid email address.',
    );
    expect(validationMessage(t, { name: 'format', params: { format: 'ipv4' }, stack: '' })).toBe(
      'Please enter a valid value.',
    );
  });

  it('drops the errors of empty list rows and translates the rest', async () => {
    const transform = createTransformErrors(await englishT(), () => ({ links: [undefined, 'nope'] }));
    const errors = transform([
      { name: 'type', property: '.links.0', params: { type: 'string' }, stack: '' },
      { name: 'format', property: '.links.1', params: { format: 'uri' }, stack: '' },
    ]);
    expect(errors.map((error) => [error.property, error.message])).toEqual([
      ['.links.1', 'Please enter a full web address starting with https://'],
    ]);
  });

  it('refuses a booking date before today', async () => {
    const added: string[] = [];
    const validate = createCustomValidate(form('booking'), await englishT(), () => '2030-06-15');
    const errors = { preferred_date: { addError: (message: string) => added.push(message) } };
    validate({ preferred_date: '2030-06-14' }, errors as never);
    validate({ preferred_date: '2030-06-15' }, errors as never);
    expect(added).toEqual(['Please choose today or a later date.']);
  });
});

describe('file checks', () => {
  const file = (name: string, size: number) => new File(['x'.repeat(size)], name);
  const rules = { accept: ['.pdf', '.png'], maxBytes: 100, maxFiles: 2 };

  it('keeps accepted files and says why the others were refused', () => {
    const { files, problems } = addFiles(
      [],
      [file('A.PDF', 10), file('b.exe', 1), file('c.png', 101)],
      rules,
    );
    expect(files.map((f) => f.name)).toEqual(['A.PDF']);
    expect(problems).toEqual([
      { kind: 'type', name: 'b.exe' },
      { kind: 'size', name: 'c.png' },
    ]);
  });

  it('replaces the file of a single-file field, and caps a list at its limit', () => {
    expect(addFiles([file('a.pdf', 1)], [file('b.pdf', 1)], { ...rules, maxFiles: 1 }).files[0].name).toBe(
      'b.pdf',
    );
    const capped = addFiles([file('a.pdf', 1)], [file('b.pdf', 1), file('c.pdf', 1)], rules);
    expect(capped.files).toHaveLength(2);
    expect(capped.problems).toEqual([{ kind: 'count', limit: 2 }]);
  });

  it('writes sizes the way people read them', () => {
    expect(formatSize(52428800, 'en')).toBe('50 MB');
    expect(formatSize(10485760, 'es')).toBe('10 MB');
    expect(formatSize(2048, 'en')).toBe('2 kB');
    expect(formatSize(2147483648, 'en')).toBe('2 GB');
    expect(formatSize(1.5 * 1024 ** 3, 'es')).toBe('1,5 GB');
  });
});

describe('sendSubmission', () => {
  const contact = form('contact');
  const data = { firstName: 'Ana' };

  it('posts to the resolved endpoint and reads the reference from a 201', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(Response.json({ reference: 'Q-7K3F9Q' }, { status: 201 }));
    await expect(sendSubmission(contact, data, undefined, undefined, fetchImpl)).resolves.toEqual({
      ok: true,
      reference: 'Q-7K3F9Q',
    });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/forms/contact');
    expect(init.headers['Content-Type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
  });

  it('counts any 2xx as success, body or not, and anything else as failure', async () => {
    const reply = (response: Response) => jest.fn().mockResolvedValue(response);
    expect(
      await sendSubmission(contact, data, undefined, undefined, reply(new Response(null, { status: 204 }))),
    ).toEqual({
      ok: true,
      reference: undefined,
    });
    expect(
      await sendSubmission(contact, data, undefined, undefined, reply(new Response('x', { status: 400 }))),
    ).toEqual({
      ok: false,
    });
    const offline = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await sendSubmission(contact, data, undefined, undefined, offline)).toEqual({ ok: false });
  });

  it('only logs the data of a form whose endpoint is null', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const fetchImpl = jest.fn();
    const local = { ...contact, submit: { ...contact.submit, endpoint: null } };
    expect(await sendSubmission(local, data, undefined, undefined, fetchImpl)).toEqual({ ok: true });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('contact', { firstName: 'Ana' });
    log.mockRestore();
  });
});
