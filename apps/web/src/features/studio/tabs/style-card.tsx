import type { ReactNode } from 'react';

interface StyleCardProps {
  name: string;
  colours: { font: string; active: string; stroke: string };
  /** The spoken word drawn on a box in the active colour rather than in it. */
  boxed: boolean;
  pressed: boolean;
  onClick: () => void;
  /** Beside the name (a "Default" tag). */
  badge?: ReactNode;
}

/** A look to click: "Aa Bb" in its text and active colours, and its name (a theme, or a saved style). */
export function StyleCard({ name, colours, boxed, pressed, onClick, badge }: StyleCardProps) {
  return (
    <button
      type="button"
      className="theme-card"
      aria-pressed={pressed}
      onClick={onClick}
      style={{ color: colours.font, textShadow: `0 0 3px ${colours.stroke}` }}
    >
      <span className="theme-card-sample" aria-hidden="true">
        Aa{' '}
        <span
          className={boxed ? 'theme-card-box' : undefined}
          style={boxed ? { background: colours.active } : { color: colours.active }}
        >
          Bb
        </span>
      </span>
      <span className="theme-card-name">
        {name}
        {badge}
      </span>
    </button>
  );
}
