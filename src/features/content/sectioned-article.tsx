// A content page's body: an "On this page" list of its anchors and the
// sections themselves, with the ids of src/config/sections.ts so the header
// dropdowns and URL hashes land on them. Landing on a section also moves
// keyboard focus to its heading, so the next Tab goes on from there instead
// of from the top of the page (the link that was followed is gone or above).
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, m } from '../../i18n';
import type { Section, SectionedPage } from '../../config/sections';
import type { Text } from './content-types';
import styles from './content.module.css';

export interface SectionedArticleProps {
  page: SectionedPage;
  /** Paragraphs per section id, as messages (called here, in the page's language). */
  copy?: Record<string, readonly Text[]>;
  /** Extra content for a section, after its paragraphs and before its sub-sections. */
  extra?: Partial<Record<string, ReactNode>>;
}

function Contents({ sections, nested = false }: { sections: readonly Section[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.tocNested : styles.tocList}>
      {sections.map((section) => (
        <li key={section.id}>
          <Link to={{ hash: section.id }}>{section.label}</Link>
          {section.children && <Contents sections={section.children} nested />}
        </li>
      ))}
    </ul>
  );
}

function ArticleSection({ section, level, copy, extra }: { section: Section; level: 2 | 3 } & Omit<SectionedArticleProps, 'page'>) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={level === 2 ? styles.section : styles.subsection}>
      <Heading id={headingId} tabIndex={-1}>
        {section.label}
      </Heading>
      {copy?.[section.id]?.map((paragraph, index) => (
        <p key={index}>{paragraph()}</p>
      ))}
      {extra?.[section.id]}
      {section.children?.map((child) => (
        <ArticleSection key={child.id} section={child} level={3} copy={copy} extra={extra} />
      ))}
    </section>
  );
}

/** Focuses the heading of the section the URL's hash names, without scrolling (scrolling is the router's). */
function useFocusHashSection() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(`${hash.slice(1)}-heading`)?.focus({ preventScroll: true });
  }, [hash, key]);
}

export function SectionedArticle({ page, copy, extra }: SectionedArticleProps) {
  useFocusHashSection();
  return (
    <div className={styles.layout}>
      <nav className={styles.toc} aria-label={m.content_on_this_page()}>
        <p className={styles.tocTitle} aria-hidden="true">
          {m.content_on_this_page()}
        </p>
        <Contents sections={page.sections} />
      </nav>
      <div className={styles.article}>
        {page.sections.map((section) => (
          <ArticleSection key={section.id} section={section} level={2} copy={copy} extra={extra} />
        ))}
      </div>
    </div>
  );
}
