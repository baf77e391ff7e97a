/**
 * The front door and the documents behind it: README.md stays short with its two commands near the
 * top, docs/ holds the documents the README promises, and every relative link in them (and in the
 * folders' own READMEs) leads to a file that exists and, with a #fragment, to a heading in it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { documentText, projectRoot, shellCommandsOf } from '../support/docs.ts';

const documents = [
  'README.md',
  ...readdirSync(path.join(projectRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'forms/README.md',
  'catalog/README.md',
  'locales/README.md',
];

/** The text a reader sees as prose: fenced blocks and inline code hold no links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers, duplicates numbered as GitHub numbers them. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const headings = documentText(file)
    .replace(/^```[\s\S]*?^```$/gm, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line));
  for (const line of headings) {
    const slug = slugOf(line.replace(/^#+ /, ''));
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The relative links of a document: `[text](target)`, external addresses left out. */
function relativeLinks(file: string): string[] {
  const links: string[] = [];
  for (const match of prose(documentText(file)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push(target);
  }
  return links;
}

/** Why a link is broken, or null when it leads somewhere. */
function brokenReason(from: string, target: string): string | null {
  const [pathPart, fragment] = target.split('#', 2);
  const file =
    pathPart === '' ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), pathPart));
  const absolute = path.join(projectRoot, file);
  if (file.startsWith('..') || !existsSync(absolute)) return `${file} does not exist`;
  if (fragment === undefined) return null;
  if (statSync(absolute).isDirectory() || !file.endsWith('.md')) return `${file} has no headings to link to`;
  return anchorsOf(file).has(fragment) ? null : `${file} has no heading #${fragment}`;
}

describe('README.md, the front door', () => {
  const readme = documentText('README.md');

  it('is at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('gives the two commands in its first 30 lines', () => {
    const top = readme.split('\n').slice(0, 30).join('\n');
    expect(top).toMatch(/^npm install && npm start\b.*http:\/\/localhost:3000/m);
    expect(top).toMatch(/^npm test\b/m);
  });

  it('links to the documents in docs/', () => {
    for (const name of ['configuration', 'data-and-backups', 'deployment', 'owner-guide', 'architecture']) {
      expect(existsSync(path.join(projectRoot, 'docs', `${name}.md`))).toBe(true);
      expect(relativeLinks('README.md')).toContain(`docs/${name}.md`);
    }
  });

  it('deploys with the very commands docs/deployment.md gives, step by step', () => {
    const deployment = documentText('docs/deployment.md');
    const commands = shellCommandsOf('README.md', '## Deployment in short').filter(
      (command) => !command.startsWith('git clone'),
    );
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expect(deployment).toContain(`\`${command}\``);
  });
});

describe('the relative links of the documents', () => {
  it.each(documents)('all lead somewhere in %s', (file) => {
    const broken = relativeLinks(file)
      .map((target) => ({ target, reason: brokenReason(file, target) }))
      .filter((link) => link.reason !== null)
      .map((link) => `${file}: (${link.target}) ${link.reason}`);
    expect(broken).toEqual([]);
  });

  it('are checked: a missing file and a missing heading are caught', () => {
    expect(brokenReason('README.md', 'docs/no-such-file.md')).toMatch(/does not exist/);
    expect(brokenReason('README.md', 'docs/deployment.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenReason('docs/deployment.md', '../README.md#two-commands')).toBeNull();
    expect(slugOf("The bucket's settings")).toBe('the-buckets-settings');
    expect(slugOf('The path of one request: the contact form')).toBe(
      'the-path-of-one-request-the-contact-form',
    );
  });
});
