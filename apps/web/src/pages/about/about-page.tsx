import { Link } from 'react-router';
import { TEAM } from './team.ts';
import { usePageTitle } from '../../components/layout/page-title.ts';
import './about-page.css';

const VALUES = [
  {
    title: 'Creators first',
    text: 'We build what people who post every day ask for, and we ask them often.',
  },
  { title: 'Fast by default', text: 'A caption tool that makes you wait is a tool you stop using.' },
  { title: 'Honest software', text: 'Clear prices, your data kept private, and no dark patterns.' },
];

export function AboutPage() {
  usePageTitle('About Us');
  return (
    <div className="about container">
      <header className="about-hero">
        <h1>About Us</h1>
        <p className="section-lead">
          Wordreel helps creators turn spoken words into captions people actually read, so a great video is
          not lost to the mute button.
        </p>
      </header>

      <section className="about-section" aria-labelledby="vision-title">
        <h2 id="vision-title">Our vision</h2>
        <p>
          Most short videos are watched without sound. We want every creator, whatever their language or
          budget, to publish videos that speak clearly on mute: captions timed to each word, styled to match
          their brand, and ready in minutes instead of hours.
        </p>
      </section>

      <section className="about-section" aria-labelledby="team-title">
        <h2 id="team-title">The team</h2>
        <ul className="team-grid">
          {TEAM.map((member) => (
            <li key={member.name} className="card team-card">
              <div className="team-avatar" aria-hidden="true">
                {member.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </div>
              <h3>{member.name}</h3>
              <p className="team-role">{member.role}</p>
              <p className="team-bio">{member.bio}</p>
              <p>
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </p>
              <ul className="team-links" aria-label={`${member.name} elsewhere`}>
                {member.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} target="_blank" rel="noreferrer noopener">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section" aria-labelledby="culture-title">
        <h2 id="culture-title">Our culture</h2>
        <ul className="values-grid">
          {VALUES.map((v) => (
            <li key={v.title}>
              <h3>{v.title}</h3>
              <p className="muted">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-section about-careers" aria-labelledby="careers-title">
        <h2 id="careers-title">Careers</h2>
        <p>
          We are a small remote team and we hire people who care about craft and about creators. If that is
          you, we would love to hear from you.
        </p>
        <Link to="/careers" className="btn btn-primary">
          See open roles
        </Link>
      </section>
    </div>
  );
}
