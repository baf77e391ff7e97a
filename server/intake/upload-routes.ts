/**
 * /api/uploads/ as an encapsulated Fastify plugin (docs/architecture.md "Resumable uploads"):
 * every tus request goes, body unread, to the tus project's server (uploads/upload-service.ts),
 * which answers it itself. The site's security headers go with each answer; GET is not part of
 * it (an upload's bytes are the owner's to download, from the request).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UploadService } from '../uploads/upload-service.ts';

export type UploadRoutesOptions = { uploads: UploadService };

const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions): Promise<void> {
  // The tus server reads the body itself, as it arrives: Fastify must not.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value as string);
    }
    reply.hijack();
    try {
      await options.uploads.handle(request.raw, reply.raw, request.ip);
    } catch (error) {
      request.log.error({ err: error }, 'upload request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' });
      reply.raw.end(JSON.stringify({ error: 'internal', message: 'Something went wrong on our side.' }));
    }
  };
  for (const url of ['/api/uploads', '/api/uploads/', '/api/uploads/:id']) {
    app.route({ method: [...methods], url, handler: handle });
  }
}
