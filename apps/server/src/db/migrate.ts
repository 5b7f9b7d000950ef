import { type Migration, Migrator } from 'kysely';
import type { Database } from './database.ts';
import { m0001Initial } from './migrations/0001-initial.ts';
import { m0002Accounts } from './migrations/0002-accounts.ts';
import { m0003Studio } from './migrations/0003-studio.ts';
import { m0004CreditLedger } from './migrations/0004-credit-ledger.ts';
import { m0005Vocabulary } from './migrations/0005-vocabulary.ts';
import { m0006Edits } from './migrations/0006-edits.ts';
import { m0007Idempotency } from './migrations/0007-idempotency.ts';
import { m0008Clips } from './migrations/0008-clips.ts';
import { m0009Webhooks } from './migrations/0009-webhooks.ts';
import { m0010EditsReframe } from './migrations/0010-edits-reframe.ts';
import { m0011ReframeRequests } from './migrations/0011-reframe-requests.ts';
import { m0012EmphasisWordIds } from './migrations/0012-emphasis-word-ids.ts';
import { m0013CaptionTracks } from './migrations/0013-caption-tracks.ts';
import { m0014CaptionsVersion } from './migrations/0014-captions-version.ts';
import { m0015StorageTombstones } from './migrations/0015-storage-tombstones.ts';
import { m0016UploadFinishClaim } from './migrations/0016-upload-finish-claim.ts';
import { m0018JobClaimId } from './migrations/0018-job-claim-id.ts';
import { m0019EditsSaveId } from './migrations/0019-edits-save-id.ts';
import { m0020CaptionsEditOrder } from './migrations/0020-captions-edit-order.ts';
import { m0021CaptionsWriteLease } from './migrations/0021-captions-write-lease.ts';
import { m0022ProjectUserCreated } from './migrations/0022-project-user-created.ts';
import { m0023NamedApiKeys } from './migrations/0023-named-api-keys.ts';
import { m0024LedgerApiKey } from './migrations/0024-ledger-api-key.ts';
import { m0025ApiKeyLimits } from './migrations/0025-api-key-limits.ts';
import { m0026ApiKeyExpiryNotice } from './migrations/0026-api-key-expiry-notice.ts';
import { m0027SavedStyles } from './migrations/0027-saved-styles.ts';
import { m0028ApiKeyMonthlyLimit } from './migrations/0028-api-key-monthly-limit.ts';
import { m0029ApiKeyLimitNotice } from './migrations/0029-api-key-limit-notice.ts';
import { m0030MailPreferences } from './migrations/0030-mail-preferences.ts';
import { m0031ApiKeyLimitMailDue } from './migrations/0031-api-key-limit-mail-due.ts';

/** Every migration, in order. Names sort lexically; add new ones at the end. */
export const APP_MIGRATIONS: Record<string, Migration> = {
  '0001-initial': m0001Initial,
  '0002-accounts': m0002Accounts,
  '0003-studio': m0003Studio,
  '0004-credit-ledger': m0004CreditLedger,
  '0005-vocabulary': m0005Vocabulary,
  '0006-edits': m0006Edits,
  '0007-idempotency': m0007Idempotency,
  '0008-clips': m0008Clips,
  '0009-webhooks': m0009Webhooks,
  '0010-edits-reframe': m0010EditsReframe,
  '0011-reframe-requests': m0011ReframeRequests,
  '0012-emphasis-word-ids': m0012EmphasisWordIds,
  '0013-caption-tracks': m0013CaptionTracks,
  '0014-captions-version': m0014CaptionsVersion,
  '0015-storage-tombstones': m0015StorageTombstones,
  '0016-upload-finish-claim': m0016UploadFinishClaim,
  '0018-job-claim-id': m0018JobClaimId,
  '0019-edits-save-id': m0019EditsSaveId,
  '0020-captions-edit-order': m0020CaptionsEditOrder,
  '0021-captions-write-lease': m0021CaptionsWriteLease,
  '0022-project-user-created': m0022ProjectUserCreated,
  '0023-named-api-keys': m0023NamedApiKeys,
  '0024-ledger-api-key': m0024LedgerApiKey,
  '0025-api-key-limits': m0025ApiKeyLimits,
  '0026-api-key-expiry-notice': m0026ApiKeyExpiryNotice,
  '0027-saved-styles': m0027SavedStyles,
  '0028-api-key-monthly-limit': m0028ApiKeyMonthlyLimit,
  '0029-api-key-limit-notice': m0029ApiKeyLimitNotice,
  '0030-mail-preferences': m0030MailPreferences,
  '0031-api-key-limit-mail-due': m0031ApiKeyLimitMailDue,
};

/** Runs the app's own migrations (after better-auth has created its tables). */
export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(APP_MIGRATIONS) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
