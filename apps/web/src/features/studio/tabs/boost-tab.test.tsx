import { type BoostTexts, DEFAULT_STYLE, type StyleSettings } from '@wordreel/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { BoostTab } from './boost-tab.tsx';

afterEach(cleanup);

const never = () => new Promise<never>(() => undefined);

/** The tab with its style held in state, as the studio holds it; `upload` decides each upload's fate. */
function Harness(props: { upload: (file: File) => Promise<void>; initial?: Partial<StyleSettings> }) {
  const [style, setStyle] = useState<StyleSettings>({
    ...DEFAULT_STYLE,
    bgMusicActive: true,
    ...props.initial,
  });
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <BoostTab
        style={style}
        onStyle={setStyle}
        subtitle=""
        generate={never}
        onMessage={() => undefined}
        customTrack={name}
        uploadMusic={async (file) => {
          await props.upload(file);
          setName(file.name);
        }}
      />
      <output data-testid="saved">{style.bgMusic}</output>
    </>
  );
}

const pick = (name: string) =>
  fireEvent.change(screen.getByLabelText('Use your own track'), {
    target: { files: [new File(['data'], name, { type: 'audio/wav' })] },
  });
const track = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Track' });

describe('BoostTab own track', () => {
  it('should offer a labelled audio file input and no own-track option before one is uploaded', () => {
    render(<Harness upload={() => Promise.resolve()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Use your own track');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.mp3,.wav,.m4a,audio/*');
    expect(screen.queryByRole('option', { name: /Your track/ })).toBeNull();
    expect(track().value).toBe('adventure');
  });

  it('should show a busy state while uploading, then list and select the uploaded track', async () => {
    let finish = () => undefined as void;
    const uploads: string[] = [];
    const upload = (file: File) => {
      uploads.push(file.name);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    render(<Harness upload={upload} />);
    pick('beat.wav');
    const region = await screen.findByText('Uploading your track...');
    expect(region.getAttribute('role')).toBe('status');
    // Busy, but still focusable: another file chosen (or dropped) meanwhile is not taken.
    const input = screen.getByLabelText<HTMLInputElement>('Use your own track');
    expect(input.getAttribute('aria-disabled')).toBe('true');
    expect(input.disabled).toBe(false);
    pick('other.wav');
    expect(uploads).toEqual(['beat.wav']);
    finish();
    await waitFor(() => expect(track().value).toBe('custom'));
    expect(screen.getByRole('option', { name: 'Your track (beat.wav)' })).toBeTruthy();
    expect(screen.getByTestId('saved').textContent).toBe('custom');
    // Said in the region that said the upload (the Track list changes silently).
    await waitFor(() => expect(region.textContent).toBe('beat.wav is now the background music.'));
    expect(region.isConnected).toBe(true);
    // Another track chosen since: the line no longer says the own track is playing.
    fireEvent.change(track(), { target: { value: 'chill' } });
    await waitFor(() => expect(region.textContent).toBe(''));
    expect(screen.getByLabelText<HTMLInputElement>('Use your own track').disabled).toBe(false);
  });

  it("should show the server's message inline and keep the current track when the file is refused", async () => {
    render(
      <Harness
        initial={{ bgMusic: 'chill' }}
        upload={() => Promise.reject(new ApiError(415, 'Please upload an MP3, WAV or M4A audio file.'))}
      />,
    );
    pick('notes.txt');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload an MP3, WAV or M4A audio file.',
    );
    expect(track().value).toBe('chill');
    expect(screen.getByTestId('saved').textContent).toBe('chill');
  });

  it("should list a saved own track as 'uploaded' when only its presence is known", () => {
    render(
      <BoostTab
        style={{ ...DEFAULT_STYLE, bgMusicActive: true, bgMusic: 'custom' }}
        onStyle={() => undefined}
        subtitle=""
        generate={never}
        onMessage={() => undefined}
        customTrack="uploaded"
        uploadMusic={() => Promise.resolve()}
      />,
    );
    expect(track().value).toBe('custom');
    expect(screen.getByRole('option', { name: 'Your track (uploaded)' })).toBeTruthy();
  });
});

describe('BoostTab generated texts', () => {
  const answer = (n: number) => ({ title: `Title ${n}`, short: `Short ${n}`, long: `Long ${n}` });
  const renderTab = (
    generate: (subtitle: string, variant: number) => Promise<ReturnType<typeof answer>>,
    kept: BoostTexts[] = [],
  ) => {
    const messages: string[] = [];
    render(
      <BoostTab
        style={DEFAULT_STYLE}
        onStyle={() => undefined}
        subtitle="Fresh bread every day"
        generate={generate}
        onMessage={(message) => messages.push(message)}
        customTrack={null}
        uploadMusic={() => Promise.resolve()}
        onTexts={(texts) => kept.push(texts)}
      />,
    );
    return messages;
  };
  const title = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Video title' });
  const description = () =>
    screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description and hashtags' });
  /** Regen, by either of its names (it says Generating... while a try runs). */
  const regen = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Regen|Generating\.\.\.)$/ });

  it('should refresh a generated title on Regen but keep one the creator wrote', async () => {
    let calls = 0;
    renderTab(() => Promise.resolve(answer(++calls)));
    await waitFor(() => expect(title().value).toBe('Title 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Regen' }));
    await waitFor(() => expect(description().value).toBe('Short 2'));
    expect(title().value).toBe('Title 2');
    fireEvent.change(title(), { target: { value: 'My own title' } });
    fireEvent.click(screen.getByRole('button', { name: 'Regen' }));
    await waitFor(() => expect(description().value).toBe('Short 3'));
    expect(title().value).toBe('My own title');
  });

  it('should keep the focus on Regen while it writes, and hand it to Copy when the last try is used', async () => {
    const answers: ((texts: ReturnType<typeof answer>) => void)[] = [];
    renderTab(() => new Promise((resolve) => answers.push(resolve)));
    const copy = () => screen.getByRole('button', { name: 'Copy description' });
    answers[0]!(answer(1));
    await waitFor(() => expect(description().value).toBe('Short 1'));
    // The second try: Regen stays usable and keeps the focus.
    regen().focus();
    fireEvent.click(regen());
    answers[1]!(answer(2));
    await waitFor(() => expect(description().value).toBe('Short 2'));
    expect(document.activeElement).toBe(regen());
    // The third and last: the focus stays on it while it writes, then goes on to Copy.
    fireEvent.click(regen());
    await waitFor(() => expect(regen().textContent).toBe('Generating...'));
    expect(document.activeElement).toBe(regen());
    answers[2]!(answer(3));
    await waitFor(() => expect(regen().disabled).toBe(true));
    // Handed on in an effect, which may run after the render that disabled Regen.
    await waitFor(() => expect(document.activeElement).toBe(copy()));
  });

  it('should hand the focus to the description when the last try fails with nothing to copy', async () => {
    const messages = renderTab(() =>
      Promise.reject(new ApiError(503, 'The language model could not be reached.')),
    );
    await waitFor(() => expect(messages).toHaveLength(1));
    for (const tries of [2, 3]) {
      regen().focus();
      fireEvent.click(regen());
      await waitFor(() => expect(messages).toHaveLength(tries));
    }
    expect(regen().disabled).toBe(true);
    expect(description().value).toBe('');
    // Copy is disabled too (nothing to copy): the focus goes to the field the creator can write in.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy description' }).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(description()));
  });

  it('should keep what the creator typed while the texts were being written', async () => {
    let answerNow = (_texts: ReturnType<typeof answer>) => undefined as void;
    const kept: BoostTexts[] = [];
    renderTab(() => new Promise((resolve) => (answerNow = resolve)), kept);
    fireEvent.change(title(), { target: { value: 'Typed title' } });
    fireEvent.change(description(), { target: { value: 'Typed description' } });
    answerNow(answer(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regen' })).toBeTruthy());
    expect(title().value).toBe('Typed title');
    expect(description().value).toBe('Typed description');
    expect(kept.at(-1)).toMatchObject({
      title: 'Typed title',
      description: 'Typed description',
      generated: answer(1),
    });
    // Short and Long still offer the generated texts.
    fireEvent.click(screen.getByRole('button', { name: 'Long' }));
    expect(description().value).toBe('Long 1');
  });

  it('should tell the creator when a description could not be generated, and keep the texts', async () => {
    let calls = 0;
    const messages = renderTab(() =>
      ++calls === 1
        ? Promise.resolve(answer(1))
        : Promise.reject(new ApiError(503, 'The language model could not be reached.')),
    );
    await waitFor(() => expect(description().value).toBe('Short 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Regen' }));
    await waitFor(() => expect(messages).toEqual(['The language model could not be reached.']));
    expect(description().value).toBe('Short 1');
    expect(title().value).toBe('Title 1');
  });
});
