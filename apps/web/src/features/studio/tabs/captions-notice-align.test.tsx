import type { AlignStatus } from '@wordreel/core/captions/caption-import.schema';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { followAlignment } from '../follow-alignment.ts';
import { CaptionsNotice } from './captions-notice.tsx';

afterEach(cleanup);

/**
 * A status endpoint the test steps by hand: each `answer` resolves the notice's pending poll, so the
 * screen can be checked between job states without timers.
 */
function steppedJob() {
  const pending: ((s: AlignStatus) => void)[] = [];
  return {
    status: () => new Promise<AlignStatus>((resolve) => pending.push(resolve)),
    async answer(s: AlignStatus) {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      (pending.shift() as (s: AlignStatus) => void)(s);
    },
  };
}

describe('CaptionsNotice script alignment', () => {
  it('should follow the alignment job: progress while it runs, then the success message', async () => {
    const job = steppedJob();
    const messages: string[] = [];
    const posted: string[] = [];
    render(
      <CaptionsNotice
        meta={null}
        wordCount={0}
        onImport={() => Promise.resolve()}
        onScript={async (text, onProgress) => {
          posted.push(text);
          await followAlignment({ status: job.status, wait: () => Promise.resolve(), onProgress });
        }}
        onMessage={(m) => messages.push(m)}
        onReplaced={() => undefined}
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Ask not what your country can do.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use script' }));
    expect(posted).toEqual(['Ask not what your country can do.']);
    await job.answer({ state: 'queued', progress: 0, error: null });
    await screen.findByRole('button', { name: 'Lining up… 0%' });
    await job.answer({ state: 'running', progress: 42, error: null });
    await screen.findByRole('button', { name: 'Lining up… 42%' });
    expect(screen.getByRole('status').textContent).toContain('42%');
    expect(screen.getByRole('textbox')).toHaveProperty('disabled', true);
    await job.answer({ state: 'done', progress: 100, error: null });
    await screen.findByRole('button', { name: 'Use script' });
    expect(messages).toEqual(['Script aligned to the video.']);
    // Done: the script is in the captions now, not left in the box to be sent again.
    expect(screen.getByRole('textbox')).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Use script' })).toHaveProperty('disabled', true);
  });

  it("should show the job's failure reason and give the form back", async () => {
    const job = steppedJob();
    const messages: string[] = [];
    render(
      <CaptionsNotice
        meta={null}
        wordCount={0}
        onImport={() => Promise.resolve()}
        onScript={(_text, onProgress) =>
          followAlignment({ status: job.status, wait: () => Promise.resolve(), onProgress })
        }
        onMessage={(m) => messages.push(m)}
        onReplaced={() => undefined}
      />,
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Hello there.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use script' }));
    await job.answer({
      state: 'failed',
      progress: 0,
      error: 'Captions are still being made. Please wait until they are ready.',
    });
    await screen.findByRole('button', { name: 'Use script' });
    expect(messages).toEqual(['Captions are still being made. Please wait until they are ready.']);
    // Failed: the script stays, to be tried again.
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'Hello there.');
  });
});
