/**
 * What the intake and the owner's inbox need to queue e-mails: the composer, the site's
 * address for the order-status link, and a way to tell this process's sender to look now.
 * Absent when SMTP_URL is not set: then nothing is queued at all.
 */
import type { FastifyRequest } from 'fastify';
import type { MailComposer } from './compose.ts';

export type Mailer = {
  composer: MailComposer;
  /** PUBLIC_URL, else the origin the visitor used (its host name checked). */
  siteUrlFor(request: FastifyRequest): string;
  wake(): void;
};

const hostPattern =
  /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/i;

export function siteUrlResolver(publicUrl: string | undefined): (request: FastifyRequest) => string {
  return (request) => {
    if (publicUrl) return publicUrl;
    const host = request.host;
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    return hostPattern.test(host) ? `${protocol}://${host}` : 'http://localhost:3000';
  };
}
