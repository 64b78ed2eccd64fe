// One mail of the outbox, as its recipient would get it: the HTML part in a
// sandboxed frame and the plain-text part. The frame runs no script (no
// allow-scripts) and gets an opaque origin (no allow-same-origin), so a mail
// can neither read the app nor act in it; `<base target="_top">` and
// allow-top-navigation-by-user-activation let a click on one of its links
// (absolute links on this site's origin: /verify, /unsubscribe…) open that
// page in the app itself, and only on a click, as in a mail client.
import { useEffect, useRef } from 'react';
import type { OutboxMail } from '../../services/api';
import { formatShortDateTime } from '../../lib/dates';
import { m, useLocale } from '../../i18n';
import styles from './outbox.module.css';

const BASE = '<base target="_top">';

/**
 * The HTML as sent, its links opening in the top window: a `<base target="_top">`
 * and no `target="_blank"` (React Email's links carry it, for a mail client;
 * here it would ask for a popup, which the sandbox refuses).
 */
export function framed(html: string): string {
  const links = html.replace(/\s+target="_blank"/g, '');
  return /<head[^>]*>/i.test(links) ? links.replace(/<head[^>]*>/i, (head) => `${head}${BASE}`) : `${BASE}${links}`;
}

/** A language's name in the page's language ('Canadian French', 'français canadien'). */
export function languageName(language: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
}

export function OpenedMail({ mail, onClose }: { mail: OutboxMail; onClose: () => void }) {
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [mail.id]);
  return (
    <section className={styles.opened} aria-label={m.outbox_opened()}>
      <h2 ref={heading} tabIndex={-1}>
        {mail.subject}
      </h2>
      <dl className={styles.meta}>
        <div>
          <dt>{m.outbox_to()}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{m.outbox_language()}</dt>
          <dd>{languageName(mail.language, locale)}</dd>
        </div>
        <div>
          <dt>{m.outbox_sent()}</dt>
          <dd>{formatShortDateTime(mail.sentAt, { locale })}</dd>
        </div>
      </dl>
      <button type="button" className={`button button--quiet ${styles.close}`} onClick={onClose}>
        {m.outbox_close()}
      </button>
      <h3>{m.outbox_html_part()}</h3>
      <iframe className={styles.frame} title={m.outbox_html_part()} sandbox="allow-top-navigation-by-user-activation" srcDoc={framed(mail.html)} />
      <h3>{m.outbox_text_part()}</h3>
      <pre className={styles.text}>{mail.text}</pre>
    </section>
  );
}
