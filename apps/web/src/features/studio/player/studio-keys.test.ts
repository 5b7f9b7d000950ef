// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { playerKeyAction, playerKeyLabel } from './studio-keys.ts';

const none = { ctrlKey: false, metaKey: false, altKey: false };

function mount(html: string): Element {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]');
  if (!target) throw new Error('no target');
  return target;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('playerKeyAction', () => {
  it('should map Space/K, J/L, arrows, F and M with focus on the page', () => {
    expect(playerKeyAction(' ', document.body, none)).toBe('togglePlay');
    expect(playerKeyAction('k', document.body, none)).toBe('togglePlay');
    expect(playerKeyAction('j', document.body, none)).toBe('backLong');
    expect(playerKeyAction('L', document.body, none)).toBe('forwardLong');
    expect(playerKeyAction('ArrowLeft', document.body, none)).toBe('back');
    expect(playerKeyAction('ArrowRight', document.body, none)).toBe('forward');
    expect(playerKeyAction('f', document.body, none)).toBe('fullscreen');
    expect(playerKeyAction('m', document.body, none)).toBe('mute');
    expect(playerKeyAction('x', document.body, none)).toBeNull();
  });

  it('should work with focus on a tab panel or a button, except Space which presses the button', () => {
    const button = mount('<div role="tabpanel"><button data-target>Copy</button></div>');
    expect(playerKeyAction('k', button, none)).toBe('togglePlay');
    expect(playerKeyAction('ArrowRight', button, none)).toBe('forward');
    expect(playerKeyAction(' ', button, none)).toBeNull();
    const stage = mount('<div tabindex="0" data-target>player</div>');
    expect(playerKeyAction(' ', stage, none)).toBe('togglePlay');
  });

  it('should leave every key to text fields', () => {
    for (const html of [
      '<input data-target>',
      '<textarea data-target></textarea>',
      '<input type="text" data-target>',
    ]) {
      const field = mount(html);
      expect(playerKeyAction('k', field, none)).toBeNull();
      expect(playerKeyAction(' ', field, none)).toBeNull();
      expect(playerKeyAction('ArrowLeft', field, none)).toBeNull();
    }
  });

  it('should leave arrows to sliders and selects, but still play on K there', () => {
    const slider = mount('<input type="range" data-target>');
    expect(playerKeyAction('ArrowLeft', slider, none)).toBeNull();
    expect(playerKeyAction('k', slider, none)).toBe('togglePlay');
  });

  it('should ignore keys inside dialogs and with modifiers', () => {
    const inDialog = mount('<div role="dialog"><button data-target>OK</button></div>');
    expect(playerKeyAction('k', inDialog, none)).toBeNull();
    expect(playerKeyAction('f', document.body, { ...none, ctrlKey: true })).toBeNull();
  });
});

describe('playerKeyLabel', () => {
  it('should write the keys the handler answers to, as the shortcuts list shows them', () => {
    expect(playerKeyLabel('togglePlay')).toBe('Space or K');
    expect(playerKeyLabel('back')).toBe('←');
    expect(playerKeyLabel('forwardLong')).toBe('L');
    // Each label's keys reach their action, in either case.
    for (const key of ['K', 'k', ' ']) expect(playerKeyAction(key, document.body, none)).toBe('togglePlay');
    expect(playerKeyAction('M', document.body, none)).toBe('mute');
  });
});
