import type { RenderStatus } from '@wordreel/core';
import { useQuery } from '@tanstack/react-query';
import { client, unwrap } from '../../lib/api-client.ts';
import { renderQueryKey } from '../../lib/project-events.ts';

/** What a card says about the project's export, from the same status the studio reads. */
export function exportLabel(status: RenderStatus): { text: string; tone: string } | null {
  if (status.state === 'queued' || status.state === 'running') {
    return { text: `Exporting ${Math.round(status.progress)}%`, tone: 'busy' };
  }
  if (status.ready)
    return status.stale
      ? { text: 'Export out of date', tone: 'stale' }
      : { text: 'Export ready', tone: 'ready' };
  if (status.state === 'failed') return { text: 'Export failed', tone: 'failed' };
  return null;
}

/**
 * A ready project's export state on its card (exporting with progress / ready to download / out of
 * date / failed); nothing before the first export. Render events keep it live (project-events.ts).
 */
export function ProjectExportState({ projectId, name }: { projectId: string; name: string }) {
  const status = useQuery({
    queryKey: renderQueryKey(projectId),
    queryFn: (): Promise<RenderStatus> =>
      unwrap(client.GET('/api/projects/{id}/render', { params: { path: { id: projectId } } })),
    staleTime: 30_000,
  });
  const label = status.data ? exportLabel(status.data) : null;
  if (!label) return null;
  return (
    <span className="project-export-state">
      <span className={`project-export project-export-${label.tone}`} data-export={label.tone}>
        {label.text}
      </span>
      {status.data?.ready && (
        <a
          className="project-export-download"
          href={`/download/${projectId}.mp4`}
          download
          aria-label={`Download ${name}${status.data.stale ? ' (out of date)' : ''}`}
        >
          Download
        </a>
      )}
    </span>
  );
}
