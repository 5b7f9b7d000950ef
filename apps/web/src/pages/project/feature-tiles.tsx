import { useState } from 'react';
import { type VideoPick, VideoPicker } from './video-picker.tsx';

interface Feature {
  title: string;
  text: string;
  icon: string;
  /** The tile's button: the picker it opens, or the upload (whose captions come on their own). */
  action: { label: string; pick: VideoPick } | { label: string; upload: true };
}

const FEATURES: Feature[] = [
  {
    title: 'AI Captions',
    text: 'Word-timed captions in your style.',
    icon: 'M4 6h16v12H4zM7 14h4M13 14h4M7 11h10',
    action: { label: 'Caption a video', upload: true },
  },
  {
    title: 'AI Shorts',
    text: 'Short clips from long videos.',
    icon: 'M8 3h8v18H8zM11 8l3 2-3 2z',
    action: {
      label: 'Find clips',
      pick: {
        title: 'Find clips in a video',
        text: 'Pick a video: its best moments are found as short clips, ranked, ready to trim and make.',
        linkTo: (id) => `/shorts/${id}`,
        sourcesOnly: true,
      },
    },
  },
  {
    title: 'AI Edits',
    text: 'Cut silences, filler words and retakes.',
    icon: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
    action: {
      label: 'Edit a video',
      pick: {
        title: 'Edit a video',
        text: 'Pick a video: its Edit tab opens with the silences, filler words and retakes found, ready to cut in one click.',
        linkTo: (id) => `/studio/${id}?tab=edit`,
      },
    },
  },
  {
    title: 'AI Thumbnails',
    text: 'Eye-catching cover images.',
    icon: 'M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4',
    action: {
      label: 'Make a cover',
      pick: {
        title: 'Make a cover',
        text: 'Pick a video: its Boost tab opens with the best frames ranked, ready for a title on top.',
        linkTo: (id) => `/studio/${id}?tab=boost`,
      },
    },
  },
];

/**
 * The dashboard's four feature tiles (spec: display-only). Each also does what it says: AI Captions
 * opens the upload (captions are written for every upload); AI Shorts, AI Edits and AI Thumbnails ask
 * which video, then open where that feature works.
 */
export function FeatureTiles({
  userId,
  onUpload,
}: {
  userId: string;
  /** Opens the dashboard's upload; `leadsTo`: the page the uploaded video then opens on (else the studio). */
  onUpload: (leadsTo: VideoPick['linkTo'] | null) => void;
}) {
  const [picking, setPicking] = useState<VideoPick | null>(null);
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
              <button
                type="button"
                className="btn btn-secondary btn-sm feature-tile-action"
                aria-haspopup={'pick' in feature.action ? 'dialog' : undefined}
                onClick={() => {
                  const { action } = feature;
                  if ('pick' in action) setPicking(action.pick);
                  else onUpload(null);
                }}
              >
                {feature.action.label}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {picking && (
        <VideoPicker
          userId={userId}
          pick={picking}
          onClose={() => setPicking(null)}
          onUpload={() => onUpload(picking.linkTo)}
        />
      )}
    </section>
  );
}
