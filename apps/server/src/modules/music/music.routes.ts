import fs from 'node:fs';
import fastifyMultipart from '@fastify/multipart';
import { ownMusicStatusSchema } from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../../http/session.ts';
import { sendMedia } from '../../http/send-media.ts';
import {
  MAX_MUSIC_BYTES,
  MUSIC_BAD_TYPE,
  MUSIC_CONTENT_TYPES,
  TRACK_NOT_FOUND,
  getTrackFile,
  getUploadedMusic,
  ownMusicStatus,
  saveUploadedMusic,
} from './music.service.ts';

const projectParams = z.object({ id: z.string() });

/** GET /sounds/{track}.mp3 (public library), and the owner's own track for a project. */
export async function registerMusicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/sounds/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
      const name = /^([a-z]+)\.mp3$/.exec(request.params.file)?.[1];
      if (!name) throw new AppError('NOT_FOUND', TRACK_NOT_FOUND);
      const track = await getTrackFile(ctx.config, name);
      reply.header('Cache-Control', 'public, max-age=86400');
      return sendMedia(request, reply, {
        ...track.file,
        contentType: 'audio/mpeg',
        open: (range) => fs.createReadStream(track.path, range ?? {}),
      });
    });

  // Multipart lives in its own scope so it cannot clash with another module's registration.
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      await scope.register(fastifyMultipart, { limits: { fileSize: MAX_MUSIC_BYTES, files: 1, fields: 5 } });
    }
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/projects/:id/music',
      { preValidation: app.requireUser, schema: { params: projectParams } },
      async (request) => {
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', MUSIC_BAD_TYPE);
        const part = await request.file({ limits: { fileSize: MAX_MUSIC_BYTES } });
        if (!part) throw new AppError('BAD_REQUEST', MUSIC_BAD_TYPE);
        return saveUploadedMusic(ctx, currentUser(request).id, request.params.id, part.file);
      },
    );
    r.get(
      '/api/projects/:id/music/status',
      {
        preValidation: app.requireUser,
        schema: { params: projectParams, response: { 200: ownMusicStatusSchema } },
      },
      (request) => ownMusicStatus(ctx, currentUser(request).id, request.params.id),
    );
    r.get(
      '/api/projects/:id/music',
      { preValidation: app.requireUser, schema: { params: projectParams } },
      async (request, reply) => {
        const music = await getUploadedMusic(ctx, currentUser(request).id, request.params.id);
        return sendMedia(request, reply, {
          ...music.file,
          contentType: MUSIC_CONTENT_TYPES[music.ext],
          open: (range) => ctx.storage.createReadStream(music.key, { range, version: music.file }),
        });
      },
    );
  });
}
