/**
 * The owner's text edits (docs/owner-guide.md "Editing the site's texts"), for a signed-in owner only
 * (owner-plugin.ts checks the session and the CSRF header first):
 *
 * - GET  /api/owner/content/draft: the draft of both languages (a language never edited is the
 *   live texts), the live version, and whether the draft differs from it;
 * - PUT  /api/owner/content/draft[?lng=en]: replaces the draft (of that language only, when
 *   given) with a website-content.json map; unknown keys, texts over their limit and values
 *   that are not text get 400 naming them;
 * - POST /api/owner/content/publish: the draft becomes the next version, live for every visitor;
 * - GET  /api/owner/content/versions: the versions, newest first;
 * - GET  /api/owner/content/versions/:n: one version as website-content.json (a download);
 * - POST /api/owner/content/versions/:n/restore: that version's texts become the next version.
 *
 * Publishing answers once this process serves the new pages (server/pages/live-pages.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DraftState } from '../../core/api/content.ts';
import {
  contentProblems,
  editableNamespaces,
  reservedTexts,
  type ContentProblems,
  type EditableLocales,
} from '../../core/content/editable-keys.ts';
import { isLanguage, languages, type Language } from '../../core/i18n/languages.ts';
import type { LivePages } from '../pages/live-pages.ts';
import type { ContentAccess, ContentMap, SubmissionStore } from '../store/types.ts';
import { attachmentHeader } from '../files/send-file.ts';

export type ContentRoutesOptions = {
  store: SubmissionStore;
  /** Absent in tests without prerendered pages: the versions are stored, the pages stay. */
  livePages?: LivePages;
  /** The folder of locales/ (the English texts say which keys exist). */
  localesDir: string;
};

/** A content file is a few kilobytes: every editable text at its limit in both languages is under 200 KB. */
const bodyLimit = 512 * 1024;
export const contentFileName = 'website-content.json';

export function loadEditableLocales(localesDir: string): EditableLocales {
  return Object.fromEntries(
    editableNamespaces.map((ns) => [
      ns,
      JSON.parse(readFileSync(join(localesDir, 'en', `${ns}.json`), 'utf8')) as Record<string, unknown>,
    ]),
  ) as EditableLocales;
}

const partOf = (content: ContentMap, lng: Language): ContentMap =>
  Object.fromEntries(Object.entries(content).filter(([key]) => key.startsWith(`${lng}:`)));

const sameTexts = (a: ContentMap, b: ContentMap) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, text]) => b[key] === text);

/** Keys sorted, so two files compare line by line. */
const sorted = (content: ContentMap): ContentMap =>
  Object.fromEntries(Object.entries(content).sort(([a], [b]) => a.localeCompare(b)));

function problemMessage(problems: ContentProblems): string {
  const parts: string[] = [];
  if (problems.unknown.length) parts.push(`Unknown keys: ${problems.unknown.join(', ')}.`);
  if (problems.tooLong.length)
    parts.push(
      `Too long: ${problems.tooLong.map((p) => `${p.key} (${p.length} characters, at most ${p.limit})`).join(', ')}.`,
    );
  if (problems.notText.length) parts.push(`Not text: ${problems.notText.join(', ')}.`);
  if (problems.reserved.length)
    parts.push(`Texts may not contain ${reservedTexts.join(' or ')}: ${problems.reserved.join(', ')}.`);
  return parts.join(' ');
}

/** The live version's texts (empty before the first publish). */
async function liveContent(content: ContentAccess): Promise<{ version: number; content: ContentMap }> {
  const version = await content.liveVersion();
  return { version, content: version === 0 ? {} : ((await content.version(version))?.content ?? {}) };
}

