import type { Project, RenderStatus } from '@wordreel/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderQueryKey } from '../../lib/project-events.ts';
import { ProjectCard } from './project-card.tsx';

afterEach(cleanup);

const ID = 'c'.repeat(32);

function renderCard(
  status: Project['status'],
  statusDetail: string | null = null,
  progress = 0,
  exportStatus?: RenderStatus,
  clipOf: Project['clipOf'] = null,
  size: { width: number; height: number } = { width: 1080, height: 1920 },
) {
  // The card's export state is a query; seeded here, else it never resolves (no server).
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => new Promise(() => {}) } },
  });
  if (exportStatus) client.setQueryData(renderQueryKey(ID), exportStatus);
  const onRetry = vi.fn();
  const onDelete = vi.fn();
  const onRename = vi.fn((_name: string) => Promise.resolve());
  const project = (status: Project['status']): Project => ({
    id: ID,
    name: 'Beach run.mp4',
    userId: 'u',
    videoConfig: { name: 'Beach run.mp4', duration: 62.5, lang: 'hi', orientation: 'portrait', ...size },
    status,
    progress,
    statusDetail,
    updatedAt: { seconds: 1, nanoseconds: 0 },
    clipOf,
  });
  const card = (now: Project['status'], retrying = false) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ul>
          <ProjectCard
            project={project(now)}
            retrying={retrying}
            onRetry={onRetry}
            onDelete={onDelete}
            onRename={onRename}
          />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(card(status));
  /** The card as the list shows it next: the same project, now in another state. */
  const becomes = (now: Project['status'], retrying = false) => rerender(card(now, retrying));
  return { onRetry, onDelete, onRename, becomes };
}

const exportStatus = (patch: Partial<RenderStatus>): RenderStatus => ({
  state: 'done',
  progress: 100,
  error: null,
  ready: true,
  stale: false,
  ...patch,
});

