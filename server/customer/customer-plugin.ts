/**
 * The customer's page as one feature plugin (docs/owner-guide.md "The customer's page: messages and proofs"): the routes opened by
 * the private link in their e-mails, and the reminders of an undecided proof when e-mail is on.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { customerRoutes } from './customer-routes.ts';
import { startProofReminders } from './proof-reminders.ts';

export async function customerPlugin(app: FastifyInstance, options: { services: Services }): Promise<void> {
  const { store, files, forms, formTexts, addressKey, timeZone, publicUrl, mailer, now, siteUrl } =
    options.services;
  if (mailer) {
    const reminders = startProofReminders({ store, mailer, siteUrl, log: app.log });
    app.addHook('onClose', async () => reminders.stop());
  }
  await app.register(customerRoutes, {
    store,
    files,
    uploads: options.services.uploads,
    forms,
    texts: formTexts,
    addressKey,
    timeZone,
    publicUrl,
    mailer,
    now,
  });
}
