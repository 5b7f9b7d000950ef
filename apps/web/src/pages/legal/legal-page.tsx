import { Link } from 'react-router';
import { usePageTitle } from '../../components/layout/page-title.ts';
import './legal-page.css';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** A static legal document: numbered sections with a table of contents. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  usePageTitle(title);
  const anchor = (i: number) => `section-${i + 1}`;
  return (
    <article className="legal container">
      <header>
        <h1>{title}</h1>
        <p className="muted">Last updated {updated}</p>
        <p>{intro}</p>
      </header>
      <nav className="legal-toc" aria-label="Sections">
        <ol>
          {sections.map((s, i) => (
            <li key={s.title}>
              <a href={`#${anchor(i)}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.title} id={anchor(i)} className="legal-section">
          <h2>
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ))}
      <p className="legal-contact">
        Questions about this document? <Link to="/contact-us">Contact us</Link>.
      </p>
    </article>
  );
}
