import type { CreditLedgerKind } from '@wordreel/core';
import type { ColumnType } from 'kysely';

/** One change to a user's credits; the user row's `credits` is the running balance. */
export interface CreditLedgerTable {
  id: string;
  userId: string;
  kind: CreditLedgerKind;
  delta: number;
  balance: number;
  projectId: string | null;
  description: string;
  /**
   * Unique when set: a purchase's provider reference or a refund's `refund:{debit id}`, so a repeated
   * webhook or a second failure report changes the balance only once.
   */
  reference: string | null;
  /**
   * The API key whose request spent the credits, a refund the same (decision 067); null for the
   * website and purchases. Its name is kept as it was (null: the account's own key).
   */
  apiKeyId: ColumnType<string | null, string | null | undefined, string | null>;
  apiKeyName: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: number;
}

export interface BillingTables {
  creditLedger: CreditLedgerTable;
}
