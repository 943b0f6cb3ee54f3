import './legal-document.css';

export interface TLegalSection {
  title: string;
  paragraphs: readonly string[];
}

interface TLegalDocumentProps {
  title: string;
  intro: string;
  sections: readonly TLegalSection[];
  testId: string;
}

/** A policy page: a title, an introduction and numbered sections. */
export function LegalDocument({ title, intro, sections, testId }: TLegalDocumentProps) {
  return (
    <article className="legal-document" data-testid={testId}>
      <h1>{title}</h1>
      <p className="legal-document__intro">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.title}>
          <h2>
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