describe('ProjectCard', () => {
  it("should name a clip's source and show the clip's own length", () => {
    const source = {
      sourceProjectId: 'd'.repeat(32),
      sourceName: 'Podcast 12.mp4',
      startMs: 61_000,
      endMs: 103_500,
    };
    renderCard('ready', null, 100, exportStatus({}), source);
    expect(screen.getByText('Podcast 12.mp4').parentElement?.textContent).toBe('Clip of Podcast 12.mp4');
    expect(screen.getByLabelText('Duration').textContent).toBe('00:00:42');
    cleanup();
    renderCard('ready', null, 100, exportStatus({}));
    expect(screen.queryByText(/Clip of/)).toBeNull();
    expect(screen.getByLabelText('Duration').textContent).toBe('00:01:02');
  });

  it('should show the export state: exporting with progress, ready, out of date, failed', () => {
    renderCard('ready', null, 100, exportStatus({ state: 'running', progress: 42, ready: false }));
    expect(screen.getByText('Exporting 42%')).toBeTruthy();
    cleanup();
    renderCard('ready', null, 100, exportStatus({}));
    expect(screen.getByText('Export ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Beach run.mp4' }).getAttribute('href')).toBe(
      `/download/${ID}.mp4`,
    );
    cleanup();
    renderCard('ready', null, 100, exportStatus({ stale: true }));
    expect(screen.getByText('Export out of date')).toBeTruthy();
    cleanup();
    renderCard('ready', null, 100, exportStatus({ state: 'failed', ready: false, error: 'x' }));
    expect(screen.getByText('Export failed')).toBeTruthy();
  });

  it('should show the step and a progress bar while the project is being prepared', () => {
    renderCard('transcribing', null, 45);
    expect(screen.getByText('Step 3 of 3: writing the captions')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Transcribing progress' }).getAttribute('value')).toBe(
      '45',
    );
  });

  it('should link to the studio and show the thumbnail, duration and language', () => {
    renderCard('ready');
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/studio/${ID}`);
    expect(screen.getByLabelText('Duration').textContent).toBe('00:01:02');
    expect(screen.getByLabelText('Language').textContent).toBe('Hindi');
    expect(document.querySelector('img.project-thumb')?.getAttribute('src')).toBe(`/public/${ID}/thumb.jpg`);
    expect(document.querySelector('img.project-thumb-wide')).toBeNull();
  });

  it('should show the thumbnail of a landscape or square video whole, not cropped to a sliver', () => {
    renderCard('ready', null, 0, undefined, null, { width: 1920, height: 1080 });
    expect(document.querySelector('img.project-thumb-wide')).not.toBeNull();
    cleanup();
    renderCard('ready', null, 0, undefined, null, { width: 720, height: 720 });
    expect(document.querySelector('img.project-thumb-wide')).not.toBeNull();
  });

  it.each(['uploading', 'uploaded', 'processing'] as const)(
    'should show a placeholder and not ask for the thumbnail while %s (the media step has not made it)',
    (status) => {
      renderCard(status);
      expect(document.querySelector('img.project-thumb')).toBeNull();
      expect(document.querySelector('.project-thumb-empty')).not.toBeNull();
    },
  );

  it('should show a placeholder when the thumbnail cannot be loaded', () => {
    renderCard('failed');
    fireEvent.error(document.querySelector('img.project-thumb') as HTMLImageElement);
    expect(document.querySelector('img.project-thumb')).toBeNull();
    expect(document.querySelector('.project-thumb-empty')).not.toBeNull();
  });

  it('should offer Retry only for a failed project, with the reason', () => {
    const { onRetry } = renderCard('failed', 'We could not process this video.');
    expect(screen.getByText('We could not process this video.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    renderCard('ready');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it("should hand the focus to the project's name when Retry goes (the project runs again)", async () => {
    const { becomes } = renderCard('failed', 'We could not process this video.');
    screen.getByRole('button', { name: 'Retry' }).focus();
    becomes('failed', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retrying...' }));
    becomes('processing');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Beach run.mp4' })),
    );
  });

  it('should name the project on its Delete button and hand the button over for focus return', () => {
    const { onDelete } = renderCard('ready');
    const button = screen.getByRole('button', { name: 'Delete Beach run.mp4' });
    fireEvent.click(button);
    expect(onDelete).toHaveBeenCalledWith(button);
  });

  it('should show an upload in flight with its percentage and open the studio only once it is in', () => {
    renderCard('uploading', null, 42);
    expect(screen.getByText('Uploading 42%')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Beach run.mp4' })).toBeTruthy();
    cleanup();
    renderCard('uploaded');
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/studio/${ID}`);
  });

  it('should give the full name as the link name and on hover, and the date of the last update', () => {
    renderCard('ready');
    // Cut to two lines on screen: what is read out, and shown on hover, is whole.
    expect(screen.getByRole('link', { name: 'Beach run.mp4' }).getAttribute('title')).toBe('Beach run.mp4');
    expect(screen.getByLabelText('Last updated').getAttribute('datetime')).toBe('1970-01-01T00:00:01.000Z');
  });

  it('should rename in place: Enter saves the trimmed name, a blank name is refused, Escape cancels', async () => {
    const { onRename } = renderCard('ready');
    fireEvent.click(screen.getByRole('button', { name: 'Rename Beach run.mp4' }));
    const field = screen.getByRole('textbox', { name: 'Project name' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field);
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a name');
    expect(onRename).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '  Beach run, take two ' } });
    fireEvent.submit(field);
    await waitFor(() => expect(onRename).toHaveBeenCalledWith('Beach run, take two'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Project name' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Rename Beach run.mp4' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Project name' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Project name' })).toBeNull();
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  it('should keep the field open with the server message when renaming fails', async () => {
    const { onRename } = renderCard('ready');
    onRename.mockRejectedValueOnce(new Error('Video not found'));
    fireEvent.click(screen.getByRole('button', { name: 'Rename Beach run.mp4' }));
    const field = screen.getByRole('textbox', { name: 'Project name' });
    fireEvent.change(field, { target: { value: 'New name' } });
    fireEvent.submit(field);
    expect((await screen.findByRole('alert')).textContent).toBe('Video not found');
    expect(screen.getByRole('textbox', { name: 'Project name' })).toBeTruthy();
  });
});
