import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { restingPlacement, type ToastPlacement, toastPlacement, watchPresses } from './toast-placement.ts';
import './toast.css';

export type ToastKind = 'error' | 'success';

interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  shownAt: number;
}

interface ToastApi {
  /** Shows a message; errors use role=alert (announced at once), successes role=status (polite). */
  show: (message: string, kind?: ToastKind) => void;
  /**
   * The user moved to another page: notices of the page left behind go. One shown just before the move
   * (within NAVIGATION_GRACE_MS: "We sent a code" on the way to the code page) belongs to it and stays.
   */
  leavePage: () => void;
}

export const NAVIGATION_GRACE_MS = 1500;

const ToastContext = createContext<ToastApi | null>(null);

/** Long enough to read a sentence; errors stay a little longer. */
const DISMISS_MS: Record<ToastKind, number> = { success: 5000, error: 8000 };

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  const nextId = useRef(1);

  useEffect(() => watchPresses(), []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const show = useCallback(
    (message: string, kind: ToastKind = 'success') => {
      const id = nextId.current++;
      setPlacement(toastPlacement());
      setToasts((current) => [
        ...current.filter((t) => t.message !== message),
        { id, message, kind, shownAt: Date.now() },
      ]);
      window.setTimeout(() => dismiss(id), DISMISS_MS[kind]);
    },
    [dismiss],
  );

  const leavePage = useCallback(() => {
    const now = Date.now();
    setToasts((current) => {
      const kept = current.filter((t) => now - t.shownAt < NAVIGATION_GRACE_MS);
      return kept.length === current.length ? current : kept;
    });
    // The control a kept toast answered went with its page: on the new one it rests where toasts do.
    setPlacement(restingPlacement());
  }, []);

  const api = useMemo(() => ({ show, leavePage }), [show, leavePage]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className={`toast-region toast-region-${placement}`} aria-label="Notifications">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast-${toast.kind}`}
            role={toast.kind === 'error' ? 'alert' : 'status'}
          >
            <span className="toast-message">{toast.message}</span>
            <button
              type="button"
              className="toast-close"
              aria-label="Dismiss notification"
              onClick={() => dismiss(toast.id)}
            >
              <X aria-hidden size={16} />
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

/** Inside the router: tells the toasts when the page (path) changes. */
export function ToastPageReset() {
  const { pathname } = useLocation();
  const { leavePage } = useToast();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    leavePage();
  }, [pathname, leavePage]);
  return null;
}
