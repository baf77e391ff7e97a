/**
 * What a visitor's page asks before drawing a form (docs/architecture.md "Form versions"):
 * GET /api/forms/:formId, the live version (its content only when it is not the build's own),
 * and GET /form-validators/<hash>.js, the browser validators the server compiled for a version,
 * named by their hash and cached for a year. GET /api/prices/:tableId is the live version of a
 * price table, which a form's estimate prices with ("Price table versions").
 */
import type { FastifyInstance } from 'fastify';
import type { LiveForm } from '../../core/api/forms.ts';
import type { LivePriceTable } from '../../core/api/prices.ts';
import { validatorPath } from '../forms/form-content.ts';
import type { LiveForms } from '../forms/live-forms.ts';
import type { LivePrices } from '../forms/live-prices.ts';
import { immutableCache } from '../static-assets.ts';
import type { FormVersionAccess } from '../store/form-version-types.ts';

export async function liveFormRoutes(
  app: FastifyInstance,
  options: { liveForms: LiveForms; livePrices: LivePrices; store: FormVersionAccess },
): Promise<void> {
  const { liveForms, livePrices, store } = options;

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

  app.get<{ Params: { tableId: string } }>('/api/prices/:tableId', async (request, reply) => {
    const { tableId } = request.params;
    const served = livePrices.served(tableId);
    if (!served)
      return reply.code(404).send({ error: 'not-found', message: 'There is no such price table.' });
    const body: LivePriceTable = {
      id: tableId,
      version: served.version,
      hash: served.hash,
      table: served.table,
    };
    // Asked when a form with an estimate is drawn: a publish shows on the next one.
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
