/**
 * The `cursor` of the next page a paged list's `Link: <…?cursor=…>; rel="next"` header names; undefined
 * on the last page (no header).
 */
export function nextCursorOf(link: string | null): string | undefined {
  const target = link === null ? undefined : /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  if (target === undefined) return undefined;
  return new URL(target, 'http://localhost').searchParams.get('cursor') ?? undefined;
}
