import { formIds, type FormDefinition } from '../../core/forms/form-definition.ts';
import { readForm } from '../support/form-files.ts';

const forms = Object.fromEntries(formIds.map((id) => [id, readForm(id)])) as Record<string, FormDefinition>;
const field = (id: string, name: string) => forms[id].schema.properties[name];

/**
 * SPEC.md section 3's payload names, copied here on purpose: a form file that drifts from the
 * specification fails. Departures (DESIGN.md): upload sends its files, the website design
 * order carries its package, add-ons and total. DTF's item fields are those the visitor enters.
 */
// prettier-ignore
const specFields: Record<string, string[]> = {
  contact: ['firstName', 'lastName', 'email', 'phone', 'company', 'serviceType', 'projectBudget', 'timeline', 'message'],
  'printing-order': ['service', 'additionalOption', 'name', 'email', 'phone', 'company', 'message', 'designFile', 'rushOrder'],
  seo: ['name', 'email', 'phone', 'company', 'website', 'serviceType', 'targetKeywords', 'currentRanking', 'competitors',
    'budget', 'timeline', 'additionalServices', 'message', 'rushOrder'],
  'social-media': ['name', 'email', 'phone', 'company', 'website', 'serviceType', 'platforms', 'postsPerWeek', 'contentType',
    'budget', 'timeline', 'currentFollowers', 'targetAudience', 'competitors', 'message', 'rushOrder'],
  'google-ads': ['name', 'email', 'phone', 'company', 'website', 'serviceType', 'campaignGoal', 'targetLocation',
    'targetAudience', 'keywords', 'budget', 'timeline', 'currentlyRunningAds', 'competitors', 'landingPage',
    'conversionGoals', 'message', 'rushOrder'],
  upload: ['name', 'email', 'phone', 'company', 'project_details', 'links', 'file_count', 'files'],
  booking: ['name', 'email', 'phone', 'company', 'service_type', 'preferred_date', 'preferred_time', 'consultation_type',
    'project_budget', 'project_description', 'timeline', 'additional_notes'],
  'dtf-item': ['size', 'quantity', 'designFile', 'designNotes'],
  'dtf-checkout': ['name', 'email', 'phone', 'company', 'address', 'city', 'state', 'zip', 'specialInstructions'],
  'website-design': ['businessName', 'industry', 'pages', 'timeline', 'budget', 'description', 'contactName', 'email',
    'phone', 'package', 'addOns', 'totalPrice'],
};

/** SPEC.md section 5 (social media platforms: DESIGN.md's departure; printing options: forms-printing). */
// prettier-ignore
const specRequired: Record<string, string[]> = {
  contact: ['firstName', 'lastName', 'email', 'serviceType', 'message'],
  'printing-order': ['name', 'email'],
  seo: ['name', 'email', 'website', 'serviceType', 'budget', 'timeline'],
  'social-media': ['name', 'email', 'serviceType', 'platforms', 'budget', 'postsPerWeek', 'contentType', 'timeline'],
  'google-ads': ['name', 'email', 'website', 'serviceType', 'campaignGoal', 'budget', 'timeline', 'targetLocation',
    'currentlyRunningAds'],
  upload: ['name', 'email'],
  booking: ['name', 'email', 'phone', 'service_type', 'consultation_type', 'preferred_date', 'preferred_time',
    'project_description'],
  'dtf-item': ['size', 'quantity'],
  'dtf-checkout': ['name', 'email', 'phone', 'address', 'city', 'state', 'zip'],
  'website-design': ['businessName', 'contactName', 'email'],
};

/** The text areas of SPEC.md sections 5 and 9: 500 characters at most. */
// prettier-ignore
const specTextAreas: [string, string][] = [
  ['contact', 'message'], ['printing-order', 'message'], ['seo', 'message'], ['social-media', 'message'],
  ['google-ads', 'message'], ['upload', 'project_details'], ['booking', 'project_description'],
  ['booking', 'additional_notes'], ['dtf-item', 'designNotes'], ['dtf-checkout', 'specialInstructions'],
  ['website-design', 'description'],
];

describe('the form files against SPEC.md: fields and rules', () => {
  it.each(Object.keys(specFields))('%s has exactly the payload fields of SPEC.md', (id) => {
    expect(Object.keys(forms[id].schema.properties).sort()).toEqual([...specFields[id]].sort());
  });

  it.each(Object.keys(specRequired))('%s requires exactly the fields SPEC.md requires', (id) => {
    expect([...forms[id].schema.required].sort()).toEqual([...specRequired[id]].sort());
  });

  it.each(specTextAreas)('%s limits %s to 500 characters in a text area', (id, name) => {
    expect(field(id, name).maxLength).toBe(500);
    expect(forms[id].uiSchema[name]).toMatchObject({ 'ui:widget': 'textarea' });
  });

  it('limits every text area of every form to 500 characters', () => {
    for (const form of Object.values(forms)) {
      for (const [name, ui] of Object.entries(form.uiSchema)) {
        if (!Array.isArray(ui) && ui['ui:widget'] === 'textarea') {
          expect([form.id, name, form.schema.properties[name].maxLength]).toEqual([form.id, name, 500]);
        }
      }
    }
  });

  it('checks e-mail addresses as e-mail and limits them to 254 characters', () => {
    for (const form of Object.values(forms)) {
      if (form.schema.properties.email) {
        expect([form.id, form.schema.properties.email]).toEqual([
          form.id,
          { type: 'string', format: 'email', maxLength: 254 },
        ]);
      }
    }
  });

  it.each([
    ['seo', 'website'],
    ['social-media', 'website'],
    ['google-ads', 'website'],
    ['google-ads', 'landingPage'],
    ['printing-order', 'designFile'],
  ])('checks %s %s as a URL', (id, name) => {
    expect(field(id, name)).toMatchObject({ type: 'string', format: 'uri', maxLength: 2048 });
  });

  it('checks the booking date as a date no earlier than today', () => {
    expect(field('booking', 'preferred_date').format).toBe('date');
    expect(forms.booking.uiSchema.preferred_date).toMatchObject({ 'ui:options': { minDate: 'today' } });
  });

  it('sends each form with the encoding of SPEC.md section 7 and the feedback of section 4', () => {
    const sent = Object.fromEntries(
      Object.values(forms).map((f) => [f.id, `${f.submit.encoding} ${f.submit.feedback}`]),
    );
    expect(sent).toMatchObject({
      contact: 'urlencoded banner',
      'printing-order': 'urlencoded banner',
      seo: 'multipart banner',
      'social-media': 'multipart banner',
      'google-ads': 'multipart banner',
      upload: 'multipart alert',
      booking: 'multipart alert',
      'dtf-checkout': 'multipart alert',
    });
  });

  it('gives only the contact banners a title, as SPEC.md section 8 does', () => {
    const titled = Object.values(forms).filter(
      (f) => f.submit.messages.successTitle || f.submit.messages.errorTitle,
    );
    expect(titled.map((f) => f.id)).toEqual(['contact']);
  });

  it('posts every form but the DTF item to the intake server under its own id', () => {
    for (const form of Object.values(forms)) {
      expect([form.id, form.submit.endpoint]).toEqual([form.id, form.id === 'dtf-item' ? null : form.id]);
    }
  });

  it('has rush order as a boolean, off by default, on printing and the three marketing forms', () => {
    for (const id of ['printing-order', 'seo', 'social-media', 'google-ads']) {
      expect([id, field(id, 'rushOrder')]).toEqual([id, { type: 'boolean', default: false }]);
    }
  });
});
