import { appEventSchema, type ProjectEvent, type RenderEvent } from '@wordreel/core';
import { useEffect, useRef, useState } from 'react';
import { EVENTS_PATH } from '../../lib/project-events.ts';

export interface StudioEventHandlers {
  onProject?: (event: ProjectEvent) => void;
  onRender?: (event: RenderEvent) => void;
  /** Called after a dropped connection comes back (events in between were lost). */
  onReconnect?: () => void;
}

/** This project's live updates over SSE (GET /api/events); returns whether the stream is up. */
export function useStudioEvents(projectId: string, handlers: StudioEventHandlers): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_PATH, { withCredentials: true });
    let opened = false;
    source.onopen = () => {
      setLive(true);
      if (opened) latest.current.onReconnect?.();
      opened = true;
    };
    source.onerror = () => setLive(false);
    source.onmessage = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = appEventSchema.safeParse(data);
      if (!parsed.success || parsed.data.projectId !== projectId) return;
      if (parsed.data.type === 'project') latest.current.onProject?.(parsed.data);
      else latest.current.onRender?.(parsed.data);
    };
    return () => {
      source.close();
      setLive(false);
    };
  }, [projectId]);

  return live;
}
