import type { ColumnType, Generated } from 'kysely';
import type { ApiKeyAccess, KeyLimitNoticeLevel } from '@wordreel/core';

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

export interface AccountTable {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  password: string | null;
}

/** A pending one-time code; one per e-mail and purpose, the newest replacing the last. */
export interface OneTimeCodeTable {
  email: string;
  purpose: string;
  /** HMAC-SHA256 of the code under the auth secret (hex). */
  codeHash: string;
  attempts: Generated<number>;
  sentAt: number;
  expiresAt: number;
}

/** A validated code's grant: lets the next step (register, reset) happen once for that e-mail. */
export interface VerifiedGrantTable {
  /** SHA-256 of the token in the grant cookie (hex). */
  tokenHash: string;
  email: string;
  purpose: string;
  expiresAt: number;
}

export interface ApiKeyTable {
  id: string;
  userId: string;
  /** SHA-256 of the whole key (hex); the key itself is shown once and never stored. */
  keyHash: string;
  prefix: string;
  createdAt: number;
  /** A key for an integration (decision 066); null for the account's own key (the spec's one). */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** Epoch ms of the last request with the key, written at most once a minute; null before any. */
  lastUsedAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** Epoch ms after which the key no longer works (decision 068); null never expires. */
  expiresAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** 'full', or 'read': GET requests only (decision 069). */
  access: ColumnType<ApiKeyAccess, ApiKeyAccess | undefined, ApiKeyAccess>;
  /** Epoch ms the owner was told the key expires soon (decision 071); null not yet. */
  expiryNoticeAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** Credits the key may spend in a calendar month, UTC (decision 073); null: no limit. */
  monthlyCreditLimit: ColumnType<number | null, number | null | undefined, number | null>;
  /** Epoch ms the owner was last told the key neared or reached its limit (decision 074); null never. */
  limitNoticeAt: ColumnType<number | null, number | null | undefined, number | null>;
  /** Which of the two that notice said. */
  limitNoticeLevel: ColumnType<
    KeyLimitNoticeLevel | null,
    KeyLimitNoticeLevel | null | undefined,
    KeyLimitNoticeLevel | null
  >;
  /** 1 while that notice's mail is still to be sent (its send failed): the next charge retries it. */
  limitNoticeMailDue: ColumnType<number, number | undefined, number>;
}

export interface CreditPurchaseTable {
  id: string;
  userId: string;
  credits: number;
  amountCents: number;
  currency: string;
  provider: string;
  providerReference: string;
  testMode: number;
  createdAt: number;
}

export interface AccountTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  oneTimeCode: OneTimeCodeTable;
  verifiedGrant: VerifiedGrantTable;
  apiKey: ApiKeyTable;
  creditPurchase: CreditPurchaseTable;
}
