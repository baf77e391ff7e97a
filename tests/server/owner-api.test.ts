import { createHash } from 'node:crypto';
import { defaultShopTimeZone, shopDay } from '../../server/shop-time.ts';
import { fileKey } from '../../server/files/file-store.ts';
import enForms from '../../locales/en/forms.json';
import { join } from 'node:path';
import { buildIntakeApp, multipart, samples, type IntakeApp } from './fixtures/intake-helpers.ts';
import {
  ownerPassword,
  postForm,
  sessionCookieOf,
  setOwnerPassword,
  signedInOwner,
  signIn,
  type Owner,
} from './fixtures/owner-helpers.ts';
import { backendNames, createBackend, type StoreBackend } from './fixtures/store-backends.ts';

const realForms = join(process.cwd(), 'forms');
const ana = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '574-555-0100',
  serviceType: 'vehicle-wraps',
  timeline: 'asap',
  message: 'Full wrap for our taco truck, please.',
};

describe.each(backendNames)('the owner API on %s', (backendName) => {
  let backend: StoreBackend;
  let intake: IntakeApp;
  let owner: Owner;
  let anaRef: string;
  let uploadRef: string;

  beforeAll(async () => {
    backend = createBackend(backendName);
    intake = await buildIntakeApp(backend, { formsDir: realForms });
    await setOwnerPassword(intake);
    owner = await signedInOwner(intake);
    anaRef = await postForm(intake, 'contact', ana);
    await postForm(intake, 'contact', {
      ...ana,
      firstName: 'Luis',
      email: 'luis@example.com',
      message: 'Banner 3x8 ft',
    });
    await postForm(intake, 'booking', {
      name: 'Keisha',
      email: 'keisha@example.com',
      service_type: 'printing-services',
      preferred_date: '2099-01-05',
      preferred_time: '10:00',
      consultation_type: 'in-person',
    }).catch(() => undefined);
    const body = multipart([
      { name: '_elapsed_ms', value: '15000' },
      { name: 'name', value: 'Bo' },
      { name: 'email', value: 'bo@example.com' },
      { name: 'file_count', value: '1' },
      { name: 'files', filename: 'Logo final ñ.png', content: samples.png, contentType: 'image/png' },
    ]);
    const upload = await intake.app.inject({ method: 'POST', url: '/api/forms/upload', ...body });
    expect(upload.statusCode).toBe(201);
    uploadRef = upload.json().reference;
  });
  afterAll(async () => {
    await intake.close();
    await backend.cleanup();
  });

  describe('session', () => {
    it('GET /api/owner/session says whether the owner is signed in', async () => {
      const out = await intake.app.inject({ method: 'GET', url: '/api/owner/session' });
      expect(out.json()).toEqual({ signedIn: false, passwordSet: true });
      const inside = await owner.get('/api/owner/session');
      expect(inside.json()).toEqual({ signedIn: true, passwordSet: true });
    });

    it('POST /api/owner/session sets an HttpOnly, SameSite=Strict cookie, Secure only over HTTPS', async () => {
      const plain = await signIn(intake);
      expect(plain.statusCode).toBe(204);
      const [cookie, hint] = plain.headers['set-cookie'] as string[];
      expect(cookie).toMatch(
        /^owner_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/,
      );
      // Beside it, readable by the page's script, a hint that grants nothing: "the owner may be
      // signed in here", so only that browser asks before showing the Admin button.
      expect(hint).toBe('owner_signed_in=1; Path=/; SameSite=Strict; Max-Age=2592000');
      const https = await buildIntakeApp(backend, { formsDir: realForms, trustProxy: true });
      try {
        const secure = await https.app.inject({
          method: 'POST',
          url: '/api/owner/session',
          payload: { password: ownerPassword },
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(secure.statusCode).toBe(204);
        for (const line of secure.headers['set-cookie'] as string[]) expect(line).toMatch(/; Secure$/);
      } finally {
        await https.close();
      }
    });

    it('DELETE /api/owner/session signs out: the cookie no longer opens anything', async () => {
      const other = await signedInOwner(intake);
      expect((await other.get('/api/owner/overview')).statusCode).toBe(200);
      const out = await other.send('DELETE', '/api/owner/session');
      expect(out.statusCode).toBe(204);
      expect(out.headers['set-cookie']).toEqual([
        expect.stringMatching(/^owner_session=; .*Max-Age=0/),
        expect.stringMatching(/^owner_signed_in=; .*Max-Age=0/),
      ]);
      expect((await other.get('/api/owner/overview')).statusCode).toBe(401);
    });

    it('a session idle for more than 12 hours has ended', async () => {
      const other = await signedInOwner(intake);
      const { createHash } = await import('node:crypto');
      const idHash = createHash('sha256').update(other.cookie).digest('hex');
      const thirteenHoursAgo = Date.now() - 13 * 60 * 60 * 1000;
      expect(await intake.store.owner.touchSession(idHash, thirteenHoursAgo, 1000)).toBe(true);
      expect((await other.get('/api/owner/overview')).statusCode).toBe(401);
    });

    it('changing the password ends every session', async () => {
      const other = await signedInOwner(intake);
      await setOwnerPassword(intake, 'a brand new passphrase');
      expect((await other.get('/api/owner/overview')).statusCode).toBe(401);
      expect((await signIn(intake, ownerPassword, '10.9.9.9')).statusCode).toBe(401);
      await setOwnerPassword(intake);
      owner = await signedInOwner(intake);
    });
  });

  describe('inbox', () => {
    it('GET /api/owner/overview counts new requests per form, in the owner language', async () => {
      const body = (await owner.get('/api/owner/overview?lang=es')).json();
      expect(body.forms).toContainEqual({
        id: 'contact',
        label: 'Solicitud de cotización',
        received: 2,
        total: 2,
      });
      expect(body.forms.find((f: { id: string }) => f.id === 'upload')).toMatchObject({ received: 1 });
      expect(body.statuses).toEqual([
        'received',
        'quoted',
        'in-production',
        'ready',
        'completed',
        'cancelled',
      ]);
    });

    it('GET /api/owner/submissions lists newest first with name, e-mail, summary and file count', async () => {
      const body = (await owner.get('/api/owner/submissions')).json();
      expect(body).toMatchObject({ page: 1, pageSize: 50 });
      expect(body.items[0]).toMatchObject({ reference: uploadRef, form: 'upload', name: 'Bo', fileCount: 1 });
      const item = body.items.find((i: { reference: string }) => i.reference === anaRef);
      expect(item).toEqual({
        reference: anaRef,
        form: 'contact',
        formLabel: 'Quote request',
        status: 'received',
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        name: 'Ana López',
        email: 'ana@example.com',
        summary: 'Full wrap for our taco truck, please.',
        fileCount: 0,
        unread: 0,
        lastMessageFrom: null,
        quoteState: null,
        // The contact form names no price table.
        estimateCents: null,
      });
    });

    it('filters by form, status, text (any case, any field, the reference) and dates', async () => {
      const refs = async (query: string) =>
        (await owner.get(`/api/owner/submissions?${query}`))
          .json()
          .items.map((i: { reference: string }) => i.reference);
      expect(await refs('form=upload')).toEqual([uploadRef]);
      expect(await refs('q=TACO%20truck')).toEqual([anaRef]);
      expect(await refs('q=l%C3%B3pez')).toHaveLength(2);
      expect(await refs(`q=${anaRef.toLowerCase()}`)).toEqual([anaRef]);
      expect(await refs('q=firstName')).toEqual([]);
      expect(await refs('q=100%25')).toEqual([]);
      expect(await refs('status=quoted')).toEqual([]);
      // The shop's day, not UTC's: the date filters mean the shop's days (SHOP_TIME_ZONE).
      const today = shopDay(new Date(), defaultShopTimeZone);
      expect(await refs(`from=${today}&to=${today}`)).toHaveLength(
        await (async () => (await refs('')).length)(),
      );
      expect(await refs('to=2020-01-01')).toEqual([]);
    });

    it('answers 400 naming the parameter for a bad filter', async () => {
      for (const [query, word] of [
        ['form=nope', 'nope'],
        ['status=done', 'status'],
        ['from=yesterday', 'from'],
        ['page=0', 'page'],
        ['page=abc', 'page'],
        ['form=contact&form=seo', 'form'],
      ]) {
        const response = await owner.get(`/api/owner/submissions?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(word);
      }
    });

    it('GET /api/owner/submissions/:reference gives every field with its label and choice text', async () => {
      const es = (await owner.get(`/api/owner/submissions/${anaRef}?lang=es`)).json();
      expect(es.fields).toContainEqual({
        name: 'serviceType',
        label: 'Tipo de servicio',
        value: 'vehicle-wraps',
        text: 'Rotulación de vehículos',
      });
      expect(es.fields.map((f: { name: string }) => f.name)).toEqual([
        'firstName',
        'lastName',
        'email',
        'phone',
        'serviceType',
        'timeline',
        'message',
      ]);
      const en = (await owner.get(`/api/owner/submissions/${anaRef}`)).json();
      expect(en.fields).toContainEqual({
        name: 'timeline',
        label: 'Timeline',
        value: 'asap',
        text: enForms.contact.fields.timeline.enum.asap,
      });
      expect(en).toMatchObject({
        status: 'received',
        spamReason: null,
        notes: [],
        files: [],
        emailDelivery: null,
      });
      expect(en.history).toEqual([{ status: 'received', at: en.receivedAt, by: 'visitor' }]);
      expect((await owner.get('/api/owner/submissions/Q-ZZZZZZ')).statusCode).toBe(404);
    });

    it('PATCH changes the status and keeps every change in the history, and adds notes', async () => {
      const quoted = await owner.send('PATCH', `/api/owner/submissions/${anaRef}`, { status: 'quoted' });
      expect(quoted.statusCode).toBe(200);
      const both = await owner.send('PATCH', `/api/owner/submissions/${anaRef}`, {
        status: 'in-production',
        note: '  Deposit paid by phone.  ',
      });
      const body = both.json();
      expect(body.status).toBe('in-production');
      expect(body.history.map((h: { status: string; by: string }) => [h.status, h.by])).toEqual([
        ['received', 'visitor'],
        ['quoted', 'owner'],
        ['in-production', 'owner'],
      ]);
      expect(body.notes).toEqual([
        { id: expect.any(Number), text: 'Deposit paid by phone.', at: expect.any(String) },
      ]);
      expect(body.updatedAt >= body.receivedAt).toBe(true);
      const list = (await owner.get('/api/owner/submissions?status=in-production')).json();
      expect(list.items.map((i: { reference: string }) => i.reference)).toEqual([anaRef]);
    });

    it('PATCH refuses a bad status, an empty or long note and unknown keys with 400, changing nothing', async () => {
      for (const payload of [
        { status: 'done' },
        { note: '   ' },
        { note: 'x'.repeat(2001) },
        { colour: 'red' },
        {},
        [],
      ]) {
        const response = await owner.send('PATCH', `/api/owner/submissions/${anaRef}`, payload);
        expect(response.statusCode).toBe(400);
      }
      const body = (await owner.get(`/api/owner/submissions/${anaRef}`)).json();
      expect(body.history).toHaveLength(3);
      expect(body.notes).toHaveLength(1);
    });

    it('GET .../files/:fileId downloads the file under its original name, and nothing else serves it', async () => {
      const detail = (await owner.get(`/api/owner/submissions/${uploadRef}`)).json();
      expect(detail.files).toEqual([
        {
          id: expect.any(Number),
          field: 'files',
          name: 'Logo final ñ.png',
          size: samples.png.length,
          type: 'image/png',
          sha256: createHash('sha256').update(samples.png).digest('hex'),
        },
      ]);
      const file = await owner.get(`/api/owner/submissions/${uploadRef}/files/${detail.files[0].id}`);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(samples.png)).toBe(true);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Logo final _.png"; filename*=UTF-8''Logo%20final%20%C3%B1.png`,
      );
      const other = await owner.get(`/api/owner/submissions/${anaRef}/files/${detail.files[0].id}`);
      expect(other.statusCode).toBe(404);
      const direct = await intake.app.inject({ method: 'GET', url: `/uploads/${uploadRef}` });
      expect(direct.headers['content-type']).not.toBe('image/png');
    });

    it('GET /api/owner/submissions.csv streams every request with a BOM, per-form columns in the owner language', async () => {
      const all = await owner.get('/api/owner/submissions.csv');
      expect(all.statusCode).toBe(200);
      expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(all.headers['content-disposition']).toMatch(
        /^attachment; filename="requests-all-\d{4}-\d\d-\d\d\.csv"/,
      );
      expect(all.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
      const lines = all.body.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Reference,Form,Status,Received,Name,Email,Summary,Files');
      expect(lines).toHaveLength(1 + (await owner.get('/api/owner/submissions')).json().total);
      const es = await owner.get('/api/owner/submissions.csv?form=contact&lang=es&q=taco');
      const [header, row] = es.body.slice(1).trimEnd().split('\r\n');
      expect(header).toBe(
        'Referencia,Estado,Recibido,Nombre,Apellido,Correo electrónico,Número de teléfono,Nombre de la empresa,Tipo de servicio,Presupuesto del proyecto,Plazo,Detalles del proyecto,Archivos',
      );
      expect(row).toContain(`${anaRef},En producción,`);
      expect(row).toContain('Rotulación de vehículos');
    });

    it('reads the export from the store a batch at a time, newest first, each row once', async () => {
      const sizes: number[] = [];
      const seen: string[] = [];
      for await (const batch of intake.store.batches({ exceptStatus: 'spam' }, 2)) {
        sizes.push(batch.length);
        seen.push(...batch.map((item) => item.reference));
      }
      const total = (await owner.get('/api/owner/submissions')).json().total;
      expect(sizes.every((size) => size <= 2)).toBe(true);
      expect(sizes.length).toBeGreaterThanOrEqual(Math.ceil(total / 2));
      expect(new Set(seen).size).toBe(total);
    });

    it('neutralises spreadsheet formulas and quotes commas, quotes and line breaks in the CSV', async () => {
      const ref = await postForm(intake, 'contact', {
        ...ana,
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: '+1',
        message: 'Line one, "quoted"\nline two',
      });
      const csv = (await owner.get(`/api/owner/submissions.csv?form=contact&q=${ref}`)).body;
      const row = csv.slice(1).split('\r\n')[1];
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")",'+1,`);
      expect(row).toContain('"Line one, ""quoted""\nline two"');
    });

    it('DELETE removes the request, its history, notes and files in the file store; then 404', async () => {
      const keys = (await intake.store.get(uploadRef))!.files.map((file) => fileKey(file.storedName));
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(await intake.files.store.get(key)).not.toBeNull();
      await owner.send('PATCH', `/api/owner/submissions/${uploadRef}`, { note: 'to be erased' });
      const gone = await owner.send('DELETE', `/api/owner/submissions/${uploadRef}`);
      expect(gone.statusCode).toBe(204);
      for (const key of keys) expect(await intake.files.store.get(key)).toBeNull();
      expect((await owner.get(`/api/owner/submissions/${uploadRef}`)).statusCode).toBe(404);
      expect((await owner.send('DELETE', `/api/owner/submissions/${uploadRef}`)).statusCode).toBe(404);
      expect(await intake.store.detail(uploadRef)).toBeNull();
    });
  });

  describe('spam folder', () => {
    it('files each kind of spam with its reason, answers 201, and hides it outside the spam view', async () => {
      const post = (fields: Record<string, string>) =>
        intake.app.inject({
          method: 'POST',
          url: '/api/forms/contact',
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      const cases = [
        [{ ...ana, website_url: 'http://bot.example' }, 'honeypot'],
        [{ ...ana, _elapsed_ms: '1200' }, 'too-fast'],
        [
          {
            ...ana,
            message:
              'http://a.example https://b.example www.c.example http://d.example http://e.example http://f.example',
          },
          'too-many-links',
        ],
      ] as const;
      for (const [fields, reason] of cases) {
        const response = await post(fields);
        expect(response.statusCode).toBe(201);
        expect(Object.keys(response.json())).toEqual(['reference']);
        const detail = (await owner.get(`/api/owner/submissions/${response.json().reference}`)).json();
        expect(detail).toMatchObject({ status: 'spam', spamReason: reason });
        expect(detail.fields.map((f: { name: string }) => f.name)).not.toContain('_elapsed_ms');
      }
      // Five links, or no elapsed time at all, is a person.
      const fine = await post({ ...ana, message: 'http://a.example '.repeat(5) });
      expect((await owner.get(`/api/owner/submissions/${fine.json().reference}`)).json().status).toBe(
        'received',
      );

      const inbox = (await owner.get('/api/owner/submissions?q=ana%40example.com')).json();
      expect(inbox.items.every((i: { status: string }) => i.status !== 'spam')).toBe(true);
      const spam = (await owner.get('/api/owner/submissions?status=spam')).json();
      expect(spam.total).toBe(3);
      expect((await owner.get('/api/owner/overview')).json().spam).toBe(3);
    });

    it('the owner can mark spam as not spam', async () => {
      const [first] = (await owner.get('/api/owner/submissions?status=spam')).json().items;
      const moved = await owner.send('PATCH', `/api/owner/submissions/${first.reference}`, {
        status: 'received',
      });
      expect(moved.json().status).toBe('received');
      expect((await owner.get('/api/owner/submissions?status=spam')).json().total).toBe(2);
    });

    it('purges spam older than 30 days, and only spam', async () => {
      const old = new Date(Date.now() + 60_000).toISOString();
      const purged = await intake.store.purgeSpam(old);
      expect(purged).toHaveLength(2);
      expect((await owner.get('/api/owner/submissions?status=spam')).json().total).toBe(0);
      expect((await owner.get(`/api/owner/submissions/${anaRef}`)).statusCode).toBe(200);
    });
  });

  it('keeps the session cookie readable by nothing but the server', async () => {
    const response = await signIn(intake);
    expect(sessionCookieOf(response)).not.toContain(ownerPassword);
  });
});
