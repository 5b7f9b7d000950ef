import type { SpeechQualities } from '@wordreel/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SpeechQualityChoice } from './speech-quality-choice.tsx';

afterEach(cleanup);

const OFFLINE_SERVER: SpeechQualities = {
  recommended: 'fast',
  options: [
    {
      quality: 'fast',
      available: true,
      engine: 'pocketsphinx',
      model: 'en-us',
      estimateSeconds: 4,
      estimateBasis: 'length',
      note: 'Expect some wrong words.',
    },
    {
      quality: 'best',
      available: false,
      engine: null,
      model: null,
      estimateSeconds: null,
      estimateBasis: 'length',
      note: 'Not installed on this server: its admin can add Whisper.',
    },
  ],
};

describe('SpeechQualityChoice', () => {
  it('should name the recogniser a choice runs, and say what a missing one needs', () => {
    render(<SpeechQualityChoice name="q" qualities={OFFLINE_SERVER} value="fast" onChange={() => {}} />);
    const fast = screen.getByRole('radio', { name: /Fast/ });
    expect(fast.getAttribute('aria-describedby')).toBe('q-fast-detail');
    expect(document.getElementById('q-fast-detail')?.textContent).toBe(
      'Basic recogniser · up to about 4 s Expect some wrong words.',
    );
    expect(screen.getByRole('radio', { name: /Best/ })).toHaveProperty('disabled', true);
    expect(document.getElementById('q-best-detail')?.textContent).toBe(
      'Not installed on this server: its admin can add Whisper.',
    );
  });

  it('should say that nothing can run for the language, and what to do instead', () => {
    const { rerender } = render(
      <SpeechQualityChoice name="q" qualities={OFFLINE_SERVER} value="fast" onChange={() => {}} />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    const hindi: SpeechQualities = {
      recommended: null,
      options: OFFLINE_SERVER.options.map((o) => ({ ...o, available: false, engine: null, model: null })),
    };
    rerender(<SpeechQualityChoice name="q" qualities={hindi} value={null} onChange={() => {}} />);
    expect(screen.getByRole('note').textContent).toMatch(
      /no automatic captions: paste your script or import a subtitle file instead/,
    );
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
  });
});
