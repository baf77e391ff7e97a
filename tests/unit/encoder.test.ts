/** encodeSubmission against docs/specification.md section 7, field by field, for each of the ten forms. */
import { encodeSubmission, filesToSend, urlencodedContentType } from '../../src/form-engine/encoder.ts';
import { formForService } from '../../core/forms/printing.ts';
import { file, pairs, readForm } from '../support/form-files.ts';

const form = readForm;

describe('encodeSubmission', () => {
  it('sends the contact quote url-encoded, leaving out empty optional fields', () => {
    const { body, contentType } = encodeSubmission(form('contact'), {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phone: '',
      company: undefined,
      serviceType: 'vehicle-wraps',
      projectBudget: '1000-2500',
      timeline: 'asap',
      message: 'Wrap our van, please.',
    });
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(contentType).toBe(urlencodedContentType);
    expect(body.toString()).toBe(
      'firstName=Ana&lastName=Ruiz&email=ana%40example.com&serviceType=vehicle-wraps&projectBudget=1000-2500' +
        '&timeline=asap&message=Wrap+our+van%2C+please.',
    );
  });

  it('sends a printing order url-encoded with its service options and the boolean as text', () => {
    const definition = formForService(form('printing-order'), 'business-cards');
    const data = { service: 'Business Cards', name: 'Ana', email: 'a@b.co', rushOrder: false };
    const options = { size: 'square', quantity: '500', paper: 'cotton-32pt', finish: 'gloss' };
    const { body } = encodeSubmission(definition, {
      ...data,
      ...options,
      designFile: 'https://drive.example/x',
    });
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(pairs(body))).toEqual({
      service: 'Business Cards',
      name: 'Ana',
      email: 'a@b.co',
      designFile: 'https://drive.example/x',
      rushOrder: 'false',
      ...options,
    });
    expect(encodeSubmission(definition, { ...data, rushOrder: true }).body.get('rushOrder')).toBe('true');
  });

  it('sends SEO multipart, the additional services comma-joined', () => {
    const { body, contentType } = encodeSubmission(form('seo'), {
      name: 'Ana',
      email: 'a@b.co',
      website: 'https://shop.example',
      serviceType: 'local',
      budget: '1000-2500',
      timeline: '3-6-months',
      additionalServices: ['keyword-research', 'link-building'],
      rushOrder: true,
    });
    expect(body).toBeInstanceOf(FormData);
    expect(contentType).toBeUndefined();
    expect(pairs(body)).toEqual([
      ['name', 'Ana'],
      ['email', 'a@b.co'],
      ['website', 'https://shop.example'],
      ['serviceType', 'local'],
      ['budget', '1000-2500'],
      ['timeline', '3-6-months'],
      ['additionalServices', 'keyword-research,link-building'],
      ['rushOrder', 'true'],
    ]);
  });

  it('sends social media multipart with the platforms comma-joined, and google ads multipart', () => {
    const social = encodeSubmission(form('social-media'), { name: 'A', platforms: ['instagram', 'tiktok'] });
    expect(social.body).toBeInstanceOf(FormData);
    expect(social.body.get('platforms')).toBe('instagram,tiktok');
    const ads = encodeSubmission(form('google-ads'), {
      name: 'A',
      currentlyRunningAds: 'yes-google',
      landingPage: 'https://x.example/lp',
      rushOrder: false,
    });
    expect(ads.body).toBeInstanceOf(FormData);
    expect(pairs(ads.body)).toEqual([
      ['name', 'A'],
      ['currentlyRunningAds', 'yes-google'],
      ['landingPage', 'https://x.example/lp'],
      ['rushOrder', 'false'],
    ]);
  });

  it("sends an upload request with links comma-joined, file_count and each file's upload path as a text part", () => {
    const [logo, brief] = [file('logo.png', 10), file('brief.pdf', 20)];
    const files = new Map([['files', [logo, brief]]]);
    const paths = new Map<Blob, string>([
      [logo, '/api/uploads/a1'],
      [brief, '/api/uploads/b2'],
    ]);
    const uploaded = (field: string, sent: Blob) => (field === 'files' ? paths.get(sent) : undefined);
    const data = {
      name: 'Ana',
      email: 'a@b.co',
      files: ['logo.png', 'brief.pdf'],
      links: ['https://a.example/1', '', 'https://a.example/2'],
      project_details: 'Banner for the fair',
      file_count: 99,
    };
    const text = [
      ['name', 'Ana'],
      ['email', 'a@b.co'],
      ['links', 'https://a.example/1,https://a.example/2'],
      ['project_details', 'Banner for the fair'],
      ['file_count', '2'],
    ];
    const { body } = encodeSubmission(form('upload'), data, files, {}, uploaded);
    expect(pairs(body)).toEqual([...text, ['files', '/api/uploads/a1'], ['files', '/api/uploads/b2']]);
    expect((body as FormData).getAll('files').every((value) => typeof value === 'string')).toBe(true);
    // Without an upload (a hosted form service), the file itself, as before.
    expect(pairs(encodeSubmission(form('upload'), data, files).body)).toEqual([
      ...text,
      ['files', 'file:logo.png:10'],
      ['files', 'file:brief.pdf:20'],
    ]);
    expect(filesToSend(form('upload'), data, files)).toEqual([
      { field: 'files', file: logo, name: 'logo.png' },
      { field: 'files', file: brief, name: 'brief.pdf' },
    ]);
    expect(encodeSubmission(form('upload'), { name: 'A' }).body.get('file_count')).toBe('0');
  });

  it('sends a booking multipart with every field as typed', () => {
    const data = {
      name: 'Ana',
      email: 'a@b.co',
      phone: '555-0100',
      service_type: 'printing',
      preferred_date: '2031-05-04',
      preferred_time: '09:30',
      consultation_type: 'in-person',
      project_description: 'Menus',
      additional_notes: 'Mornings are best',
    };
    const { body } = encodeSubmission(form('booking'), data);
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(pairs(body))).toEqual(data);
  });

  it('sends the website design order url-encoded with the add-ons comma-joined', () => {
    const { body } = encodeSubmission(
      form('website-design'),
      { businessName: 'Taco Loco', contactName: 'Ana', email: 'a@b.co', pages: '5-10' },
      undefined,
      { fields: { package: 'enterprise', addOns: ['logo-design', 'hosting'] } },
    );
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(pairs(body))).toEqual({
      businessName: 'Taco Loco',
      pages: '5-10',
      contactName: 'Ana',
      email: 'a@b.co',
      package: 'enterprise',
      addOns: 'logo-design,hosting',
    });
  });
});
