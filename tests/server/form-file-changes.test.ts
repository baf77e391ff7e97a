/**
 * The server half of the owner's promise: the intake validates with whatever the form file
 * says. A copy of the real forms folder with a new contact field and a newly required one is
 * enforced and stored with no code change; the unchanged files refuse the new field.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { urlencoded, useIntakeSession } from './fixtures/intake-helpers.ts';

const realForms = join(__dirname, '../../forms');
const changedForms = mkdtempSync(join(tmpdir(), 'changed-forms-'));
cpSync(realForms, changedForms, { recursive: true });
const file = join(changedForms, 'contact.form.json');
const contact = JSON.parse(readFileSync(file, 'utf8'));
contact.schema.properties.referral = { type: 'string', enum: ['search', 'friend', 'shop-sign'] };
contact.uiSchema['ui:order'].push('referral');
if (!contact.schema.required.includes('phone')) contact.schema.required.push('phone');
writeFileSync(file, JSON.stringify(contact, null, 2));
afterAll(() => rmSync(changedForms, { recursive: true, force: true }));

const request = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@example.com',
  serviceType: 'outdoor-advertising',
  message: 'Fifty yard signs.',
};

describe('POST /api/forms/contact with a changed form file', () => {
  const changed = useIntakeSession('sqlite', { formsDir: changedForms });
  const original = useIntakeSession('sqlite', { formsDir: realForms });

  it('stores the new field', async () => {
    const response = await changed.post(
      'contact',
      urlencoded({ ...request, phone: '574-555-0100', referral: 'shop-sign' }),
    );
    expect(response.statusCode).toBe(201);
    const stored = await changed.intake.store.get(response.json().reference);
    expect(stored?.data).toMatchObject({ referral: 'shop-sign', phone: '574-555-0100' });
  });

  it('holds the new rules: phone now required, only the listed choices', async () => {
    const missing = await changed.post('contact', urlencoded({ ...request, referral: 'friend' }));
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('phone');
    const unlisted = await changed.post(
      'contact',
      urlencoded({ ...request, phone: '574-555-0100', referral: 'billboard' }),
    );
    expect(unlisted.statusCode).toBe(400);
    expect(JSON.stringify(unlisted.json())).toContain('referral');
  });

  it('refuses the field while the real file does not have it', async () => {
    const response = await original.post(
      'contact',
      urlencoded({ ...request, phone: '574-555-0100', referral: 'friend' }),
    );
    expect(response.statusCode).toBe(400);
    expect(await original.intake.store.list()).toMatchObject({ total: 0 });
  });
});
