import { randomUUID } from 'node:crypto';
import type { ContactBody } from '@wordreel/core';
import type { Database } from '../../db/database.ts';

/** Stores a contact-form message for the team to read. */
export async function saveContactMessage(db: Database, body: ContactBody, now = Date.now()): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contactMessage')
    .values({ id, name: body.name, email: body.email, message: body.message, createdAt: now })
    .execute();
  return id;
}
