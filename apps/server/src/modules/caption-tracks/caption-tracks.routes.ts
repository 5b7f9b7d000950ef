import {
  captionTrackDetailSchema,
  captionTrackListSchema,
  captionTrackSchema,
  createCaptionTrackBodySchema,
  messageResponseSchema,
} from '@wordreel/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/session.ts';
import {
  exportTrackSubtitles,
  getTrack,
  listProjectTracks,
  removeTrack,
  startTrack,
} from './caption-tracks.service.ts';
import { attachmentDisposition } from '../../http/content-disposition.ts';

const params = z.object({ id: z.string().max(100) });
const trackParams = params.extend({ trackId: z.string().max(100) });

/** Translated caption tracks of a project: list, start (202), read, delete, SRT/VTT. Owner only. */
export function registerCaptionTrackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/projects/:id/tracks',
    { preValidation: app.requireUser, schema: { params, response: { 200: captionTrackListSchema } } },
    (request) => listProjectTracks(ctx, currentUser(request).id, request.params.id),
  );
  r.post(
    '/api/projects/:id/tracks',
    {
      preValidation: app.requireUser,
      schema: { params, body: createCaptionTrackBodySchema, response: { 202: captionTrackSchema } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await startTrack(ctx, currentUser(request).id, request.params.id, request.body.language)),
  );
  r.get(
    '/api/projects/:id/tracks/:trackId',
    {
      preValidation: app.requireUser,
      schema: { params: trackParams, response: { 200: captionTrackDetailSchema } },
    },
    (request) => getTrack(ctx, currentUser(request).id, request.params.id, request.params.trackId),
  );
  r.delete(
    '/api/projects/:id/tracks/:trackId',
    {
      preValidation: app.requireUser,
      schema: { params: trackParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await removeTrack(ctx, currentUser(request).id, request.params.id, request.params.trackId);
      return { message: 'Caption track deleted' };
    },
  );
  for (const format of ['srt', 'vtt'] as const) {
    r.get(
      `/api/projects/:id/tracks/:trackId/captions.${format}`,
      { preValidation: app.requireUser, schema: { params: trackParams } },
      async (request, reply) => {
        const { body, fileName } = await exportTrackSubtitles(
          ctx,
          currentUser(request).id,
          request.params.id,
          request.params.trackId,
          format,
        );
        return reply
          .type(format === 'srt' ? 'application/x-subrip; charset=utf-8' : 'text/vtt; charset=utf-8')
          .header('Content-Disposition', attachmentDisposition(fileName))
          .send(body);
      },
    );
  }
}
