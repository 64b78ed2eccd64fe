// A board with more earlier threads than one query may count (LIST_LIMIT,
// which firestore.rules hold every list to): the button says "more than" the
// limit instead of a false exact count, in the page's language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LIST_LIMIT } from '../../domain/limits';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import type { Services } from '../../services/api';
import { DEMO_ACCOUNTS } from '../../services/demo-data';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';

describe.each(LOCALES)('a board with more earlier threads than a count reaches, in %s', (locale) => {
  const t = { locale };

  it('offers the earlier messages as more than the limit', async () => {
    const base = await createTestServices();
    await base.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const board = (await base.boards.findBoard('/sweeps'))!;
    await base.boards.postMessage({ boardId: board.id, content: 'The newest thread', replyTo: null, files: [] });
    await base.auth.signOut();
    // The backend counted up to its limit: at least that many threads come before the page.
    const watchMessages: Services['boards']['watchMessages'] = (boardId, options, callback, onError) =>
      base.boards.watchMessages(boardId, options, (messages, window) => callback(messages, { ...window, earlierThreads: LIST_LIMIT }), onError);
    const services: Services = { ...base, boards: { ...base.boards, watchMessages } };

    await renderApp(localizePath('/sweeps', locale), { services });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup({ delay: null }).click(within(screen.getByRole('contentinfo')).getByRole('button', { name: m.shell_footer_comments({}, t) }));
    const panel = await screen.findByRole('region', { name: m.boards_heading_comments({}, t) });
    // The number as the page's language writes it (a space or a comma between thousands).
    const limit = new Intl.NumberFormat(locale).format(LIST_LIMIT);
    const many = locale === 'fr-CA' ? `Afficher les messages précédents (plus de ${limit}\u00a0fils)` : 'Show earlier messages (more than 1,000 threads)';
    expect(await within(panel).findByRole('button', { name: many })).toBeInTheDocument();
  });
});
