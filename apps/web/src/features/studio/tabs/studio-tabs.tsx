import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface StudioTab {
  id: string;
  label: string;
  panel: ReactNode;
}

interface StudioTabsProps {
  tabs: StudioTab[];
  selected: string;
  onSelect: (id: string) => void;
}

/** WAI-ARIA tabs: arrows move between tabs (and select them), Home/End jump; only the open panel renders. */
export function StudioTabs({ tabs, selected, onSelect }: StudioTabsProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };

  const current = tabs[index];
  return (
    <div className="studio-tabs">
      <div role="tablist" aria-label="Studio tools" className="studio-tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={i === index ? 0 : -1}
            className="studio-tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
          className="studio-tabpanel"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
}
