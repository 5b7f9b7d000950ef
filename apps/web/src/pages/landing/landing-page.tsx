import { FREE_CREDIT_OFFER } from '@wordreel/core/offer';
import { Link } from 'react-router';
import { PlatformGrid } from './platforms.tsx';
import './landing-page.css';

const FEATURES = [
  {
    title: 'Word-timed captions',
    text: 'Speech recognition times every word, in English or Hindi, and takes you straight to the words it was unsure of.',
  },
  {
    title: 'Nine caption themes',
    text: 'From clean Mercury to bold Pluto: pick a look, tune colour, size, weight and position, and save it as your own.',
  },
  {
    title: 'Edit any word',
    text: 'Fix a name or a typo right on the caption chips; the timing stays where it was.',
  },
  {
    title: 'Tighten in one click',
    text: 'Cut the silences, filler words and retakes in one go, or strike words out of the transcript.',
  },
  {
    title: 'Emoji, highlights and zooms',
    text: 'Keywords light up, emoji appear with the words they match, and the picture zooms in where it matters.',
  },
  {
    title: 'Long videos into shorts',
    text: 'Wordreel finds the best moments of a long video, ranks them, and makes the ones you pick into shorts.',
  },
  {
    title: 'Reframed for portrait',
    text: 'A landscape video fills the 9:16 frame with a window that follows the speaker, or splits two speakers.',
  },
  {
    title: 'Covers and hook titles',
    text: 'Pick a cover from the best frames of your video and open it with a bold hook title.',
  },
  {
    title: 'Music, titles and hashtags',
    text: 'Lay one of seven tracks under your voice, and get a title and a description with hashtags written from what you said.',
  },
];

const STEPS = [
  {
    title: 'Upload',
    text: 'Drop in a video from your phone or computer. Big files resume if the network drops.',
  },
  {
    title: 'Style',
    text: 'Captions appear in the studio. Choose a theme, edit words, add music and a title.',
  },
  { title: 'Export', text: 'Download a finished MP4 with the captions burned in, ready for every platform.' },
];

export function LandingPage() {
  return (
    <div className="landing">
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="badge badge-accent">Free to start</p>
            <h1>Captions that keep viewers watching</h1>
            <p className="hero-lead">
              Upload a short video and Wordreel writes word-timed captions for it. Restyle them, add music and
              a title, and export an MP4 that is ready to post.
            </p>
            <div className="hero-actions">
              <Link to="/signup" className="btn btn-primary btn-lg">
                Try for Free
              </Link>
              <Link to="/pricing" className="btn btn-lg hero-secondary">
                View Pricing
              </Link>
            </div>
            <p className="hero-note">{FREE_CREDIT_OFFER}</p>
          </div>
          <div className="hero-media">
            <div className="phone-frame">
              <video
                className="hero-video"
                src="/demo.mp4"
                poster="/demo.jpg"
                autoPlay
                loop
                muted
                playsInline
                preload="auto"
                aria-label="Demo: captions appear word by word over a video"
              />
            </div>
          </div>
        </div>
      </section>

      <section className="container landing-section" aria-labelledby="features-title">
        <h2 id="features-title">Everything a short needs, in one studio</h2>
        <p className="section-lead">Automatic captions are the start. The rest takes a few clicks.</p>
        <ul className="feature-grid">
          {FEATURES.map((f) => (
            <li key={f.title} className="card feature-card">
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-band" aria-labelledby="steps-title">
        <div className="container landing-section">
          <h2 id="steps-title">From upload to post in three steps</h2>
          <ol className="steps">
            {STEPS.map((s, i) => (
              <li key={s.title} className="step">
                <span className="step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container landing-section" aria-labelledby="platforms-title">
        <h2 id="platforms-title">Made for every platform you post on</h2>
        <p className="section-lead">Portrait exports that fit the feeds where short videos live.</p>
        <PlatformGrid />
      </section>

      <section className="container" aria-labelledby="cta-title">
        <div className="closing-cta">
          <h2 id="cta-title">Your next video deserves captions</h2>
          <p>Sign up in a minute: {FREE_CREDIT_OFFER}</p>
          <Link to="/signup" className="btn btn-primary btn-lg">
            Register for free
          </Link>
        </div>
      </section>
    </div>
  );
}
