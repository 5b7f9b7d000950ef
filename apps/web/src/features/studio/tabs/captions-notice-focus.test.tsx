import type { CaptionList } from '@wordreel/core';
import type { CaptionsMeta } from '@wordreel/core/captions/captions-meta';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptionsTab } from './captions-tab.tsx';
import { captionWord } from '../../../test-support/caption-word.ts';

afterEach(cleanup);

const w = captionWord;
const SCRIPTED: CaptionList = [w('Ask', 0, 400), w(' not', 400, 900), w(' what', 900, 1500)];

const metaOf = (engine: CaptionsMeta['engine']): CaptionsMeta => ({
  engine,
  model: null,
  language: 'en',
  wordCount: engine === 'none' ? 0 : SCRIPTED.length,
  notice: null,
  createdAt: '2026-11-24T00:00:00Z',
});

/** A fix (alignment or import) the test settles by hand. */
function pendingFix() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return {
    promise,
    succeed: () => settle?.resolve(),
    fail: (message: string) => settle?.reject(new Error(message)),
  };
}

/**
 * The Captions tab of a video with no speech found (the notice shows), wired as the studio wires it: a
 * fix that succeeds reloads the captions and their source before it resolves (useCaptionsSource), so
 * the notice gives way to its disclosure. "Elsewhere" is somewhere else on the page.
 */
function Studio({ fix }: { fix: ReturnType<typeof pendingFix> }) {
  const [list, setList] = useState<CaptionList>([]);
  const [meta, setMeta] = useState(metaOf('none'));
  const replace = async () => {
    await fix.promise;
    setList(SCRIPTED);
    setMeta(metaOf('script'));
  };
  return (
    <>
      <button type="button">Elsewhere</button>
      <CaptionsTab
        list={list}
        activeIndex={-1}
        meta={meta}
        canUndo={false}
        canRedo={false}
        srtHref="/a.srt"
        vttHref="/a.vtt"
        onEdit={() => undefined}
        onUndo={() => undefined}
        onRedo={() => undefined}
        onSeek={() => undefined}
        onImport={replace}
        onScript={replace}
        onMessage={() => undefined}
      />
    </>
  );
}

/** Pastes a script and presses Use script from the keyboard (focus on the button). */
function pressUseScript(): HTMLElement {
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Ask not what' } });
  const button = screen.getByRole('button', { name: 'Use script' });
  button.focus();
  fireEvent.click(button);
  return button;
}

/** Picks a subtitle file with the import control, which keeps focus (aria-disabled) while the import runs. */
function importFile(): HTMLElement {
  const input = screen.getByLabelText('Import SRT or VTT');
  input.focus();
  const file = new File(['1\n00:00:00,000 --> 00:00:01,000\nAsk not\n'], 'talk.srt');
  fireEvent.change(input, { target: { files: [file] } });
  expect(input.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(input);
  return input;
}

describe('CaptionsNotice focus', () => {
  it('should move focus to the new captions after Use script, as the notice gives way', async () => {
    const fix = pendingFix();
    render(<Studio fix={fix} />);
    const button = pressUseScript();
    // While it runs the button says so but keeps focus (a disabled one would drop it to the page).
    await screen.findByRole('button', { name: 'Lining up… 0%' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(button);
    fix.succeed();
    const captions = await screen.findByRole('list', { name: 'Captions' });
    await waitFor(() => expect(document.activeElement).toBe(captions));
    expect(screen.queryByRole('region', { name: 'Caption source' })).toBeNull();
    expect(button.isConnected).toBe(false);
  });

  it('should keep focus on Use script when the alignment fails', async () => {
    const fix = pendingFix();
    render(<Studio fix={fix} />);
    const button = pressUseScript();
    await screen.findByRole('button', { name: 'Lining up… 0%' });
    fix.fail('Captions are still being made. Please wait until they are ready.');
    await screen.findByRole('button', { name: 'Use script' });
    expect(document.activeElement).toBe(button);
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('region', { name: 'Caption source' })).toBeTruthy();
  });

  it('should give focus back to Use script after a failure when the page had taken it', async () => {
    const fix = pendingFix();
    render(<Studio fix={fix} />);
    const button = pressUseScript();
    await screen.findByRole('button', { name: 'Lining up… 0%' });
    // Focus on the page, as when the notice is drawn again while the job runs.
    button.blur();
    expect(document.activeElement).toBe(document.body);
    fix.fail('Captions are still being made. Please wait until they are ready.');
    await screen.findByRole('button', { name: 'Use script' });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('should move focus to the new captions after an import', async () => {
    const fix = pendingFix();
    render(<Studio fix={fix} />);
    importFile();
    fix.succeed();
    const captions = await screen.findByRole('list', { name: 'Captions' });
    await waitFor(() => expect(document.activeElement).toBe(captions));
  });

  it('should give focus back to the import control when the import fails', async () => {
    const fix = pendingFix();
    render(<Studio fix={fix} />);
    const input = importFile();
    fix.fail('That file has no captions we can read.');
    await waitFor(() => expect(input.getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement).toBe(input);
  });

  it('should leave focus where the creator moved it while the fix ran', async () => {
    const fix = pendingFix();
    render(<Studio fix={fix} />);
    pressUseScript();
    await screen.findByRole('button', { name: 'Lining up… 0%' });
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fix.succeed();
    await screen.findByRole('list', { name: 'Captions' });
    // One more turn for any effect that might still move focus.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(elsewhere);
  });
});
