import type { Kysely } from 'kysely';

/**
 * The paged project list (API clients) walks an owner's projects newest created first, keyed by
 * creation time and id: this index serves each page as one range read.
 */
export const m0022ProjectUserCreated = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('project_user_created')
      .on('project')
      .columns(['userId', 'createdAt', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('project_user_created').execute();
  },
};
