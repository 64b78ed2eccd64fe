// A busy thread's replies on the board (issue 23): the live query reads a
// bounded page of them; when it leaves some out, 'Show more replies' reads
// more, in the page's language.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REPLIES_PER_PAGE } from '../../domain/messages';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import { DEMO_ACCOUNTS } from '../../services/demo-data';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';

describe.each(LOCALES)('a thread with more replies than a page, in %s', (locale) => {
  const t = { locale };

  it('lists a page of replies and the rest on request', async () => {
    const base = await createTestServices();
    await base.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const board = (await base.boards.findBoard('/sweeps'))!;
    const root = await base.boards.postMessage({ boardId: board.id, content: 'Busy thread', replyTo: null, files: [] });
    for (let index = 1; index <= 5; index += 1) await base.boards.postMessage({ boardId: board.id, content: `Reply ${index}`, replyTo: root.id, files: [] });
    await base.auth.signOut();
    // A page of two replies instead of REPLIES_PER_PAGE, so five make a busy thread.
    const watchMessages: Services['boards']['watchMessages'] = (boardId, options, callback, onError) =>
      base.boards.watchMessages(boardId, { ...options, replies: (options.replies ?? REPLIES_PER_PAGE) - REPLIES_PER_PAGE + 2 }, callback, onError);
    const services: Services = { ...base, boards: { ...base.boards, watchMessages } };

    const user = userEvent.setup({ delay: null });
    await renderApp(localizePath('/sweeps', locale), { services });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: m.shell_footer_comments({}, t) }));
    const panel = await screen.findByRole('region', { name: m.boards_heading_comments({}, t) });
    await user.click(await within(panel).findByRole('button', { name: m.boards_show_replies({ count: 2 }, t) }));
    expect(within(panel).getAllByText(/^Reply \d$/)).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: m.limits_show_more_replies({}, t) }));
    await waitFor(() => expect(within(panel).getAllByText(/^Reply \d$/)).toHaveLength(5));
    for (let index = 1; index <= 5; index += 1) expect(within(panel).getByText(`Reply ${index}`)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: m.limits_show_more_replies({}, t) })).not.toBeInTheDocument();
  });
});
