/**
 * The texts of the forms in locales/<lng>/forms.json: the generic rules of
 * tests/support/form-checks.ts for every form file in forms/, then the English texts docs/specification.md
 * sections 4 and 8 give word for word.
 */
import { at, languages, readFormFolder, textRules } from '../support/form-checks.ts';

const folder = readFormFolder();
const en = folder.locales.en;

describe('the texts of the forms in locales/<lng>/forms.json', () => {
  describe.each(Object.entries(textRules))('%s', (_rule, check) => {
    it.each(languages)('in %s', (lng) => {
      expect(check(folder, lng)).toEqual([]);
    });
  });

  it('reports a missing text as a line that names the language file and the key', () => {
    const copy = { ...folder, locales: structuredClone(folder.locales) };
    delete (at(copy.locales.es, 'contact', 'fields', 'timeline', 'enum') as Record<string, unknown>).asap;
    const check = textRules['names every choice of every field, and no choice that does not exist'];
    expect(check(copy, 'es')).toEqual([
      'locales/es/forms.json: contact.fields.timeline.enum has no text for "asap"',
    ]);
  });

  it('says Submitting... while a form is being sent, as section 4 of the specification does', () => {
    for (const form of folder.forms.filter((f) => f.submit.endpoint !== null)) {
      expect([form.id, at(en, form.id, 'submittingLabel')]).toEqual([form.id, 'Submitting...']);
    }
  });

  it('has the English texts of section 8 of the specification exactly', () => {
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
    const actual = Object.fromEntries(Object.keys(expected).map((k) => [k, at(en, ...k.split('.'))]));
    expect(actual).toEqual(expected);
  });
});
