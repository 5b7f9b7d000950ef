import type { Kysely } from 'kysely';

/**
 * Auto-reframe: projects waiting for the face analysis of the video they play (`mediaId`). The one
 * analysis job of a video fills in every waiting project's reframe when it ends, then removes their
 * rows. No foreign key: a project deleted meanwhile is skipped and its row removed.
 */
export const m0011ReframeRequests = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('reframeRequest')
      .addColumn('projectId', 'text', (c) => c.primaryKey())
      .addColumn('mediaId', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reframeRequest_mediaId').on('reframeRequest').column('mediaId').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('reframeRequest').execute();
  },
};
