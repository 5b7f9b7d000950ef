import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/** A disclosure button (aria-expanded) that shows its panel below it while open; starts closed. */
export function CollapsiblePanel({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="boost-disclosure"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        {open ? <ChevronDown aria-hidden size={16} /> : <ChevronRight aria-hidden size={16} />}
      </button>
      {open && <div className="boost-panel">{children}</div>}
    </>
  );
}
