import { hookTitleSchema, type HookTitle } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { client, unwrap } from '../../lib/api-client.ts';
import { leavingRequest } from '../../lib/save-on-leave.ts';
import { useDebouncedSave } from '../../lib/use-debounced-save.ts';

const SAVE_DELAY_MS = 600;
export const HOOK_SAVE_FAILED = 'Your hook title could not be saved.';

/**
 * The project's hook title: read once, held here (the preview draws it and the Boost tab edits it),
 * saved with PUT /api/projects/{id}/hook, debounced (at once when the studio closes or the page is
 * left); only a valid hook (or none) is sent.
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
  const { schedule, discard } = useDebouncedSave<{ hook: HookTitle | null }>({
    delayMs: SAVE_DELAY_MS,
    send: (body, leaving) =>
      unwrap(
        client.PUT('/api/projects/{id}/hook', {
          params: { path: { id: projectId } },
          body,
          ...leavingRequest(leaving, body),
        }),
      ),
    onError: () => onError(HOOK_SAVE_FAILED),
  });

  const change = useCallback(
    (next: HookTitle | null) => {
      setEdited({ draft: next });
      const valid = next ? hookTitleSchema.safeParse(next) : null;
      // An invalid draft is not sent, and neither is the valid one before it.
      if (valid && !valid.success) discard();
      else schedule({ hook: valid?.data ?? null });
    },
    [schedule, discard],
  );
  return { draft, hook, problem, change, loaded: loaded.isSuccess };
}
