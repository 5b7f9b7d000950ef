import type { SpeechQualities } from '@wordreel/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetranscribePanel } from './retranscribe-panel.tsx';

afterEach(cleanup);

const QUALITIES: SpeechQualities = {
  recommended: 'fast',
  options: [
    {
      quality: 'fast',
      available: true,
      engine: 'whisper',
      model: 'base.en',
      estimateSeconds: 8,
      estimateBasis: 'speech',
      note: null,
    },
    {
      quality: 'balanced',
      available: true,
      engine: 'whisper',
      model: 'small.en',
      estimateSeconds: 95,
      estimateBasis: 'speech',
      note: null,
    },
    {
      quality: 'best',
      available: false,
      engine: null,
      model: null,
      estimateSeconds: null,
      estimateBasis: 'speech',
      note: 'Not installed',
    },
  ],
};

function renderPanel(edited: boolean) {
  const client = new QueryClient();
  // The server counts the project's own speech: the panel asks by project, not by length.
  client.setQueryData(['speech-qualities', { lang: 'en', projectId: 'p1' }], QUALITIES);
  const retranscribe = vi.fn(() => Promise.resolve());
  render(
    <QueryClientProvider client={client}>
      <RetranscribePanel
        lang="en"
        projectId="p1"
        current={null}
        edited={edited}
        retranscribe={retranscribe}
        onMessage={vi.fn()}
      />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Write captions again' }));
  return retranscribe;
}

describe('RetranscribePanel', () => {
  it('should ask before replacing edited captions, then write them again with the chosen quality', async () => {
    const retranscribe = renderPanel(true);
    expect(screen.getByText('Whisper small.en · about 2 min')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Balanced/ }));
    const start = screen.getAllByRole('button', { name: 'Write captions again' }).at(-1);
    fireEvent.click(start as HTMLElement);
    expect(screen.getByText(/the changes you made to them are lost/)).toBeTruthy();
    expect(retranscribe).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Replace captions', hidden: true }));
    await waitFor(() => expect(retranscribe).toHaveBeenCalledWith('balanced'));
  });
});
