// The frame of every mail the site sends (issue 22), in React Email's
// components, which render to the table-based HTML mail clients need: the
// consortium's name, the heading, the body, and a footer that identifies the
// sender with its mailing address and contact (CASL asks it of a commercial
// message; every mail has it). A commercial mail passes `unsubscribeUrl` and
// gets its unsubscribe link. Texts come from messages/mail in the recipient's
// language, never the page's. The catalogue is imported as a namespace of
// its messages (messages/_index.js, not messages.js's `m`): esbuild, which
// bundles the functions, then keeps only the messages a mail uses, where the
// re-exported `m` brought in every message of the site (0.9 MB). Each
// component comes from its own package: the '@react-email/components' barrel
// also starts its code block's Prism, every language of it, which took 1.1 s
// of the 1.4 s a functions instance spent loading its code.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { CONTACT_EMAIL, POSTAL_ADDRESS } from '../domain/consortium';
import type { Language } from '../domain/languages';
import * as m from '../paraglide/messages/_index.js';

export interface MailLayoutProps {
  locale: Language;
  /** The line a mail client shows beside the subject. */
  preview: string;
  heading: string;
  /** A commercial mail's one-click unsubscribe page (/unsubscribe?token=…). */
  unsubscribeUrl?: string;
  children: ReactNode;
}

const colors = { ink: '#1f2a24', muted: '#55615a', forest: '#2f5d46', paper: '#f6f4ef' };

const styles = {
  body: { backgroundColor: colors.paper, color: colors.ink, fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', padding: '24px 28px', borderRadius: '6px' },
  brand: { color: colors.forest, fontSize: '14px', fontWeight: 700, letterSpacing: '0.02em', margin: '0 0 16px' },
  heading: { fontSize: '22px', lineHeight: '1.3', margin: '0 0 16px' },
  footer: { color: colors.muted, fontSize: '12px', lineHeight: '1.5', margin: '4px 0' },
  link: { color: colors.forest },
} as const;

export function MailLayout({ locale, preview, heading, unsubscribeUrl, children }: MailLayoutProps) {
  const options = { locale };
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>Atlantic Timber Consortium</Text>
          <Heading as="h1" style={styles.heading}>
            {heading}
          </Heading>
          {children}
          <Hr />
          <Text style={styles.footer}>{m.mail_footer_identity({}, options)}</Text>
          <Text style={styles.footer}>{m.mail_footer_contact({ address: POSTAL_ADDRESS[locale], email: CONTACT_EMAIL }, options)}</Text>
          {unsubscribeUrl && (
            <Text style={styles.footer}>
              {m.mail_footer_unsubscribe_lead({}, options)}{' '}
              <Link href={unsubscribeUrl} style={styles.link}>
                {m.mail_footer_unsubscribe({}, options)}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of a mail's body. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '1.6', margin: '0 0 14px' }}>{children}</Text>;
}

/** A mail's call to action: a link styled as a button, with its address written out beneath for clients that block styles. */
export function MailAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <Text style={{ margin: '8px 0 6px' }}>
        <Link
          href={href}
          style={{ backgroundColor: colors.forest, color: '#ffffff', padding: '12px 18px', borderRadius: '4px', fontWeight: 700, textDecoration: 'none', display: 'inline-block' }}
        >
          {children}
        </Link>
      </Text>
      <Text style={{ color: colors.muted, fontSize: '12px', wordBreak: 'break-all', margin: '0 0 16px' }}>{href}</Text>
    </>
  );
}
