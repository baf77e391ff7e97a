import { loadFormFiles } from '../../server/forms/form-files.ts';
import {
  formatBytes,
  formatMessage,
  headerText,
  type FormatOptions,
  type MessageSource,
} from '../../server/notify/format-message.ts';
import { loadFormTexts } from '../../server/forms/form-texts.ts';

// The subject's kind is the form file's emailSubject text (locales/en/forms.json).
const texts = loadFormTexts(loadFormFiles('forms'), 'locales');
const format = (source: MessageSource, options: FormatOptions = {}) =>
  formatMessage(source, { kind: texts.emailSubject(source.formId), ...options });
import { defaultSender } from '../../server/notify/mail-sender.ts';
import type { StoredFile, Submission } from '../../server/store/types.ts';

function submission(
  formId: string,
  data: Record<string, unknown>,
  files: Partial<StoredFile>[] = [],
): Submission {
  return {
    id: 1,
    reference: 'Q-7K3F9Q',
    formId,
    status: 'received',
    data,
    createdAt: '2026-11-21T11:28:36.123Z',
    updatedAt: '2026-11-21T11:28:36.123Z',
    spamReason: null,
    lang: 'en',
    ipHash: null,
    userAgent: null,
    estimate: null,
    formVersion: 1,
    files: files.map((file, index) => ({
      id: index + 1,
      field: 'files',
      originalName: 'file.pdf',
      storedName: 'x',
      size: 1,
      contentType: 'application/pdf',
      sha256: '',
      ...file,
    })),
  };
}

