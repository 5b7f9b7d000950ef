import { type PublicUser, signInMethodSchema } from '@wordreel/core';
import type { Database } from '../../db/database.ts';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  signInMethod: string | null;
  credits: number;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('user')
    .select(['id', 'email', 'name', 'signInMethod', 'credits'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('user')
    .select(['id', 'email', 'name', 'signInMethod', 'credits'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The API's user object (publicUserSchema): never a password or hash. */
export function toPublicUser(row: UserRow): PublicUser {
  const method = signInMethodSchema.safeParse(row.signInMethod);
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    signInMethod: method.success ? method.data : 'email',
    credits: Number(row.credits),
  };
}
