import { randomUUID } from 'node:crypto';
import {
  applySavedLook,
  type CreateSavedStyleBody,
  DEFAULT_STYLE,
  type ExportPayload,
  MAX_SAVED_STYLES,
  SAVED_STYLE_LIMIT_MESSAGE,
  SAVED_STYLE_NOT_FOUND,
  type SavedStyle,
  type SavedStyleLook,
  savedLookOf,
  savedStyleLookSchema,
  savedStyleNameTaken,
  styleToPayload,
  type UpdateSavedStyleBody,
} from '@wordreel/core';
import type { Database } from '../../db/database.ts';
import { holdUserRow } from '../../db/owner-lock.ts';
import { AppError } from '../../http/app-error.ts';
import type { SavedStyleTable } from './saved-styles.tables.ts';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * The stored look, read with today's schema: a field added since it was saved (its emphasis's too)
 * takes the studio's default, so an old style still applies with its own colours rather than failing.
 */
function lookOf(json: string): SavedStyleLook {
  const defaults = savedLookOf(DEFAULT_STYLE);
  const stored = JSON.parse(json) as Partial<Record<keyof SavedStyleLook, unknown>>;
  const emphasis = { ...defaults.emphasis, ...(stored.emphasis as object | undefined) };
  const parsed = savedStyleLookSchema.safeParse({ ...defaults, ...stored, emphasis });
  return parsed.success ? parsed.data : defaults;
}

function toSavedStyle(row: SavedStyleTable): SavedStyle {
  return {
    id: row.id,
    name: row.name,
    style: lookOf(row.style),
    isDefault: Number(row.isDefault) === 1,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The account's styles: the default first, then by name. */
export async function listSavedStyles(db: Database, userId: string): Promise<SavedStyle[]> {
  const rows = await db
    .selectFrom('savedStyle')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('isDefault', 'desc')
    .orderBy('nameKey')
    .execute();
  return rows.map(toSavedStyle);
}

/** 409 when another of the account's styles has this name (ignoring case). */
async function assertNameFree(trx: Database, userId: string, name: string, exceptId?: string) {
  let query = trx
    .selectFrom('savedStyle')
    .select('id')
    .where('userId', '=', userId)
    .where('nameKey', '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new AppError('CONFLICT', savedStyleNameTaken(name));
}

/** Makes no style of the account the default (before another becomes it: one default at most). */
async function clearDefault(trx: Database, userId: string) {
  await trx
    .updateTable('savedStyle')
    .set({ isDefault: 0 })
    .where('userId', '=', userId)
    .where('isDefault', '=', 1)
    .execute();
}

/** Saves a new style; at most MAX_SAVED_STYLES per account, names unique ignoring case. */
export async function createSavedStyle(
  db: Database,
  userId: string,
  body: CreateSavedStyleBody,
  now = Date.now(),
): Promise<SavedStyle> {
  return db.transaction().execute(async (trx) => {
    await holdUserRow(trx, userId);
    const { count } = await trx
      .selectFrom('savedStyle')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_SAVED_STYLES) throw new AppError('CONFLICT', SAVED_STYLE_LIMIT_MESSAGE);
    await assertNameFree(trx, userId, body.name);
    if (body.isDefault) await clearDefault(trx, userId);
    const row: SavedStyleTable = {
      id: randomUUID(),
      userId,
      name: body.name,
      nameKey: body.name.toLowerCase(),
      style: JSON.stringify(body.style),
      isDefault: body.isDefault ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    };
    await trx.insertInto('savedStyle').values(row).execute();
    return toSavedStyle(row);
  });
}

/** Renames, replaces the look of, or makes (or unmakes) the default one of the account's styles. */
export async function updateSavedStyle(
  db: Database,
  userId: string,
  id: string,
  body: UpdateSavedStyleBody,
  now = Date.now(),
): Promise<SavedStyle> {
  return db.transaction().execute(async (trx) => {
    await holdUserRow(trx, userId);
    const found = await trx
      .selectFrom('savedStyle')
      .select('id')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .executeTakeFirst();
    if (!found) throw new AppError('NOT_FOUND', SAVED_STYLE_NOT_FOUND);
    if (body.name !== undefined) await assertNameFree(trx, userId, body.name, id);
    if (body.isDefault) await clearDefault(trx, userId);
    const row = await trx
      .updateTable('savedStyle')
      .set({
        updatedAt: now,
        ...(body.name !== undefined && { name: body.name, nameKey: body.name.toLowerCase() }),
        ...(body.style !== undefined && { style: JSON.stringify(body.style) }),
        ...(body.isDefault !== undefined && { isDefault: body.isDefault ? 1 : 0 }),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSavedStyle(row);
  });
}

export async function deleteSavedStyle(db: Database, userId: string, id: string): Promise<void> {
  const result = await db
    .deleteFrom('savedStyle')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new AppError('NOT_FOUND', SAVED_STYLE_NOT_FOUND);
}

/** The look of one of the account's saved styles; 404 for another account's or a deleted one. */
export async function getSavedLook(db: Database, userId: string, id: string): Promise<SavedStyleLook> {
  const row = await db
    .selectFrom('savedStyle')
    .select('style')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', SAVED_STYLE_NOT_FOUND);
  return lookOf(row.style);
}

/**
 * A new project's starting style when its owner has a default: the export payload the studio would
 * save for it, without a frame (the project's own, chosen at upload or measured, stays). Undefined
 * without a default.
 */
export async function defaultStylePayload(
  db: Database,
  userId: string,
  projectId: string,
): Promise<NewProjectStyle | undefined> {
  const row = await db
    .selectFrom('savedStyle')
    .select('style')
    .where('userId', '=', userId)
    .where('isDefault', '=', 1)
    .executeTakeFirst();
  return row ? newProjectStyle(lookOf(row.style), projectId) : undefined;
}

/**
 * A new project's starting style when its upload names one of its owner's saved styles (`styleId`),
 * as `defaultStylePayload` gives the default's; NOT_FOUND when the style is not the user's.
 */
export async function savedStylePayload(
  db: Database,
  userId: string,
  styleId: string,
  projectId: string,
): Promise<NewProjectStyle> {
  return newProjectStyle(await getSavedLook(db, userId, styleId), projectId);
}

type NewProjectStyle = Omit<ExportPayload, 'videoOrientation'>;

function newProjectStyle(look: SavedStyleLook, projectId: string): NewProjectStyle {
  const {
    videoOrientation: _frame,
    user: _user,
    ...payload
  } = styleToPayload(applySavedLook(DEFAULT_STYLE, look), projectId);
  return payload;
}
