import { DEFAULT_STYLE, SPLIT_SEAM_Y, type StyleSettings } from '@wordreel/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CaptionPlacer } from '../player/caption-placer.tsx';
import { StyleTab } from './style-tab.tsx';

afterEach(cleanup);

/** The tab with its style held in state, as the studio holds it; the stored yPos shows beside it. */
function Harness({ initial }: { initial?: Partial<StyleSettings> }) {
  const [style, setStyle] = useState<StyleSettings>({ ...DEFAULT_STYLE, ...initial });
  return (
    <>
      <StyleTab style={style} onChange={setStyle} />
      <output data-testid="stored">{style.yPos}</output>
      <output data-testid="boxed">{`${'activeWordBox' in style.emphasis ? style.emphasis.activeWordBox : 'unset'} ${style.emphasis.highlightAuto}`}</output>
    </>
  );
}

const vertical = () => screen.getByRole('slider', { name: 'Vertical position' });

describe('StyleTab vertical position', () => {
  it('should show the default caption position as 72% of the frame', () => {
    render(<Harness />);
    expect(vertical()).toHaveProperty('value', '72');
    expect(vertical().getAttribute('aria-valuetext')).toBe('72%');
    expect(screen.getByText('72%')).toBeTruthy();
  });

  it('should show the split-reframe seam as 50% of the frame', () => {
    render(<Harness initial={{ yPos: SPLIT_SEAM_Y }} />);
    expect(vertical().getAttribute('aria-valuetext')).toBe('50%');
  });

  it('should give the same number as the drag handle for the same place', () => {
    render(<Harness initial={{ yPos: 30.4 }} />);
    render(<CaptionPlacer xPos={50} yPos={30.4} portrait onMove={() => undefined} />);
    expect(vertical().getAttribute('aria-valuetext')).toBe('30%');
    expect(screen.getByRole('button', { name: 'Move captions (50% across, 30% down)' })).toBeTruthy();
  });

  it('should store the slider value as the frame percentage it shows', () => {
    render(<Harness />);
    fireEvent.change(vertical(), { target: { value: '90' } });
    expect(screen.getByTestId('stored').textContent).toBe('90');
    expect(vertical().getAttribute('aria-valuetext')).toBe('90%');
  });
});

describe('StyleTab active word box', () => {
  it('should turn the box on and off (off leaves no setting behind), keep the other emphasis, and name the colour it sets', () => {
    render(<Harness initial={{ emphasis: { ...DEFAULT_STYLE.emphasis, highlightAuto: true } }} />);
    const toggle = screen.getByRole('checkbox', { name: 'Box behind the spoken word' });
    expect(screen.getByLabelText('Active word colour')).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByTestId('boxed').textContent).toBe('true true');
    expect(screen.getByLabelText('Active word box colour')).toBeTruthy();
    // The theme cards show the spoken word on its box too.
    const mercury = screen.getByRole('button', { name: /Mercury/ });
    expect(mercury.querySelector('.theme-card-box')?.textContent).toBe('Bb');
    fireEvent.click(toggle);
    expect(mercury.querySelector('.theme-card-box')).toBeNull();
    expect(screen.getByTestId('boxed').textContent).toBe('unset true');
    expect(screen.getByLabelText('Active word colour')).toBeTruthy();
  });
});

describe('StyleTab font licences', () => {
  it('should keep the font licences folded under one line, with every family named inside', () => {
    render(<Harness />);
    const licences = screen.getByText('Font licences').closest('details');
    expect(licences?.open).toBe(false);
    expect(licences?.textContent).toContain('SIL Open Font License 1.1');
    expect(licences?.textContent).toContain('Luckiest Guy (Apache License 2.0)');
  });
});
