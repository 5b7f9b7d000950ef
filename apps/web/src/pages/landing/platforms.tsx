import './platforms.css';

/** Where creators post; labelled tiles with a colour mark, no trademarked logos. */
const PLATFORMS = [
  { name: 'TikTok', color: '#111111', accent: '#25f4ee' },
  { name: 'YouTube Shorts', color: '#e62117', accent: '#ffffff' },
  { name: 'Instagram Reels', color: '#c13584', accent: '#fcaf45' },
  { name: 'Facebook', color: '#1877f2', accent: '#ffffff' },
  { name: 'Snapchat', color: '#fffc00', accent: '#111111' },
  { name: 'X', color: '#000000', accent: '#ffffff' },
  { name: 'LinkedIn', color: '#0a66c2', accent: '#ffffff' },
  { name: 'Pinterest', color: '#e60023', accent: '#ffffff' },
  { name: 'Vimeo', color: '#1ab7ea', accent: '#ffffff' },
  { name: 'Twitch', color: '#9146ff', accent: '#ffffff' },
];

export function PlatformGrid() {
  return (
    <ul className="platform-grid" aria-label="Supported platforms">
      {PLATFORMS.map((p) => (
        <li key={p.name} className="platform-tile">
          <span className="platform-mark" style={{ background: p.color, color: p.accent }} aria-hidden="true">
            {p.name.slice(0, 1)}
          </span>
          <span className="platform-name">{p.name}</span>
        </li>
      ))}
    </ul>
  );
}
