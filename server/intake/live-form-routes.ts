/**
 * What a visitor's page asks before drawing a form (docs/architecture.md "Form versions"):
 * GET /api/forms/:formId, the live version (its content only when it is not the build's own),
 * and GET /form-validators/<hash>.js, the browser validators the server compiled for a version,
 * named by their hash and cached for a year.
 */
import type { FastifyInstance } from 'fastify';
import type { LiveForm } from '../../core/api/forms.ts';
import { validatorPath } from '../forms/form-content.ts';
import type { LiveForms } from '../forms/live-forms.ts';
import { immutableCache } from '../static-assets.ts';
import type { FormVersionAccess } from '../store/form-version-types.ts';

export async function liveFormRoutes(
  app: FastifyInstance,
  options: { liveForms: LiveForms; store: FormVersionAccess },
): Promise<void> {
  const { liveForms, store } = options;

  app.get<{ Params: { formId: string } }>('/api/forms/:formId', async (request, reply) => {
    const { formId } = request.params;
    const served = liveForms.served(formId);
    if (!served) return reply.code(404).send({ error: 'not-found', message: 'There is no such form.' });
    const body: LiveForm = { id: formId, version: served.version, hash: served.hash };
    if (served.validators !== null) {
      body.content = served.content;
      body.validators = validatorPath(served.validators);
    }
    // Asked on every form page: a publish shows on the next one.
    reply.header('cache-control', 'no-cache');
    return body;
  });

  app.get<{ Params: { name: string } }>('/form-validators/:name', async (request, reply) => {
    const hash = /^([0-9a-f]{32})\.js$/.exec(request.params.name)?.[1];
    const code = hash ? await store.validator(hash) : null;
    if (code === null) return reply.code(404).type('text/plain; charset=utf-8').send('No such validators.');
    return reply.header('cache-control', immutableCache).type('text/javascript; charset=utf-8').send(code);
  });
}
