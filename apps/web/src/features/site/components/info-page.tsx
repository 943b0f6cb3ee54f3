import type { ReactNode } from 'react';
import '../pages/site-pages.css';
import './info-page.css';

interface TInfoPageProps {
  testId: string;
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/** The frame of the site's information pages (help, FAQ, about, contact, safety, rewards, blog): one heading, then sections. */
export function InfoPage({ testId, eyebrow, title, intro, children }: TInfoPageProps) {
  return (
    <div className="site-page info-page" data-testid={testId}>
      <header className="info-page__header">
        <p className="home-hero__eyebrow">{eyebrow}</p>
        <h1 className="home-hero__headline" data-testid="info-title">
          {title}
        </h1>
        <p className="home-hero__body">{intro}</p>
      </header>
      {children}
    </div>
  );
}
