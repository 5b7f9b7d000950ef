import type { Kysely } from 'kysely';

/**
 * AI Shorts: a clip project plays the stored video of the project it was cut from (`mediaId`, no
 * copy) and remembers where it came from (`clipOf`, JSON). No foreign key on either: a clip outlives
 * its source, and the shared file lives while any project names it (projects.service deleteProject).
 */
export const m0008Clips = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('project').addColumn('mediaId', 'text').execute();
    await db.schema.alterTable('project').addColumn('clipOf', 'text').execute();
    await db.schema.createIndex('project_mediaId').on('project').column('mediaId').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('project_mediaId').execute();
    await db.schema.alterTable('project').dropColumn('clipOf').execute();
    await db.schema.alterTable('project').dropColumn('mediaId').execute();
  },
};
