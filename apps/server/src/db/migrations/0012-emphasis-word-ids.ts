import { type Kysely, sql } from 'kysely';

/**
 * Per-word emphasis named words by their start time (`atMs`); it now names them by word id
 * (core's captions/word-ids.ts). A caption word stored without an id is read with `t{startMs}`, so an
 * entry `{ atMs: N }` becomes `{ wordId: 'tN' }` and still finds the same word. Rewrites the saved
 * style of every project (its export payload) and the payload of render jobs not yet run.
 */
export const m0012EmphasisWordIds = {
  async up(db: Kysely<unknown>): Promise<void> {
    const projects = await sql<{ id: string; style: string }>`
      select "id", "style" from "project" where "style" like ${'%"atMs"%'}`.execute(db);
    for (const row of projects.rows) {
      const style = renameAtMs(row.style, (json) => json);
      if (style) await sql`update "project" set "style" = ${style} where "id" = ${row.id}`.execute(db);
    }
    const jobs = await sql<{ id: string; payload: string }>`
      select "id", "payload" from "job" where "name" = 'render' and "payload" like ${'%"atMs"%'}`.execute(db);
    for (const row of jobs.rows) {
      const payload = renameAtMs(row.payload, (json) => (json as { payload?: unknown }).payload);
      if (payload) await sql`update "job" set "payload" = ${payload} where "id" = ${row.id}`.execute(db);
    }
  },
};

const LISTS = ['breaks', 'words', 'emojiPicks'] as const;

/** The JSON text with the emphasis entries renamed, or null when there was nothing to rename. */
export function renameAtMs(text: string, exportPayloadOf: (json: unknown) => unknown): string | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const payload = exportPayloadOf(json) as { captionEmphasis?: Record<string, unknown> } | undefined;
  const emphasis = payload?.captionEmphasis;
  if (!emphasis || typeof emphasis !== 'object') return null;
  let changed = false;
  for (const key of LISTS) {
    const list = emphasis[key];
    if (!Array.isArray(list)) continue;
    emphasis[key] = list.map((entry: unknown) => {
      if (!entry || typeof entry !== 'object' || !('atMs' in entry)) return entry;
      const { atMs, ...rest } = entry;
      changed = true;
      return { wordId: `t${String(atMs)}`, ...rest };
    });
  }
  return changed ? JSON.stringify(json) : null;
}
