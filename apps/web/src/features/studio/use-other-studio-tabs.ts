import { useEffect, useState } from 'react';
import { randomId } from '../../lib/random-id.ts';

/** What the studio tabs of one browser tell each other about the project they show. */
interface TabMessage {
  /** `opened`: a studio came (or came back from the back-forward cache); `here`: the answer to it. */
  kind: 'opened' | 'here' | 'closed';
  projectId: string;
  tab: string;
}

const CHANNEL = 'wordreel-studio-tabs';

/**
 * Whether this project's studio is also open in another tab or window of this browser. The look and the
 * Boost texts are saved whole and read once (the captions are reloaded as they change, and only the edit
 * list asks about a newer version), so two studios of one video write over each other's changes; the
 * studio says so while both are open.
 * Each studio says on a BroadcastChannel that it has come (the others answer) and that it goes.
 */
export function useOtherStudioTabs(projectId: string): boolean {
  const [others, setOthers] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    const tab = randomId();
    const send = (kind: TabMessage['kind']) =>
      channel.postMessage({ kind, projectId, tab } satisfies TabMessage);
    const note = (other: string, open: boolean) =>
      setOthers((now) => {
        if (now.has(other) === open) return now;
        const next = new Set(now);
        if (open) next.add(other);
        else next.delete(other);
        return next;
      });
    channel.onmessage = ({ data }: MessageEvent<Partial<TabMessage> | null>) => {
      if (data?.projectId !== projectId || !data.tab || data.tab === tab) return;
      note(data.tab, data.kind !== 'closed');
      if (data.kind === 'opened') send('here');
    };
    // A page put in the back-forward cache has gone for the others; it says so, and comes back as new.
    const hide = () => send('closed');
    const show = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setOthers(new Set());
      send('opened');
    };
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', show);
    send('opened');
    return () => {
      send('closed');
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('pageshow', show);
      channel.close();
      setOthers(new Set());
    };
  }, [projectId]);
  return others.size > 0;
}
