/** A user's choice of optional mails (decision 076); no row means every optional mail is on. */
export interface MailPreferenceTable {
  userId: string;
  /** 1: mails about the user's API keys (expiry, monthly limit) are sent; 0: they are not. */
  apiKeyNotices: number;
  updatedAt: number;
}

export interface MailPreferenceTables {
  mailPreference: MailPreferenceTable;
}
