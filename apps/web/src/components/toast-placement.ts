import { TOAST_CLEARANCE_VAR, TOAST_ZONE_PX } from './toast-clearance.ts';

export type ToastPlacement = 'bottom' | 'top';

/** toast.css's widest toast and the region's margin from the screen's edges, read where they are set. */
const TOAST_WIDTH_VAR = '--toast-width';
const MARGIN_VAR = '--space-4';

/** A toast shown this soon after a press is taken as its answer. */
const ANSWER_WINDOW_MS = 15_000;

/** What the user last pressed, where and when: a toast that answers the press must not land on it. */
let lastPress: { control: Element; x: number; y: number; at: number } | null = null;

function rememberPress(event: PointerEvent): void {
  if (!(event.target instanceof Element)) return;
  const control = event.target.closest('button, a, input, select, textarea, label, [role="button"]');
  lastPress = { control: control ?? event.target, x: event.clientX, y: event.clientY, at: Date.now() };
}

/** Starts watching presses (capture: a control that stops the event's propagation still counts). */
export function watchPresses(): () => void {
  document.addEventListener('pointerdown', rememberPress, { capture: true, passive: true });
  return () => document.removeEventListener('pointerdown', rememberPress, { capture: true });
}

/** From this width toasts rest at the top: the working area is below the page's top bar. */
const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * Where toasts go when nothing is in the way: top centre on a wide screen, over the studio's top bar
 * (its title, between Projects and Export or Download) rather than its tools and preview, and clear of
 * the sidebar's "Signed in as"; at the foot on phones and tablets, where the top bar holds Export.
 */
export function restingPlacement(): ToastPlacement {
  return window.matchMedia?.(WIDE_SCREEN).matches ? 'top' : 'bottom';
}

type Box = Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>;

/** Where toasts reach at `placement` (toast.css: centred, the foot above a bar there). */
function zoneOf(placement: ToastPlacement): Box {
  const root = getComputedStyle(document.documentElement);
  const px = (name: string) => parseFloat(root.getPropertyValue(name)) || 0;
  const margin = px(MARGIN_VAR);
  const width = Math.min(px(TOAST_WIDTH_VAR), window.innerWidth - 2 * margin);
  const left = (window.innerWidth - width) / 2;
  if (placement === 'top') return { left, right: left + width, top: margin, bottom: margin + TOAST_ZONE_PX };
  const bottom = window.innerHeight - margin - px(TOAST_CLEARANCE_VAR);
  return { left, right: left + width, top: bottom - TOAST_ZONE_PX, bottom };
}

/**
 * Where a new toast goes: where it rests, unless the control the user just pressed (or, from the
 * keyboard, the focused one) sits where it would land; then at the other edge, so "Copied" or an error
 * never hides the button that caused it (on phones most buttons are near the foot after a scroll).
 */
export function toastPlacement(): ToastPlacement {
  const resting = restingPlacement();
  const box = pressedBox();
  if (!box) return resting;
  const zone = zoneOf(resting);
  const overlaps =
    box.left < zone.right && box.right > zone.left && box.top < zone.bottom && box.bottom > zone.top;
  if (!overlaps) return resting;
  return resting === 'top' ? 'bottom' : 'top';
}

/** The box of the control just pressed (where the press was, if it has gone), else of the focused one. */
function pressedBox(): Box | null {
  if (lastPress && Date.now() - lastPress.at < ANSWER_WINDOW_MS) {
    if (lastPress.control.isConnected) return lastPress.control.getBoundingClientRect();
    const { x, y } = lastPress;
    return { left: x, right: x + 1, top: y, bottom: y + 1 };
  }
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused.getBoundingClientRect() : null;
}
