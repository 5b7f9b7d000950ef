import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { sendCachedJson } from '../../http/cached-json.ts';
import { sendMedia } from '../../http/send-media.ts';
import { currentUser } from '../../http/session.ts';
import { fileEtag } from '../captions/captions.store.ts';
import { contentTypeOf, findOwnedMediaFile, type PublicFileKind } from './public-media.service.ts';

const NOT_FOUND = () => new AppError('NOT_FOUND', 'Not found');
const MEDIA_FILE = /^([0-9a-f]{32})\.(mp4|json)$/;

/**
 * The owner's media: `/public/{id}.mp4` (range requests), `/public/{id}.json` (the caption list, with
 * validators so the studio can poll cheaply) and `/public/{id}/thumb.jpg`. Anything that is not
 * exactly such a name is a 404, so no raw input ever reaches a path.
 */
export function registerPublicMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const serve = async (
    request: FastifyRequest,
    reply: FastifyReply,
    projectId: string,
    kind: PublicFileKind,
  ) => {
    const whole = request.method === 'GET' && request.headers.range === undefined;
    const { key, file, json } = await findOwnedMediaFile(
      ctx,
      currentUser(request).id,
      projectId,
      kind,
      whole,
    );
    // A caption file kept in memory for this version (the studio's polling): no file access; gzip made
    // once. Ranges and HEAD are sent from the file.
    if (json && whole) {
      reply.header('Last-Modified', new Date(file.mtimeMs).toUTCString()).header('Accept-Ranges', 'bytes');
      return sendCachedJson(request, reply, json, contentTypeOf[kind]);
    }
    return sendMedia(request, reply, {
      ...file,
      contentType: contentTypeOf[kind],
      etag: fileEtag(file),
      open: (range) => ctx.storage.createReadStream(key, { range, version: file }),
    });
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/public/:file',
    exposeHeadRoute: false,
    preValidation: app.requireUser,
    handler: (request, reply) => {
      const match = MEDIA_FILE.exec((request.params as { file: string }).file);
      if (!match?.[1]) throw NOT_FOUND();
      return serve(request, reply, match[1], match[2] === 'mp4' ? 'video' : 'captions');
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/public/:id/thumb.jpg',
    exposeHeadRoute: false,
    preValidation: app.requireUser,
    handler: (request, reply) => {
      const { id } = request.params as { id: string };
      if (!/^[0-9a-f]{32}$/.test(id)) throw NOT_FOUND();
      return serve(request, reply, id, 'thumb');
    },
  });
}
