import type { ReactNode } from 'react';

export const SITE_NAME = 'Atlantic Timber Consortium';

export interface PageProps {
  /** The document title for this route; the site name is appended. */
  title: string;
  children: ReactNode;
  className?: string;
}

/** A route's content column with its document title (React hoists <title> into <head>). */
export function Page({ title, children, className }: PageProps) {
  return (
    <div className={['page', className].filter(Boolean).join(' ')}>
      <title>{`${title} | ${SITE_NAME}`}</title>
      {children}
    </div>
  );
}

/** A page a later piece of work fills in: its heading and a short note, nothing pretending to work. */
export function PlaceholderPage({ title, heading = title, children }: { title: string; heading?: string; children?: ReactNode }) {
  return (
    <Page title={title}>
      <h1>{heading}</h1>
      {children ?? <p className="page__lead">This part of the site is being built.</p>}
    </Page>
  );
}
