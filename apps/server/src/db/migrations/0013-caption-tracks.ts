import type { Kysely } from 'kysely';

/**
 * Translated caption tracks (docs/decisions/035-translated-tracks.md): one row per project and
 * language. `pages` (JSON: id, source page times, translated text) is written whole when a translation
 * ends, with `sourceHash`, the fingerprint of the captions it was made from (a different fingerprint
 * now means the track is stale). Removed with its project.
 */
export const m0013CaptionTracks = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('captionTrack')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('projectId', 'text', (c) => c.notNull().references('project.id').onDelete('cascade'))
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .addColumn('pages', 'text')
      .addColumn('sourceHash', 'text')
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .addColumn('updatedAt', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('captionTrack_project_language', ['projectId', 'language'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('captionTrack').execute();
  },
};
