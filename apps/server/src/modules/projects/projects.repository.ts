import {
  boostTextsSchema,
  clipOriginSchema,
  type BoostTexts,
  type ClipOrigin,
  type Project,
  type ProjectStatus,
  type VideoConfig,
} from '@wordreel/core';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { olderThan, pageOf, type PagePosition } from '../../db/keyset-page.ts';
import type { ProjectTable } from './projects.tables.ts';

/** A project as the services use it: the API shape plus the saved style and the owner. */
export interface ProjectRecord extends Project {
  style: unknown;
  boost: BoostTexts | null;
  renderKey: string | null;
  createdAt: number;
  /** The project whose stored video this one plays (a clip's source); null: its own. */
  mediaId: string | null;
  clipOf: ClipOrigin | null;
}

function parseClipOrigin(text: string | null): ClipOrigin | null {
  if (text === null) return null;
  const parsed = clipOriginSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

function parseBoost(text: string | null): BoostTexts | null {
  if (text === null) return null;
  const parsed = boostTextsSchema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : null;
}

/** The columns the API's project shape needs (the list reads only these). */
const PROJECT_COLUMNS = [
  'id',
  'name',
  'userId',
  'videoConfig',
  'status',
  'statusDetail',
  'progress',
  'updatedAt',
  'updatedAtNanos',
  'clipOf',
] as const;

function toProject(row: Pick<ProjectTable, (typeof PROJECT_COLUMNS)[number]>): Project {
  return {
    id: row.id,
    name: row.name,
    userId: row.userId,
    videoConfig: JSON.parse(row.videoConfig) as VideoConfig,
    status: row.status as ProjectStatus,
    statusDetail: row.statusDetail,
    progress: row.progress,
    clipOf: parseClipOrigin(row.clipOf),
    updatedAt: timestampOf(row),
  };
}

export function toProjectRecord(row: Selectable<ProjectTable>): ProjectRecord {
  return {
    ...toProject(row),
    clipOf: parseClipOrigin(row.clipOf),
    style: row.style === null ? null : (JSON.parse(row.style) as unknown),
    boost: parseBoost(row.boost),
    renderKey: row.renderKey,
    createdAt: row.createdAt,
    mediaId: row.mediaId,
  };
}

function timestampOf(row: Pick<ProjectTable, 'updatedAt' | 'updatedAtNanos'>): Project['updatedAt'] {
  return {
    seconds: Math.floor(row.updatedAt / 1000),
    nanoseconds: (row.updatedAt % 1000) * 1_000_000 + row.updatedAtNanos,
  };
}

export async function findProject(db: Database, projectId: string): Promise<ProjectRecord | undefined> {
  const row = await db.selectFrom('project').selectAll().where('id', '=', projectId).executeTakeFirst();
  return row && toProjectRecord(row);
}

/**
 * The owner's projects for the list, newest update first, in the API shape. Only the list's columns
 * are read: a saved style or Boost texts (kilobytes of JSON each) are not fetched and parsed 200 times.
 */
export async function listProjectsByUser(db: Database, userId: string): Promise<Project[]> {
  const rows = await db
    .selectFrom('project')
    .select(PROJECT_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('updatedAtNanos', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(toProject);
}

/**
 * One page of the owner's projects (those in `statuses` when given), newest created first, after
 * `after` (see `keyset-page.ts`).
 */
export async function listProjectPage(
  db: Database,
  userId: string,
  limit: number,
  after: PagePosition | undefined,
  statuses?: readonly ProjectStatus[],
): Promise<{ projects: Project[]; last: PagePosition | undefined; more: boolean }> {
  let query = db
    .selectFrom('project')
    .select([...PROJECT_COLUMNS, 'createdAt'])
    .where('userId', '=', userId);
  if (statuses) query = query.where('status', 'in', statuses);
  if (after) query = query.where(olderThan(after));
  const rows = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit);
  return { projects: page.rows.map(toProject), last: page.last, more: page.more };
}

export interface NewProject {
  id: string;
  userId: string;
  name: string;
  videoConfig: VideoConfig;
  status: ProjectStatus;
  /** A clip's source media and origin (AI Shorts). */
  mediaId?: string;
  clipOf?: ClipOrigin;
  style?: unknown;
}

export async function insertProject(db: Database, values: NewProject): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('project')
    .values({
      id: values.id,
      userId: values.userId,
      name: values.name,
      status: values.status,
      videoConfig: JSON.stringify(values.videoConfig),
      mediaId: values.mediaId ?? null,
      clipOf: values.clipOf ? JSON.stringify(values.clipOf) : null,
      style: values.style === undefined || values.style === null ? null : JSON.stringify(values.style),
      boost: null,
      renderKey: null,
      statusDetail: null,
      progress: 0,
      createdAt: now,
      updatedAt: now,
      updatedAtNanos: 0,
    })
    .execute();
}

export interface ProjectChanges {
  status?: ProjectStatus;
  statusDetail?: string | null;
  progress?: number;
  videoConfig?: VideoConfig;
  style?: unknown;
  boost?: BoostTexts;
  renderKey?: string;
  /** Moves the project to the top of its owner's list (a real change, not a progress tick). */
  touch?: boolean;
}

/**
 * Writes the changes; false when the row is gone. With `whereStatus`, only while the row still has
 * that status (one conditional UPDATE: of several writers that saw it, one changes it).
 */
export async function updateProject(
  db: Database,
  projectId: string,
  changes: ProjectChanges,
  whereStatus?: ProjectStatus,
): Promise<boolean> {
  let update = db
    .updateTable('project')
    .set({
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.statusDetail !== undefined && { statusDetail: changes.statusDetail }),
      ...(changes.progress !== undefined && { progress: changes.progress }),
      ...(changes.videoConfig !== undefined && { videoConfig: JSON.stringify(changes.videoConfig) }),
      ...(changes.style !== undefined && { style: JSON.stringify(changes.style) }),
      ...(changes.boost !== undefined && { boost: JSON.stringify(changes.boost) }),
      ...(changes.renderKey !== undefined && { renderKey: changes.renderKey }),
      ...(changes.touch && { updatedAt: Date.now(), updatedAtNanos: 0 }),
    })
    .where('id', '=', projectId);
  if (whereStatus !== undefined) update = update.where('status', '=', whereStatus);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Writes `changes` over the project's videoConfig as it is now, not as the caller read it earlier:
 * the owner's language and orientation (POST /api/projects) and the media job's probed facts land in
 * the same JSON while the job runs. One UPDATE conditional on the text just read, read and tried again
 * when another writer got in between. False when the row is gone.
 */
export async function mergeVideoConfig(
  db: Database,
  projectId: string,
  changes: Partial<VideoConfig>,
  options: { touch?: boolean } = {},
): Promise<boolean> {
  for (;;) {
    const row = await db
      .selectFrom('project')
      .select('videoConfig')
      .where('id', '=', projectId)
      .executeTakeFirst();
    if (!row) return false;
    const merged = { ...(JSON.parse(row.videoConfig) as VideoConfig), ...changes };
    const result = await db
      .updateTable('project')
      .set({
        videoConfig: JSON.stringify(merged),
        ...(options.touch && { updatedAt: Date.now(), updatedAtNanos: 0 }),
      })
      .where('id', '=', projectId)
      .where('videoConfig', '=', row.videoConfig)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return true;
  }
}

/**
 * The owner of a project and the version of its captions (decision 047), in one read of its primary
 * key: what the captions JSON read needs to know whether the copy it holds is current. undefined when
 * the project is gone.
 */
export async function findCaptionsStamp(
  db: Database,
  projectId: string,
): Promise<{ userId: string; captionsVersion: number } | undefined> {
  return db
    .selectFrom('project')
    .select(['userId', 'captionsVersion'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/** Moves the captions version: the captions store calls it after every write of a project's captions. */
export async function bumpCaptionsVersion(db: Database, projectId: string): Promise<void> {
  await db
    .updateTable('project')
    .set((eb) => ({ captionsVersion: eb('captionsVersion', '+', 1) }))
    .where('id', '=', projectId)
    .execute();
}

/**
 * Whether a caption save with this order arrives late (decision 061): the last save that carried an
 * order came from the same page with a number at least as high, so its list already holds this edit.
 * Asked and noted (`noteCaptionEditOrder`) while holding the captions (`holdCaptionsWriteRow`).
 */
export async function captionEditIsLate(
  db: Database,
  projectId: string,
  order: { page: string; n: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('project')
    .select(['captionsEditPage', 'captionsEditNumber'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row?.captionsEditPage === order.page && Number(row.captionsEditNumber) >= order.n;
}

/** Notes the order of the caption save just written: its page's later saves must come after it. */
export async function noteCaptionEditOrder(
  db: Database,
  projectId: string,
  order: { page: string; n: number },
): Promise<void> {
  await db
    .updateTable('project')
    .set({ captionsEditPage: order.page, captionsEditNumber: order.n })
    .where('id', '=', projectId)
    .execute();
}

/**
 * Holds the project's captions for a caption edit until `until` (epoch ms): only when nobody holds
 * them or the holder's time ran out by `now`. One conditional UPDATE, so of several processes trying
 * at once one gets it. 'held' when this call got it, 'busy' when another holds it, 'gone' when the
 * project no longer exists.
 */
export async function holdCaptionsWriteRow(
  db: Database,
  projectId: string,
  now: number,
  until: number,
): Promise<'held' | 'busy' | 'gone'> {
  const result = await db
    .updateTable('project')
    .set({ captionsWriteHeldUntil: until })
    .where('id', '=', projectId)
    .where((eb) => eb.or([eb('captionsWriteHeldUntil', 'is', null), eb('captionsWriteHeldUntil', '<=', now)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return 'held';
  const row = await db.selectFrom('project').select('id').where('id', '=', projectId).executeTakeFirst();
  return row ? 'busy' : 'gone';
}

/**
 * Lets go of a hold taken until `held`; nothing when the row no longer holds that time (a taker-over
 * always writes a later one, so the value identifies the holder).
 */
export async function releaseCaptionsWriteRow(db: Database, projectId: string, held: number): Promise<void> {
  await db
    .updateTable('project')
    .set({ captionsWriteHeldUntil: null })
    .where('id', '=', projectId)
    .where('captionsWriteHeldUntil', '=', held)
    .execute();
}

export async function deleteProjectRow(db: Database, projectId: string): Promise<void> {
  await db.deleteFrom('project').where('id', '=', projectId).execute();
}

export async function projectIdsOfUser(db: Database, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('project').select('id').where('userId', '=', userId).execute();
  return rows.map((r) => r.id);
}

/** A project still receiving its upload, as the stale-upload sweep reads it. */
export type UploadingProject = Pick<Selectable<ProjectTable>, 'id' | 'createdAt' | 'finishClaimedUntil'>;

/** Projects still receiving their upload: id, creation time (ms) and any live finish claim. */
export async function listUploadingProjects(db: Database): Promise<UploadingProject[]> {
  return db
    .selectFrom('project')
    .select(['id', 'createdAt', 'finishClaimedUntil'])
    .where('status', '=', 'uploading')
    .execute();
}

/**
 * Claims the finish of a project's upload until `until` (epoch ms): only while the row is still
 * `uploading` and nobody holds the finish, or its holder's time ran out by `now`. One conditional
 * UPDATE, so of several processes trying at once one gets it. True when this call got it.
 */
export async function claimUploadFinishRow(
  db: Database,
  projectId: string,
  now: number,
  until: number,
): Promise<boolean> {
  const result = await db
    .updateTable('project')
    .set({ finishClaimedUntil: until })
    .where('id', '=', projectId)
    .where('status', '=', 'uploading')
    .where((eb) => eb.or([eb('finishClaimedUntil', 'is', null), eb('finishClaimedUntil', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves a held finish claim from `held` to `next` (renewed; null: let go). False when the row no longer
 * holds `held`: a taker-over always writes a later time, so the value identifies the holder.
 */
export async function moveUploadFinishClaimRow(
  db: Database,
  projectId: string,
  held: number,
  next: number | null,
): Promise<boolean> {
  const result = await db
    .updateTable('project')
    .set({ finishClaimedUntil: next })
    .where('id', '=', projectId)
    .where('finishClaimedUntil', '=', held)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many of the user's projects are still receiving their upload. */
export async function countUploadingProjectsOfUser(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('project')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('userId', '=', userId)
    .where('status', '=', 'uploading')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function renameProject(db: Database, projectId: string, name: string): Promise<void> {
  await db.updateTable('project').set({ name }).where('id', '=', projectId).execute();
}

/** How many projects other than `exceptId` play the stored video of project `mediaId`. */
export async function countMediaUsers(db: Database, mediaId: string, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('project')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mediaId', '=', mediaId)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
