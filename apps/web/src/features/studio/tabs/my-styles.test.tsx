import {
  applyTheme,
  DEFAULT_STYLE,
  MAX_SAVED_STYLES,
  SAVED_STYLE_LIMIT_MESSAGE,
  savedLookOf,
  type SavedStyle,
  type StyleSettings,
} from '@wordreel/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithCache } from '../../../test-support/render-with-cache.tsx';
import { stubFetch } from '../../../test-support/stub-fetch.ts';
import { savedStylesQueryKey } from '../saved-styles-api.ts';
import { MyStyles } from './my-styles.tsx';

const fetchMock = stubFetch();

const saved = (id: string, name: string, style: StyleSettings, isDefault = false): SavedStyle => ({
  id,
  name,
  style: savedLookOf(style),
  isDefault,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const brand = saved('style-brand', 'Brand', { ...applyTheme(DEFAULT_STYLE, 'pluto'), yPos: 20 }, true);

/** This video's style: a page break and a word look of its own, which a saved look must not touch. */
const videoStyle: StyleSettings = {
  ...DEFAULT_STYLE,
  emphasis: {
    ...DEFAULT_STYLE.emphasis,
    breaks: [{ wordId: 'w3', kind: 'break' }],
    words: [{ wordId: 'w5', bold: true }],
  },
};

/** The panel with the video's style held in state, as the studio holds it; the style shows beside it. */
function Harness() {
  const [style, setStyle] = useState(videoStyle);
  return (
    <>
      <MyStyles style={style} onChange={setStyle} />
      <button type="button" onClick={() => setStyle({ ...style, yPos: 60 })}>
        Move the captions to 60%
      </button>
      <output data-testid="style">{JSON.stringify(style)}</output>
    </>
  );
}
const shownStyle = () => JSON.parse(screen.getByTestId('style').textContent ?? '') as StyleSettings;
/** The body of each request made to `method` `path`. */
const sent = (method: string, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === path);

describe('MyStyles', () => {
  it("should put a saved look on the video in a click, keeping the video's own word choices", () => {
    renderWithCache(<Harness />, [[savedStylesQueryKey, { styles: [brand] }]]);
    const card = screen.getByRole('button', { name: /^Brand/ });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    expect(card.textContent).toContain('Default');
    fireEvent.click(card);
    const style = shownStyle();
    expect(savedLookOf(style)).toEqual(brand.style);
    expect(style.emphasis.breaks).toEqual(videoStyle.emphasis.breaks);
    expect(style.emphasis.words).toEqual(videoStyle.emphasis.words);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Stop using for new uploads' })).toBeTruthy();
  });

  it('should save the look under a name, saying next to the field why one is refused', async () => {
    renderWithCache(<Harness />, [[savedStylesQueryKey, { styles: [brand] }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Save this look…' }));
    const field = screen.getByLabelText('Style name');
    fireEvent.click(screen.getByRole('button', { name: 'Save style' }));
    expect(screen.getByRole('alert').textContent).toBe('Please give the style a name.');
    expect(fetchMock).not.toHaveBeenCalled();

    const taken = 'You already have a style named “brand”. Pick another name, or update that one.';
    fetchMock.mockResolvedValueOnce(Response.json({ code: 'CONFLICT', message: taken }, { status: 409 }));
    fireEvent.change(field, { target: { value: 'brand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save style' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(taken));
    expect(field.getAttribute('aria-invalid')).toBe('true');

    const made = saved('style-new', 'Podcast', videoStyle);
    fetchMock.mockResolvedValueOnce(Response.json(made, { status: 201 }));
    fetchMock.mockResolvedValue(Response.json({ styles: [brand, made] }));
    fireEvent.change(field, { target: { value: ' Podcast ' } });
    fireEvent.click(screen.getByLabelText('Start new uploads with it'));
    fireEvent.click(screen.getByRole('button', { name: 'Save style' }));
    await screen.findByText('Style “Podcast” saved');
    const [, request] = sent('POST', '/api/styles');
    expect(await request!.json()).toEqual({
      name: 'Podcast',
      style: savedLookOf(videoStyle),
      isDefault: true,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Podcast' }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('should write the changes made since a look was put on into that saved style', async () => {
    renderWithCache(<Harness />, [[savedStylesQueryKey, { styles: [brand] }]]);
    fireEvent.click(screen.getByRole('button', { name: /^Brand/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Move the captions to 60%' }));
    const changed = savedLookOf(shownStyle());
    expect(changed.yPos).toBe(60);
    expect(screen.getByRole('button', { name: /^Brand/ }).getAttribute('aria-pressed')).toBe('false');

    fetchMock.mockResolvedValueOnce(Response.json({ ...brand, style: changed }));
    fetchMock.mockResolvedValue(Response.json({ styles: [{ ...brand, style: changed }] }));
    fireEvent.click(screen.getByRole('button', { name: 'Update “Brand” with these changes' }));
    await screen.findByText('“Brand” updated');
    const [request] = sent('PATCH', '/api/styles/style-brand');
    expect(await request!.json()).toEqual({ style: changed });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Brand/ }).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('should say why no more looks can be saved at the cap, in words on the page', () => {
    const full = Array.from({ length: MAX_SAVED_STYLES }, (_, i) =>
      saved(`style-${i}`, `Look ${i}`, { ...DEFAULT_STYLE, yPos: i }),
    );
    renderWithCache(<Harness />, [[savedStylesQueryKey, { styles: full }]]);
    expect(screen.getByText(SAVED_STYLE_LIMIT_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save this look…' })).toBeNull();
  });

  it('should offer to update the saved style the video opened with, once its look is changed', () => {
    const podcast = saved('style-podcast', 'Podcast', videoStyle);
    renderWithCache(<Harness />, [[savedStylesQueryKey, { styles: [brand, podcast] }]]);
    expect(screen.getByRole('button', { name: 'Podcast' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Move the captions to 60%' }));
    expect(screen.getByRole('button', { name: 'Update “Podcast” with these changes' })).toBeTruthy();
  });
});
