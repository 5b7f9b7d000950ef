import { DEFAULT_EMPHASIS, type CaptionList } from '@wordreel/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudioProject } from '../studio-api.ts';
import { CaptionsTools } from './captions-tools.tsx';

afterEach(cleanup);

const project = { id: 'p1', videoConfig: { lang: 'en' } } as StudioProject;
const word = { text: 'Fresh', startMs: 0, endMs: 400, confidence: 0.3, timestampMs: 0 };

function renderTools(list: CaptionList) {
  // No requests: the vocabulary and qualities panels stay empty, which this test does not look at.
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const noop = () => undefined;
  render(
    <QueryClientProvider client={client}>
      <CaptionsTools
        project={project}
        list={list}
        meta={null}
        edited={false}
        onEdit={noop}
        emphasis={DEFAULT_EMPHASIS}
        onEmphasis={noop}
        onMessage={noop}
      />
    </QueryClientProvider>,
  );
}

describe('CaptionsTools', () => {
  it('should offer the review of unsure words only when there are captions to review', () => {
    renderTools([]);
    expect(screen.queryByRole('region', { name: 'Review words' })).toBeNull();
    cleanup();
    renderTools([word]);
    expect(screen.getByRole('region', { name: 'Review words' }).textContent).toContain('1 unsure word');
  });
});
