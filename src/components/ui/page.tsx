import type { ReactNode } from 'react';
import { m } from '../../i18n';

/** The consortium's name: a brand, the same on French pages. */
export const SITE_NAME = 'Atlantic Timber Consortium';

export interface PageProps {
  /** The document title for this route; the site name is appended. */
  title: string;
  /** The page's meta description; default, the site's own in the page's language. */
  description?: string;
  children: ReactNode;
  className?: string;
}

/** A route's content column with its document title and description (React hoists <title> and <meta> into <head>). */
export function Page({ title, description, children, className }: PageProps) {
  return (
    <div className={['page', className].filter(Boolean).join(' ')}>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <meta name="description" content={description ?? m.shell_site_description()} />
      {children}
    </div>
  );
}
