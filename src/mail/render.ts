// Renders a mail template to what is queued (src/domain/server/mail.ts): the
// HTML part and its plain-text part, from the same React Email element. The
// functions and the local backend both call this, so a mail reads the same
// from either (issue 22).
import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { RenderedMail } from '../domain/server/mail';

export async function renderMail(subject: string, element: ReactElement): Promise<RenderedMail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, html, text };
}
