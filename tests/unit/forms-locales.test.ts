import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printingOptions } from '../../catalog/printing-options.ts';
import { formIds, type FormDefinition } from '../../core/forms/form-definition.ts';
import { readForm } from '../support/form-files.ts';

type Tree = { [key: string]: Tree | string };
const root = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const forms = formIds.map(readForm);
const locales = { en: read('locales/en/forms.json') as Tree, es: read('locales/es/forms.json') as Tree };
const languages = Object.keys(locales) as (keyof typeof locales)[];

/** Walks an object by keys, not by a dotted string: enum values such as '09:00' are keys too. */
function at(tree: Tree, ...keys: string[]): Tree | string | undefined {
  let node: Tree | string | undefined = tree;
  for (const key of keys) node = typeof node === 'object' ? node[key] : undefined;
  return node;
}
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const enumOf = (form: FormDefinition, name: string) =>
  (form.schema.properties[name].enum ?? form.schema.properties[name].items?.enum ?? []).map(String);

describe('the texts of the forms in locales/<lng>/forms.json', () => {
  it.each(languages)('give every form a title, a submit label and a submitting label in %s', (lng) => {
    for (const form of forms) {
      for (const key of ['title', 'submit', 'submittingLabel']) {
        expect([form.id, key, isText(at(locales[lng], form.id, key))]).toEqual([form.id, key, true]);
      }
    }
  });

  it.each(languages)('label every field of every form, and no field that does not exist, in %s', (lng) => {
    for (const form of forms) {
      const fields = at(locales[lng], form.id, 'fields') as Tree;
      expect([form.id, Object.keys(fields).sort()]).toEqual([
        form.id,
        Object.keys(form.schema.properties).sort(),
      ]);
      for (const name of Object.keys(form.schema.properties)) {
        expect([form.id, name, isText(at(fields, name, 'label'))]).toEqual([form.id, name, true]);
      }
    }
  });

  it.each(languages)('name every option of every choice, and no option that does not exist, in %s', (lng) => {
    for (const form of forms) {
      for (const name of Object.keys(form.schema.properties)) {
        const options = enumOf(form, name);
        const labels = (at(locales[lng], form.id, 'fields', name, 'enum') ?? {}) as Tree;
        expect([form.id, name, Object.keys(labels).sort()]).toEqual([form.id, name, [...options].sort()]);
        for (const value of options)
          expect([form.id, name, value, isText(labels[value])]).toEqual([form.id, name, value, true]);
      }
    }
  });

  it.each(languages)('has the text of every message key the form files name in %s', (lng) => {
    for (const form of forms) {
      for (const key of Object.values(form.submit.messages)) {
        const keys = key.replace(/^forms:/, '').split('.');
        expect([key, isText(at(locales[lng], ...keys))]).toEqual([key, true]);
      }
    }
  });

  it.each(languages)('names every printing option and each of its values in %s', (lng) => {
    for (const [service, options] of Object.entries(printingOptions)) {
      for (const option of options) {
        const texts = at(locales[lng], 'printing', 'options', option.name) as Tree;
        expect([service, option.name, isText(texts?.label)]).toEqual([service, option.name, true]);
        for (const value of option.values) {
          expect([service, option.name, value, isText(at(texts, 'values', value))]).toEqual([
            service,
            option.name,
            value,
            true,
          ]);
        }
      }
    }
  });

  it.each(languages)('has the shared validation messages, counter and reference in %s', (lng) => {
    // prettier-ignore
    const keys = ['required', 'maxLength', 'minLength', 'format.email', 'format.uri', 'format.date', 'minimum', 'maximum',
      'minItems', 'maxItems', 'enum', 'type', 'pattern', 'dateInPast', 'fileTooLarge', 'fileType'];
    for (const key of keys)
      expect([key, isText(at(locales[lng], 'validation', ...key.split('.')))]).toEqual([key, true]);
    expect(at(locales[lng], 'validation', 'maxLength')).toContain('{{limit}}');
    expect(at(locales[lng], 'validation', 'fileTooLarge')).toMatch(/{{name}}.*{{limit}}|{{limit}}.*{{name}}/);
    expect(at(locales[lng], 'validation', 'fileType')).toContain('{{name}}');
    expect(at(locales[lng], 'counter')).toBe('{{count}} / {{limit}}');
    expect(at(locales[lng], 'reference')).toContain('{{reference}}');
  });

  it('says Submitting... while a form is being sent, as SPEC.md section 4 does', () => {
    for (const id of formIds.filter((id) => id !== 'dtf-item')) {
      expect([id, at(locales.en, id, 'submittingLabel')]).toEqual([id, 'Submitting...']);
    }
  });

  it('has the English texts of SPEC.md section 8 exactly', () => {
    const printingFailure =
      'There was an error submitting your request. Please try again or contact us directly.';
    const uploadFailure = 'There was an error submitting your request. Please try again.';
    const thanks = (what: string) =>
      `Thank you! Your ${what} request has been submitted successfully. We'll contact you within 24 hours.`;
    // prettier-ignore
    const expected: Record<string, string> = {
      'contact.messages.successTitle': 'Quote Request Submitted!',
      'contact.messages.success': "We'll review your project details and get back to you within 24 hours.",
      'contact.messages.errorTitle': 'Submission Failed',
      'contact.messages.error': 'Please try again or contact us directly.',
      'printing-order.messages.success':
        "Thank you! Your order request has been submitted successfully. We'll contact you within 24 hours with a quote.",
      'printing-order.messages.error': printingFailure,
      'seo.messages.success': thanks('SEO consultation'),
      'seo.messages.error': printingFailure,
      'social-media.messages.success': thanks('social media management'),
      'social-media.messages.error': printingFailure,
      'google-ads.messages.success': thanks('Google Ads campaign'),
      'google-ads.messages.error': printingFailure,
      'upload.messages.success':
        'Files and information submitted successfully! We will review your materials and contact you soon.',
      'upload.messages.error': uploadFailure,
      'booking.messages.success':
        'Consultation request submitted successfully! We will contact you within 24 hours to confirm your appointment.',
      'booking.messages.error': uploadFailure,
      'dtf-checkout.messages.success':
        'Order submitted successfully! We will contact you within 24 hours with a quote and timeline.',
      'dtf-checkout.messages.error': 'Error submitting order. Please try again or contact us directly.',
      'dtf-checkout.messages.emptyCart': 'Please add items to your order before submitting.',
    };
    const actual = Object.fromEntries(Object.keys(expected).map((k) => [k, at(locales.en, ...k.split('.'))]));
    expect(actual).toEqual(expected);
  });

  it('translates every message into Spanish', () => {
    for (const form of forms) {
      for (const key of Object.values(form.submit.messages)) {
        const keys = key.replace(/^forms:/, '').split('.');
        expect([key, at(locales.es, ...keys) === at(locales.en, ...keys)]).toEqual([key, false]);
      }
    }
  });
});
