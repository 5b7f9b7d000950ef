import type { Generated } from 'kysely';

/** better-auth's tables (created by its own migrations), as far as our code reads them directly. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  signInMethod: string | null;
  credits: Generated<number>;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Date | string;
}

export interface AccountTables {
  user: UserTable;
  session: SessionTable;
}