/** The draft as the owner sees it: each language's saved draft, or its live texts. */
async function draftState(content: ContentAccess): Promise<DraftState> {
  const live = await liveContent(content);
  const drafts = await content.drafts();
  const draft: ContentMap = {};
  const updatedAt: Partial<Record<Language, string>> = {};
  for (const lng of languages) {
    const saved = drafts.find((d) => d.lng === lng);
    Object.assign(draft, saved ? saved.content : partOf(live.content, lng));
    if (saved) updatedAt[lng] = saved.updatedAt;
  }
  return {
    content: sorted(draft),
    liveVersion: live.version,
    /** False when publishing would change nothing. */
    changed: !sameTexts(draft, live.content),
    updatedAt,
  };
}

export async function contentRoutes(app: FastifyInstance, options: ContentRoutesOptions): Promise<void> {
  const { store, livePages } = options;
  const { content } = store;
  const locales = loadEditableLocales(options.localesDir);

  /** Stores `texts` as the next version and waits until this process serves it. */
  const publish = async (texts: ContentMap, reply: FastifyReply, restoredFrom?: number) => {
    const info = await content.publish(texts, new Date().toISOString(), restoredFrom);
    // The version is stored whatever happens here: a failed render is logged and tried again.
    await livePages?.refresh().catch(() => undefined);
    // True once this process's pages show it (never with a build that has no pages to render).
    const live = livePages?.servedVersion() === info.version;
    return reply.code(201).send({ ...info, content: sorted(texts), live });
  };

  app.get('/api/owner/content/draft', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await draftState(content)),
  );

  app.put<{ Querystring: { lng?: string }; Body: unknown }>(
    '/api/owner/content/draft',
    { bodyLimit },
    async (request, reply) => {
      const body = request.body;
      const lng = request.query.lng;
      if (lng !== undefined && !isLanguage(lng)) {
        return reply.code(400).send({
          error: 'bad-request',
          message: `Unknown language '${lng}': use ${languages.join(' or ')}.`,
        });
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return reply.code(400).send({
          error: 'bad-request',
          message:
            'Send the texts as one JSON object, like website-content.json: {"en:home:hero.title": "..."}.',
        });
      }
      const texts = body as Record<string, unknown>;
      const problems = contentProblems(texts, locales);
      // With ?lng=, every key must be of that language.
      if (lng)
        problems.unknown.push(
          ...Object.keys(texts).filter(
            (key) => !key.startsWith(`${lng}:`) && !problems.unknown.includes(key),
          ),
        );
      if (Object.values(problems).some((list) => list.length > 0)) {
        return reply
          .code(400)
          .send({ error: 'invalid-content', message: problemMessage(problems), ...problems });
      }
      const valid = texts as ContentMap;
      const replaced = lng ? [lng] : languages;
      await content.saveDrafts(
        Object.fromEntries(replaced.map((each) => [each, partOf(valid, each)])),
        new Date().toISOString(),
      );
      return reply.header('cache-control', 'no-store').send(await draftState(content));
    },
  );

  app.post('/api/owner/content/publish', async (_request, reply) => {
    const state = await draftState(content);
    if (!state.changed) {
      return reply.code(200).send({ version: state.liveVersion, unchanged: true, content: state.content });
    }
    return publish(state.content, reply);
  });

  app.get('/api/owner/content/versions', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({
      live: await content.liveVersion(),
      versions: await content.versions(),
    }),
  );

  const versionOf = async (param: string, reply: FastifyReply) => {
    const number = /^[1-9][0-9]{0,9}$/.test(param) ? Number(param) : NaN;
    const found = Number.isSafeInteger(number) ? await content.version(number) : null;
    if (!found) void reply.code(404).send({ error: 'not-found', message: `There is no version ${param}.` });
    return found;
  };

  app.get<{ Params: { version: string } }>('/api/owner/content/versions/:version', async (request, reply) => {
    const found = await versionOf(request.params.version, reply);
    if (!found) return reply;
    return reply
      .header('content-disposition', attachmentHeader(contentFileName))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(`${JSON.stringify(sorted(found.content), null, 2)}\n`);
  });

  app.post<{ Params: { version: string } }>(
    '/api/owner/content/versions/:version/restore',
    async (request, reply) => {
      const found = await versionOf(request.params.version, reply);
      if (!found) return reply;
      return publish(found.content, reply, found.version);
    },
  );
}
