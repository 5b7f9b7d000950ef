import { useCallback, useEffect, useState } from 'react';

/** Seconds left, counting down once a second to 0; restart() starts again from `from`. */
export function useCountdown(from: number): { seconds: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + from * 1000);
  const [seconds, setSeconds] = useState(from);
  useEffect(() => {
    // Derived from a deadline, not a decrement, so a throttled background tab stays correct.
    const tick = () => setSeconds(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const restart = useCallback(() => {
    setEndsAt(Date.now() + from * 1000);
    setSeconds(from);
  }, [from]);
  return { seconds, restart };
}
