import type { Database } from './database.ts';

/**
 * Holds the user's row until the transaction ends (PostgreSQL: its row lock; SQLite: the write lock),
 * so two requests of one account that count, then insert (a cap, a unique name) run one after the
 * other and cannot both take the last place.
 */
export async function holdUserRow(trx: Database, userId: string): Promise<void> {
  await trx
    .updateTable('user')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', userId)
    .execute();
}
