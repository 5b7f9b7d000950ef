import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyOtp } from './otp-code.ts';
import { OtpInput } from './otp-input.tsx';

/** The boxes with real React state around them, as the OTP page uses them. */
function Harness({ locked = false }: { locked?: boolean }) {
  const [chars, setChars] = useState(emptyOtp);
  const [message, setMessage] = useState('');
  return (
    <>
      <OtpInput value={chars} onChange={setChars} onInvalidPaste={setMessage} locked={locked} />
      <output data-testid="code">{chars.join('')}</output>
      <p role="alert">{message}</p>
    </>
  );
}

const boxes = () => screen.getAllByRole<HTMLInputElement>('textbox');

describe('OtpInput', () => {
  afterEach(cleanup);

  it('should render six labelled single-character boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Character 1 of 6')).toBe(boxes()[0]);
  });

  it('should move focus to the next box after a character is typed', () => {
    render(<Harness />);
    boxes()[0]!.focus();
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(boxes()[0]!.value).toBe('4');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('should keep only the newest character when typing into a filled box', () => {
    render(<Harness />);
    fireEvent.change(boxes()[2]!, { target: { value: '1' } });
    fireEvent.change(boxes()[2]!, { target: { value: '17' } });
    expect(boxes()[2]!.value).toBe('7');
  });

  it('should move back to the previous box on Backspace in an empty box', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '9' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[0]);
    expect(boxes()[0]!.value).toBe('9');
  });

  it('should stay in a filled box on Backspace so the browser can clear it', () => {
    render(<Harness />);
    fireEvent.change(boxes()[3]!, { target: { value: '5' } });
    boxes()[3]!.focus();
    fireEvent.keyDown(boxes()[3]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('should fill every box from a pasted code with its first space removed', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123 456' } });
    expect(screen.getByTestId('code').textContent).toBe('123456');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('should take only the first six characters of a longer paste', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '98765432' } });
    expect(screen.getByTestId('code').textContent).toBe('987654');
  });

  it('should say Invalid OTP and leave the boxes alone when the paste is too short', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '12 34' } });
    expect(screen.getByRole('alert').textContent).toBe('Invalid OTP');
    expect(screen.getByTestId('code').textContent).toBe('1');
  });

  it('should keep focus in a box but take no paste while the code is being checked', () => {
    const { rerender } = render(<Harness />);
    fireEvent.change(boxes()[5]!, { target: { value: '6' } });
    boxes()[5]!.focus();
    rerender(<Harness locked />);
    expect(boxes().every((box) => box.readOnly && !box.disabled)).toBe(true);
    expect(document.activeElement).toBe(boxes()[5]);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    expect(screen.getByTestId('code').textContent).toBe('6');
  });
});
