/**
 * Form versions through the API (docs/architecture.md "Form versions"), on both stores: the owner
 * publishes a new version of the contact form, the intake validates with it at once and records
 * it on each request, a page still showing the old version is told the form changed, the browser
 * validators are served as a script of this origin, a restore is a new version, and every
 * refusal the issue lists answers 400 naming its place (401 and 403 without the owner's session
 * and header). The browser test tests/e2e/form-editing.test.ts clicks through the same as an owner.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { FormDetail, FormsList, LiveForm } from '../../core/api/forms.ts';
import { contentHash, shippedContent } from '../../server/forms/form-content.ts';
import { parse } from 'csv-parse/sync';
import { linkTokenHash, newLinkToken } from '../../server/links/link-tokens.ts';
import { withHeardAbout } from './fixtures/form-drafts.ts';
import { buildIntakeApp, urlencoded, type IntakeApp } from './fixtures/intake-helpers.ts';
import { setOwnerPassword, signedInOwner, type Owner } from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';
import { validAnswers } from '../support/form-answers.ts';

const formsDir = resolve('forms');

type Texts = Record<string, Record<string, unknown>>;
type File = {
  schema: { properties: Record<string, Record<string, unknown>>; required: string[] };
  uiSchema: Record<string, unknown> & { 'ui:order': string[] };
} & Record<string, unknown>;

const contactAnswers = (extra: Record<string, string>) =>
  validAnswers(
    'contact',
    { firstName: 'Ana', email: 'ana@example.com', _elapsed_ms: '12000', ...extra },
    formsDir,
  ).fields;

async function post(intake: IntakeApp, fields: Record<string, string | string[]>) {
  const body = urlencoded(fields);
  return intake.app.inject({
    method: 'POST',
    url: '/api/forms/contact',
    payload: body.payload,
    headers: body.headers,
  });
}

describe.each(backendNames)('form versions on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;
  const detail = async (id = 'contact') => (await owner.get(`/api/owner/forms/${id}`)).json() as FormDetail;

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend, { formsDir });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  it('records each shipped form as its version 1, which the build names by the same hash', async () => {
    const list = (await owner.get('/api/owner/forms')).json() as FormsList;
    const contact = list.forms.find((form) => form.id === 'contact')!;
    expect(contact).toMatchObject({ version: 1, newerDefault: false, visual: true });
    expect(contact.title.es).not.toBe(contact.title.en);
    expect(list.forms.find((form) => form.id === 'printing-order')?.visual).toBe(false);
    const live = (await intake.app.inject('/api/forms/contact')).json() as LiveForm;
    expect(live).toEqual({
      id: 'contact',
      version: 1,
      hash: contentHash(shippedContent(formsDir, resolve('locales'), 'contact')),
    });
  });

  it('publishes a new version that the intake validates with at once, and tells an old page the form changed', async () => {
    const reference = await post(intake, contactAnswers({ company: 'Ruiz Tacos', _form_version: '1' }));
    expect(reference.statusCode).toBe(201);

    const draft = withHeardAbout(await detail());
    const check = await owner.send('POST', '/api/owner/forms/contact/check', draft);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ changes: { added: ['heardAbout'], removed: [], changed: [] } });
    const published = await owner.send('POST', '/api/owner/forms/contact/publish', draft);
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ version: 2 });

    const live = (await intake.app.inject('/api/forms/contact')).json() as LiveForm;
    expect(live).toMatchObject({
      version: 2,
      content: { texts: { es: { fields: { heardAbout: { label: '¿Cómo nos conoció?' } } } } },
    });
    const script = await intake.app.inject(live.validators!);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The script works as the browser runs it: it registers the form's compiled validators.
    const self: {
      formValidators?: Record<
        string,
        (require: (name: string) => unknown) => Record<string, Record<string, (data: unknown) => boolean>>
      >;
    } = {};
    runInNewContext(script.body, { self });
    const hash = /([0-9a-f]{32})\.js$/.exec(live.validators!)![1];
    const runtime = createRequire(__filename);
    const validators = self.formValidators![hash](runtime).contact;
    const validate = Object.values(validators)[0];
    const answers = validAnswers('contact', {}, formsDir).data;
    expect(validate(answers)).toBe(false);
    expect(validate({ ...answers, heardAbout: 'friend' })).toBe(true);

    // The page that drew version 1 is told to draw version 2; the one that drew 2 gets the errors.
    const stale = await post(intake, contactAnswers({ _form_version: '1' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'form-changed',
      message: 'This form has changed: please check the new fields.',
    });
    expect((await post(intake, contactAnswers({ _form_version: '2' }))).statusCode).toBe(400);
    const sent = await post(intake, contactAnswers({ heardAbout: 'vehicle', _form_version: '2' }));
    expect(sent.statusCode).toBe(201);
    heardReference = sent.json().reference as string;
    const stored = await intake.store.get(heardReference);
    expect(stored).toMatchObject({ formVersion: 2, data: { heardAbout: 'vehicle' } });
    expect(await intake.store.get(reference.json().reference as string)).toMatchObject({ formVersion: 1 });
  });

  let heardReference = '';

  it('restores a version as a new one, even when it is what is live', async () => {
    const restored = await owner.send('POST', '/api/owner/forms/contact/versions/1/restore');
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({ version: 3 });
    const again = await owner.send('POST', '/api/owner/forms/contact/versions/3/restore');
    expect(again.json()).toMatchObject({ version: 4 });
    const form = await detail();
    expect(form.live.version).toBe(4);
    expect(form.versions.map((v) => [v.version, v.origin, v.restoredFrom])).toEqual([
      [4, 'restore', 3],
      [3, 'restore', 1],
      [2, 'owner', null],
      [1, 'shipped', null],
    ]);
    expect(form.versions[1].changes).toEqual({ added: [], removed: ['heardAbout'], changed: [] });
    expect(form.versions[0].changes).toEqual({ added: [], removed: [], changed: [] });
    // Version 1's content is the build's own again: the page uses its own copy.
    expect((await intake.app.inject('/api/forms/contact')).json()).toEqual({
      id: 'contact',
      version: 4,
      hash: form.shipped && contentHash(form.shipped),
    });
    const download = await owner.get('/api/owner/forms/contact/versions/2?download=form');
    expect(download.headers['content-disposition']).toBe('attachment; filename="contact.form.json"');
    expect(JSON.parse(download.body).schema.properties.heardAbout).toBeDefined();
    const texts = await owner.get('/api/owner/forms/contact/versions/2?download=texts');
    expect(JSON.parse(texts.body).es.fields.heardAbout.label).toBe('¿Cómo nos conoció?');
    expect((await owner.get('/api/owner/forms/contact/versions/99')).statusCode).toBe(404);
  });

  it('shows a request under the labels of the version it was sent with, its field gone since', async () => {
    const answer = async (lang: string) => {
      const view = (await owner.get(`/api/owner/submissions/${heardReference}?lang=${lang}`)).json() as {
        fields: { name: string; label: string; text: string }[];
      };
      return view.fields.find((field) => field.name === 'heardAbout');
    };
    expect(await answer('en')).toMatchObject({
      label: 'How did you hear about us?',
      text: 'One of our wrapped vehicles',
    });
    expect(await answer('es')).toMatchObject({
      label: '¿Cómo nos conoció?',
      text: 'Uno de nuestros vehículos rotulados',
    });

    // The customer's page labels it the same way.
    const token = newLinkToken();
    await intake.store.customer.addLink(
      heardReference,
      linkTokenHash(token),
      Date.now(),
      Date.now() + 60_000,
    );
    const page = (await intake.app.inject(`/api/customer/requests/${token}?lang=es`)).json() as {
      answers: { label: string; text: string }[];
    };
    expect(JSON.stringify(page)).toContain('¿Cómo nos conoció?');
    expect(JSON.stringify(page)).toContain('Uno de nuestros vehículos rotulados');

    // The CSV has the columns of every version, in order, each headed by its label.
    const csv = await owner.get('/api/owner/submissions.csv?form=contact');
    const [header, ...rows] = parse(csv.body.replace(/^\uFEFF/, ''), {
      relax_column_count: false,
    }) as string[][];
    expect(header.slice(header.indexOf('Company Name'), header.indexOf('Company Name') + 3)).toEqual([
      'Company Name',
      'How did you hear about us?',
      'Service Type',
    ]);
    const column = header.indexOf('How did you hear about us?');
    const row = rows.find((cells) => cells.includes(heardReference))!;
    expect(row[column]).toBe('One of our wrapped vehicles');
    expect(rows.filter((cells) => cells[column] === '')).not.toHaveLength(0);
  });

  describe('refuses, naming the place', () => {
    const refused = async (formId: string, change: (file: File, texts: Texts) => void, extra = {}) => {
      const live = await detail(formId);
      const file = structuredClone(live.live.file) as File;
      const texts = structuredClone(live.live.texts) as unknown as Texts;
      change(file, texts);
      const response = await owner.send('POST', `/api/owner/forms/${formId}/publish`, {
        file,
        texts,
        basedOn: live.live.version,
        ...extra,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { error: string; problems: { path: string; message: string }[] };
      expect(body.error).toBe('invalid-form');
      return body.problems;
    };

    it('a field renamed that stored requests use', async () => {
      // A request above answered "company".
      const rename = (file: File, texts: Texts) => {
        file.schema.properties.business = file.schema.properties.company;
        delete file.schema.properties.company;
        file.uiSchema['ui:order'] = file.uiSchema['ui:order'].map((name) =>
          name === 'company' ? 'business' : name,
        );
        file.uiSchema.business = file.uiSchema.company;
        delete file.uiSchema.company;
        for (const lng of ['en', 'es']) {
          const fields = texts[lng].fields as Texts;
          fields.business = fields.company;
        }
      };
      expect(await refused('contact', rename, { renamed: { company: 'business' } })).toEqual([
        expect.objectContaining({
          path: '/file/schema/properties/business',
          message: expect.stringContaining('stored requests hold answers under company'),
        }),
      ]);
      // The same edit made by hand in the form file reads as a rename too.
      expect(await refused('contact', rename)).toHaveLength(1);
    });

    it('a field removed that a condition names', async () => {
      const problems = await refused('vehicle-wrap', (file) => {
        const order = file.uiSchema['ui:order'];
        file.uiSchema['ui:order'] = order.filter((name) => name !== 'vehicleType');
        delete file.schema.properties.vehicleType;
        delete file.uiSchema.vehicleType;
        file.schema.required = file.schema.required.filter((name) => name !== 'vehicleType');
        const steps = file.uiSchema['ui:steps'] as { fields: string[] }[] | undefined;
        for (const step of steps ?? []) step.fields = step.fields.filter((name) => name !== 'vehicleType');
      });
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ message: expect.stringContaining('vehicleType is not a field') }),
        ]),
      );
    });

    it('a form with no e-mail and no phone field', async () => {
      const problems = await refused('contact', (file) => {
        for (const name of ['email', 'phone']) {
          delete file.schema.properties[name];
          delete file.uiSchema[name];
          file.uiSchema['ui:order'] = file.uiSchema['ui:order'].filter((field) => field !== name);
          file.schema.required = file.schema.required.filter((field) => field !== name);
        }
      });
      expect(problems).toEqual([
        expect.objectContaining({ message: expect.stringContaining('needs an e-mail or a phone field') }),
      ]);
    });

    it('limits beyond the server’s: a text over 5,000 characters, files over the upload limit', async () => {
      expect(
        await refused('contact', (file) => {
          file.schema.properties.message.maxLength = 6000;
        }),
      ).toEqual([
        { path: '/file/schema/properties/message/maxLength', message: expect.stringContaining('5000') },
      ]);
      expect(
        await refused('upload', (file) => {
          const ui = Object.values(file.uiSchema).find(
            (entry) => (entry as { 'ui:widget'?: string })['ui:widget'] === 'files',
          ) as { 'ui:options': { maxBytes: number } };
          ui['ui:options'].maxBytes = 2 * 1024 ** 3 + 1;
        }),
      ).toEqual([expect.objectContaining({ message: expect.stringContaining('2 GB') })]);
    });

    it('a files field in a form not sent as multipart', async () => {
      expect(
        await refused('contact', (file, texts) => {
          file.schema.properties.photos = {
            type: 'array',
            items: { type: 'string', maxLength: 255 },
            maxItems: 3,
          };
          file.uiSchema['ui:order'].push('photos');
          file.uiSchema.photos = {
            'ui:widget': 'files',
            'ui:options': { accept: ['.jpg'], maxBytes: 1024, multiple: true },
          };
          for (const lng of ['en', 'es']) (texts[lng].fields as Texts).photos = { label: 'Photos' };
        }),
      ).toEqual([expect.objectContaining({ path: '/file/submit/encoding' })]);
    });

    it('a form file that breaks the rules of form files, and a label missing in Spanish', async () => {
      expect(
        await refused('contact', (file, texts) => {
          file.schema.properties.message.type = 'text';
          void texts;
        }),
      ).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: expect.stringMatching(/^\/file\/schema\/properties\/message/) }),
        ]),
      );
      expect(
        await refused('contact', (_file, texts) => {
          delete (texts.es.fields as Texts).email.label;
        }),
      ).toEqual([{ path: '/texts/es/fields/email/label', message: 'email needs a label' }]);
    });

    it('invalid JSON, without the session, without the header, and over a newer version', async () => {
      const broken = await intake.app.inject({
        method: 'POST',
        url: '/api/owner/forms/contact/publish',
        payload: '{"file": ',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'owner' },
        cookies: { owner_session: owner.cookie },
      });
      expect(broken.statusCode).toBe(400);
      const draft = withHeardAbout(await detail());
      expect(
        (await intake.app.inject({ method: 'POST', url: '/api/owner/forms/contact/publish', payload: draft }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await intake.app.inject({
            method: 'POST',
            url: '/api/owner/forms/contact/publish',
            payload: draft,
            cookies: { owner_session: owner.cookie },
          })
        ).statusCode,
      ).toBe(403);
      const stale = await owner.send('POST', '/api/owner/forms/contact/publish', { ...draft, basedOn: 1 });
      expect(stale.statusCode).toBe(409);
      expect((await detail()).live.version).toBe(4);
    });
  });
});
