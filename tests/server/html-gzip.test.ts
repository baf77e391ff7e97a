import { crc32, gunzipSync, inflateRawSync } from 'node:zlib';
import { acceptsGzip, crcCombine, crcShift, spliceHtml } from '../../server/html-gzip.ts';

const placeholders = { nonce: '__CSP_NONCE__', origin: '__PUBLIC_ORIGIN__' };
const page =
  '<!DOCTYPE html><html lang="es"><meta name=csp-nonce content="__CSP_NONCE__">' +
  '<link rel="canonical" href="__PUBLIC_ORIGIN__/es/contacto">' +
  `<style nonce="__CSP_NONCE__">${'.ck-a{color:red}'.repeat(2000)}</style>` +
  `<div id="root"><h1>Solicite una cotización — «ñandú» 🖨️</h1>${'<p>Texto de relleno.</p>'.repeat(3000)}</div>` +
  '<script type="application/ld+json">{"url":"__PUBLIC_ORIGIN__/es"}</script>__CSP_NONCE__';

const fill = (nonce: string, origin: string) =>
  page.replaceAll(placeholders.nonce, nonce).replaceAll(placeholders.origin, origin);

describe('spliceHtml', () => {
  const spliced = spliceHtml(page, placeholders);

  it('finds every placeholder in page order', () => {
    expect(spliced.holes).toEqual(['nonce', 'origin', 'nonce', 'origin', 'nonce']);
  });

  it.each([
    ['a base64 nonce', 'QUJDREVGR0hJSktMTU5PUA==', 'https://print.example'],
    ['another nonce', 'x/y+z=', 'http://127.0.0.1:3456'],
    ['an empty value', '', ''],
    ['non-ASCII values', 'ñ', 'https://ejemplo.example/ñ'],
  ])('gives a valid gzip member that inflates to the filled page (%s)', (_name, nonce, origin) => {
    const expected = fill(nonce, origin);
    const identity = spliced.identity({ nonce, origin });
    expect(identity.toString('utf8')).toBe(expected);
    // gunzip checks the CRC-32 and the length in the trailer.
    const gzip = spliced.gzip({ nonce, origin });
    expect(gunzipSync(gzip).toString('utf8')).toBe(expected);
    expect(gzip.length).toBeLessThan(identity.length / 10);
  });

  it('holds a page without placeholders, and an empty one', () => {
    for (const text of ['<p>plain</p>', '']) {
      const plain = spliceHtml(text, placeholders);
      expect(plain.holes).toEqual([]);
      expect(gunzipSync(plain.gzip({ nonce: 'n', origin: 'o' })).toString()).toBe(text);
    }
  });

  it('compresses each segment on its own: the deflate stream has no reference across a value', () => {
    // Two different values give streams that differ only in the stored blocks.
    const a = spliced.gzip({ nonce: 'AAAA', origin: 'https://a.example' });
    const b = spliced.gzip({ nonce: 'BBBB', origin: 'https://b.example' });
    expect(a.length).toBe(b.length);
    expect(inflateRawSync(a.subarray(10, -8)).toString()).toBe(fill('AAAA', 'https://a.example'));
  });
});

describe('crcCombine', () => {
  it.each([0, 1, 7, 1000, 70_000])('equals the CRC-32 of the joined bytes (second part %i bytes)', (size) => {
    const first = Buffer.from('the first part, ');
    const second = Buffer.alloc(size, 'xyz');
    expect(crcCombine(crc32(first), crc32(second), crcShift(second.length))).toBe(
      crc32(Buffer.concat([first, second])),
    );
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['*', true],
    ['GZIP', true],
    ['identity', false],
    ['gzip;q=0, identity', false],
    ['*;q=0', false],
    ['br', false],
    [undefined, false],
    ['', false],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
