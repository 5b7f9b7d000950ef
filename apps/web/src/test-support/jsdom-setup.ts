import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every web test's document: jsdom has <dialog> but not its modal methods, which ConfirmDialog uses.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};

// The test files of a worker share one jsdom (isolate: false in vitest.config.ts, decision 063): what a
// test leaves in the page is taken away after it, so no test sees another's (stubbed globals are
// undone by the config's unstubGlobals).
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});