describe('formatMessage', () => {
  it.each([
    ['contact', 'quote request'],
    ['seo', 'SEO quote request'],
    ['social-media', 'social media quote request'],
    ['google-ads', 'Google Ads quote request'],
    ['printing-order', 'printing order'],
    ['upload', 'file upload'],
    ['booking', 'booking request'],
    ['dtf-checkout', 'DTF order'],
    ['website-design', 'website order'],
    ['chat', 'chat message'],
    ['kitchen', 'kitchen request'],
  ])('names a %s submission a %s', (formId, kind) => {
    expect(texts.emailSubject(formId)).toBe(kind);
    expect(format(submission(formId, {})).subject).toBe(`New ${kind} Q-7K3F9Q`);
  });

  it.each([
    [{ name: 'Ana Ruiz' }, 'Ana Ruiz'],
    [{ firstName: 'Ana', lastName: 'Ruiz' }, 'Ana Ruiz'],
    [{ contactName: 'Ana', businessName: 'Tacos Ana' }, 'Ana'],
    [{ name: '  Ana\r\n\tRuiz ' }, 'Ana Ruiz'],
  ])('puts the visitor name from %j in the subject', (data, name) => {
    expect(format(submission('booking', data)).subject).toBe(`New booking request Q-7K3F9Q from ${name}`);
  });

  it('lists every field as name: value, in the order the form sent them', () => {
    const { text } = format(
      submission('social-media', {
        platforms: ['facebook', 'instagram'],
        name: 'Ana',
        rushOrder: false,
        postsPerWeek: 5,
        message: 'Hola',
      }),
      { fieldOrder: ['name', 'platforms', 'postsPerWeek', 'gone'] },
    );
    expect(text).toBe(
      [
        'New social media quote request on the web site.',
        '',
        'Reference: Q-7K3F9Q',
        'Form: social-media',
        'Received: 2026-11-21T11:28:36.123Z',
        '',
        'name: Ana',
        'platforms: facebook, instagram',
        'postsPerWeek: 5',
        'rushOrder: false',
        'message: Hola',
        '',
        'Files: none',
        '',
      ].join('\n'),
    );
  });

  it('keeps long and multi-line texts whole, their extra lines indented', () => {
    const long = 'a'.repeat(2000);
    const { text } = format(submission('contact', { message: `${long}\r\nline two\rline three\n\nend` }));
    expect(text).toContain(`message: ${long}\n    line two\n    line three\n    \n    end\n`);
  });

  it('names the language of the page the visitor used, so the owner answers in it', () => {
    const spanish = format(submission('contact', { name: 'Ana' }), { language: 'es' }).text;
    expect(spanish).toContain(
      '\nReceived: 2026-11-21T11:28:36.123Z\nLanguage: Spanish (sent from the Spanish site)\n',
    );
    const english = format(submission('contact', { name: 'Ann' }), { language: 'en' }).text;
    expect(english).toContain('\nLanguage: English (sent from the English site)\n');
  });

  it('writes the time in UTC', () => {
    const stored = { ...submission('chat', {}), createdAt: '2026-11-21T06:28:36-05:00' };
    expect(formatMessage(stored).text).toContain('\nReceived: 2026-11-21T11:28:36.000Z\n');
  });

  it('lists the DTF cart one item a line', () => {
    const { text } = format(
      submission('dtf-checkout', {
        orderItems: [
          { productName: 'Gang sheet', size: '22x24', quantity: 2, price: 25, designFile: 'logo.png' },
          { productName: 'Custom', size: '12x12', quantity: 1, price: 8.5, designFile: null },
        ],
        totalPrice: 58.5,
      }),
    );
    expect(text).toContain(
      'orderItems:\n' +
        '    1. productName: Gang sheet; size: 22x24; quantity: 2; price: 25; designFile: logo.png\n' +
        '    2. productName: Custom; size: 12x12; quantity: 1; price: 8.5; designFile: \n' +
        'totalPrice: 58.5\n',
    );
  });

  it('lists the files with their fields and sizes', () => {
    const { text } = format(
      submission('upload', { files: ['brief.pdf', 'photo.jpg'] }, [
        { originalName: 'brief.pdf', size: 900 },
        { originalName: 'photo.jpg', size: 3 * 1024 * 1024 + 200_000 },
        { field: 'designFile_0', originalName: 'logo.svg', size: 2048 },
      ]),
    );
    expect(text).toContain(
      '\nFiles (3):\n' +
        '    files: brief.pdf (900 bytes)\n' +
        '    files: photo.jpg (3.2 MB)\n' +
        '    designFile_0: logo.svg (2.0 KB)\n',
    );
  });

  it('replies to the visitor when the form has a valid e-mail', () => {
    const message = format(submission('contact', { firstName: 'Ana', email: 'ana@example.com' }));
    expect(message.replyTo).toEqual({ name: 'Ana', address: 'ana@example.com' });
    expect(message.text).toMatch(/\nReply to this e-mail to answer ana@example.com.\n$/);
  });

  it.each([
    ['a CR LF and a header', 'ana@example.com\r\nBcc: victim@example.com'],
    ['a LF and a header', 'ana@example.com\nBcc: victim@example.com'],
    ['a display name', 'Ana <ana@example.com>'],
    ['no @', 'not-an-address'],
    ['over 254 characters', `${'a'.repeat(250)}@example.com`],
    ['a number', 42],
  ])('has no reply-to for an e-mail value with %s', (_case, email) => {
    const message = format(submission('contact', { email }));
    expect(message.replyTo).toBeUndefined();
    expect(message.text).not.toContain('Reply to this e-mail');
  });

  it('keeps line breaks and control characters out of the subject and the reply-to name', () => {
    const message = format(
      submission('contact', { name: 'Eve\r\nBcc: x@y.z\u2028X-A: 1\u0085', email: 'eve@example.com' }),
    );
    expect(message.subject).toBe('New quote request Q-7K3F9Q from Eve Bcc: x@y.z X-A: 1');
    expect(message.replyTo).toEqual({ name: 'Eve Bcc: x@y.z X-A: 1', address: 'eve@example.com' });
  });
});

describe('headerText', () => {
  it('shortens a long name with an ellipsis', () => {
    expect(headerText('x'.repeat(100), 60)).toBe(`${'x'.repeat(59)}…`);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [10 * 1024 * 1024, '10.0 MB'],
  ])('writes %d as %s', (size, text) => {
    expect(formatBytes(size)).toBe(text);
  });
});

describe('defaultSender', () => {
  it.each([
    ['smtps://shop%40print.example:pw@mail.example.com:465', 'shop@print.example'],
    ['smtp://apikey:pw@smtp.example.com:587', 'no-reply@smtp.example.com'],
    ['smtp://mail.example.com', 'no-reply@mail.example.com'],
    ['smtp://127.0.0.1:2525', 'no-reply@[127.0.0.1]'],
    ['smtp://[::1]:2525', 'no-reply@[IPv6:::1]'],
  ])('sends from %s as %s', (url, sender) => {
    expect(defaultSender(url)).toBe(sender);
  });
});
