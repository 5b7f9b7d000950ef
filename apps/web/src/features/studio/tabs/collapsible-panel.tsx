import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';

/** A disclosure button (aria-expanded) that shows its panel below it while open; starts open unless told. */
export function CollapsiblePanel({
  label,
  children,
  defaultOpen = true,
}: {
  label: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
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
