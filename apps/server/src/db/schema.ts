import type { IdempotencyTables } from '../http/idempotency.tables.ts';
import type { BillingTables } from '../modules/billing/billing.tables.ts';
import type { AccountTables } from '../modules/accounts/accounts.tables.ts';
import type { EditsTables } from '../modules/edits/edits.tables.ts';
import type { ContactTables } from '../modules/contact/contact.tables.ts';
import type { JobTables } from '../jobs/jobs.tables.ts';
import type { ProjectTables } from '../modules/projects/projects.tables.ts';
import type { StorageTables } from '../storage/storage.tables.ts';
import type { CaptionTrackTables } from '../modules/caption-tracks/caption-tracks.tables.ts';
import type { ReframeTables } from '../modules/reframe/reframe.tables.ts';
import type { VocabularyTables } from '../modules/vocabulary/vocabulary.tables.ts';
import type { WebhookTables } from '../modules/webhooks/webhooks.tables.ts';
import type { SavedStyleTables } from '../modules/styles/saved-styles.tables.ts';
import type { MailPreferenceTables } from '../modules/mail-preferences/mail-preferences.tables.ts';

/** The whole database as Kysely sees it; each module declares its own tables. */
export interface DB
  extends
    AccountTables,
    ProjectTables,
    JobTables,
    ContactTables,
    BillingTables,
    VocabularyTables,
    EditsTables,
    IdempotencyTables,
    WebhookTables,
    ReframeTables,
    CaptionTrackTables,
    SavedStyleTables,
    MailPreferenceTables,
    StorageTables {}
