/**
 * A Parcel optimizer (.parcelrc) for the HTML entry: Parcel puts its import map (about 5 KB of
 * chunk names) at the very start of the document, before src/index.html's <meta charset>. A
 * browser looks for the encoding only in the first 1024 bytes, so there it would guess (and the
 * Nu Html Checker reports it). This moves <meta charset> to the start of the head, before the
 * import map; the prerendered pages (scripts/prerender.ts) start from this file and keep it.
 * Runs after Parcel's own HTML optimizer, before the compressors.
 */
const { Buffer } = require('node:buffer');
const { Optimizer } = require('@parcel/plugin');

const charset = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i;
/** `<html …>`, and `<head …>` right after it when the document writes one. */
const headStart = /<html\b[^>]*>(\s*<head\b[^>]*>)?/i;

async function text(contents) {
  if (typeof contents === 'string') return contents;
  if (Buffer.isBuffer(contents)) return contents.toString('utf8');
  const chunks = [];
  for await (const chunk of contents) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

module.exports = new Optimizer({
  async optimize({ bundle, contents, map }) {
    const html = await text(contents);
    const tag = charset.exec(html);
    if (!tag || !headStart.test(html))
      throw new Error(
        `scripts/parcel/charset-first.cjs: ${bundle.name} has no <meta charset=utf-8> or no <html> start tag`,
      );
    const without = html.slice(0, tag.index) + html.slice(tag.index + tag[0].length);
    return { contents: without.replace(headStart, (start) => start + tag[0]), map };
  },
});
