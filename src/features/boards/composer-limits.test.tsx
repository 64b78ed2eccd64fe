// The board composer under the abuse limits: a member past
// RATE_LIMITS.post is told when to try again, in the page's language and time
// format, and keeps what they typed. Like every form that collects personal
// information, it links the privacy page beside its button (Law 25; the
// 2026-11-28 French review, G20).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isServiceError } from '../../domain/errors';
import { RATE_LIMITS } from '../../domain/limits';
import { LOCALES, localizePath } from '../../i18n/locale';
import { formatTime } from '../../lib/dates';
import { m } from '../../paraglide/messages.js';
import { DEMO_ACCOUNTS } from '../../services/demo-data';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';

describe.each(LOCALES)('the composer past the post limit, in %s', (locale) => {
  const t = { locale };

  it('says when to try again and keeps the text', async () => {
    const services = await createTestServices();
    await services.auth.signIn(DEMO_ACCOUNTS.contributor.email, DEMO_ACCOUNTS.contributor.password);
    const board = (await services.boards.findBoard('/sweeps'))!;
    for (let index = 0; index < RATE_LIMITS.post.limit; index += 1) {
      await services.boards.postMessage({ boardId: board.id, content: `Question ${index}`, replyTo: null, files: [] });
    }
    const refusal = await services.boards.postMessage({ boardId: board.id, content: 'One more', replyTo: null, files: [] }).catch((error: unknown) => error);
    if (!isServiceError(refusal, 'rate-limited') || !refusal.retryAt) throw new Error('expected a rate-limited refusal with retryAt');

    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/sweeps', locale), { as: 'contributor', services });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: m.shell_footer_comments({}, t) }));
    const panel = await screen.findByRole('region', { name: m.boards_heading_comments({}, t) });
    const box = await within(panel).findByLabelText(m.boards_composer_comment({}, t));
    expect(within(box.closest('form')!).getByRole('link', { name: m.account_privacy_note({}, t) })).toHaveAttribute('href', localizePath('/privacy', locale));
    await user.type(box, 'Do you cut white ash sweeps?');
    await user.click(within(panel).getByRole('button', { name: m.boards_post({}, t) }));

    const expected = m.limits_retry_at({ time: formatTime(refusal.retryAt, { locale }) }, t);
    expect(await within(panel).findByText(expected)).toHaveAttribute('role', 'alert');
    expect(expected).toMatch(locale === 'fr-CA' ? /^Trop de tentatives\. Réessayez à \d{1,2} h \d{2}\.$/ : /^Too many tries\. Try again at \d{1,2}:\d{2}\s?[ap]\.m\.\.$/);
    expect(box).toHaveValue('Do you cut white ash sweeps?');
  });
});
