import { hookTitleSchema, type HookTitle } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { client, unwrap } from '../../lib/api-client.ts';

const SAVE_DELAY_MS = 600;
export const HOOK_SAVE_FAILED = 'Your hook title could not be saved.';

/**
 * The project's hook title: read once, held here (the preview draws it and the Boost tab edits it),
 * saved with PUT /api/projects/{id}/hook, debounced; only a valid hook (or none) is sent.
 * `draft` is what the fields show (possibly invalid while typing); `hook` is what is drawn.
 */
export function useHookTitle(projectId: string, onError: (message: string) => void) {
  const loaded = useQuery({
    queryKey: ['hook', projectId],
    queryFn: () => unwrap(client.GET('/api/projects/{id}/hook', { params: { path: { id: projectId } } })),
  });
  const [edited, setEdited] = useState<{ draft: HookTitle | null } | null>(null);
  const draft = edited ? edited.draft : (loaded.data?.hook ?? null);
  const checked = draft ? hookTitleSchema.safeParse(draft) : null;
  const hook = checked?.success ? checked.data : null;
  const problem = checked && !checked.success ? (checked.error.issues[0]?.message ?? null) : null;
  const timer = useRef<number | undefined>(undefined);

  const change = useCallback(
    (next: HookTitle | null) => {
      setEdited({ draft: next });
      window.clearTimeout(timer.current);
      const valid = next ? hookTitleSchema.safeParse(next) : null;
      if (valid && !valid.success) return;
      timer.current = window.setTimeout(() => {
        unwrap(
          client.PUT('/api/projects/{id}/hook', {
            params: { path: { id: projectId } },
            body: { hook: valid?.data ?? null },
          }),
        ).catch(() => onError(HOOK_SAVE_FAILED));
      }, SAVE_DELAY_MS);
    },
    [projectId, onError],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { draft, hook, problem, change, loaded: loaded.isSuccess };
}
