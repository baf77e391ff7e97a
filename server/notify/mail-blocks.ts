/**
 * The visitor's e-mails as blocks (a paragraph, a title, the reference, a table of fields, a list,
 * a link), written out twice: as plain text, with a visitor's extra lines indented so none passes
 * for one of ours, and as a simple HTML document with inline styles (which every mail reader keeps),
 * every text escaped.
 */
import type { Language } from '../store/types.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'title'; text: string }
  | { kind: 'reference'; label: string; value: string }
  | { kind: 'fields'; rows: [label: string, value: string][] }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; text: string; url: string }
  | { kind: 'small'; text: string }
  /** Someone's own words (a message, a comment): set apart, every line of it. */
  | { kind: 'quote'; text: string };

/** Indents continuation lines, so nothing a visitor typed lines up with our own lines. */
const indented = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\n/g, '\n    ');

export function plainText(blocks: Block[]): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'p':
      case 'small':
        return block.text;
      case 'title':
        return `${block.text}\n${'-'.repeat(block.text.length)}`;
      case 'reference':
        return `${block.label}: ${block.value}`;
      case 'fields':
        return block.rows.map(([label, value]) => `${label}: ${indented(value)}`).join('\n');
      case 'list':
        return block.items.map((item) => `- ${item}`).join('\n');
      case 'link':
        return `${block.text}\n${block.url}`;
      case 'quote':
        return `    ${indented(block.text)}`;
    }
  });
  return `${parts.join('\n\n')}\n`;
}

/** The HTML part: a whole document (its language, encoding and title: the subject) holding the blocks. */
export function html(blocks: Block[], lang: Language, title: string): string {
  const p = 'margin:0 0 16px';
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case 'p':
          return `<p style="${p}">${escapeHtml(block.text)}</p>`;
        case 'small':
          return `<p style="${p};color:#666;font-size:13px">${escapeHtml(block.text)}</p>`;
        case 'title':
          return `<h2 style="margin:24px 0 8px;font-size:17px">${escapeHtml(block.text)}</h2>`;
        case 'reference':
          return `<p style="${p}">${escapeHtml(block.label)}: <strong style="font-size:18px;letter-spacing:1px">${escapeHtml(block.value)}</strong></p>`;
        case 'fields':
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#444">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'list':
          return `<ul style="${p};padding-left:20px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
        case 'link':
          return `<p style="${p}">${escapeHtml(block.text)}<br><a href="${escapeHtml(block.url)}">${escapeHtml(block.url)}</a></p>`;
        case 'quote':
          return `<blockquote style="${p};padding:8px 12px;border-left:3px solid #999;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
      }
    })
    .join('\n');
  const head = `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`;
  return `<!doctype html>\n<html lang="${lang}">${head}<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;max-width:600px">\n${body}\n</body></html>\n`;
}
