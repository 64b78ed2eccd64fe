import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildRoutes } from '../../app/router';
import { LocaleProvider } from '../../i18n';
import { LOCALES, localizePath, type Locale } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { DELETED_MESSAGE } from '../../domain/messages';
import type { Services } from '../../services/api';
import type { Message } from '../../domain/types';
import { buildMessage } from '../../../tests/builders';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { BoardView, InteractionPrompt } from './board-view';

async function openComments(path: string, options: Parameters<typeof renderApp>[1] = {}, locale: Locale = 'en-CA') {
  const user = userEvent.setup({ delay: null });
  const view = await renderApp(localizePath(path, locale), options);
  await screen.findByRole('heading', { level: 1 });
  const comments = m.shell_footer_comments({}, { locale });
  await user.click(await within(screen.getByRole('contentinfo')).findByRole('button', { name: comments }));
  const panel = await screen.findByRole('region', { name: m.boards_heading_comments({}, { locale }) });
  return { ...view, user, panel };
}

/** A paragraph whose whole text (links included) is `text`. */
const paragraph = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

describe('the spec’s English texts of a board', () => {
  it('are the catalogue’s', () => {
    const en = { locale: 'en-CA' } as const;
    expect(m.boards_heading_comments({}, en)).toBe('Comments');
    expect(m.boards_message_from({ name: 'Jacques Thibodeau' }, en)).toBe('Message from Jacques Thibodeau');
    expect(m.boards_show_replies({ count: 1 }, en)).toBe('Show replies (1)');
    expect(m.boards_hide_replies({}, en)).toBe('Hide replies');
    expect(m.boards_empty({}, en)).toBe('No messages yet.');
    expect(m.boards_composer_comment({}, en)).toBe('Add a comment');
    expect(m.boards_pending({}, en)).toBe('Pending Approval');
    expect(m.shell_validation_message_required({}, en)).toBe('Message required');
    expect(m.boards_send_failed({}, en)).toBe('Failed to send the message. Please try again.');
    expect(m.boards_reply({}, en)).toBe('Reply');
    expect(m.boards_reply_to({ name: 'Sarah Doucette' }, en)).toBe('Reply to Sarah Doucette');
    expect(m.boards_edit({}, en)).toBe('Edit');
    expect(m.boards_edit_label({}, en)).toBe('Edit your message');
    expect(m.boards_edited({}, en)).toBe('(edited)');
    expect(m.boards_delete({}, en)).toBe('Delete');
    expect(m.boards_confirm_delete({}, en)).toBe('Confirm delete');
    expect(m.boards_are_you_sure({}, en)).toBe('Are you sure?');
    expect(m.boards_cancel({}, en)).toBe('Cancel');
    expect(m.boards_deleted_message({}, en)).toBe('This message has been deleted');
    expect(m.boards_deleted_label({}, en)).toBe('Deleted message');
    expect(m.boards_prompt_register_link({}, en)).toBe('Register');
    expect(m.boards_prompt_login_link({}, en)).toBe('Log In');
  });
});

describe.each(LOCALES)('comment board in %s', (locale) => {
  const t = { locale };
  const from = (name: string) => m.boards_message_from({ name }, t);

  it('shows approved messages with their authors and dates, replies hidden until asked for', async () => {
    // The seed dates the welcome 26 hours back: "Yesterday" only from 2 a.m. on,
    // so the clock (Date only; timers stay real) is set to a mid-afternoon.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 15, 0) });
    onTestFinished(() => void vi.useRealTimers());
    const { user, panel } = await openComments('/store', {}, locale);
    expect(within(panel).getByRole('heading', { level: 2, name: m.boards_heading_comments({}, t) })).toBeInTheDocument();
    const welcome = await within(panel).findByRole('article', { name: from('Jacques Thibodeau') });
    // Stored in English, shown as stored in both languages.
    expect(within(welcome).getByText(/Welcome to the store!/)).toBeInTheDocument();
    expect(within(welcome).getByText(locale === 'fr-CA' ? /^Hier, \d{1,2} h \d{2}$/ : /^Yesterday, /)).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: m.boards_list_label({ heading: m.boards_heading_comments({}, t) }, t) })).toBeInTheDocument();
    expect(within(panel).queryByText(/tamarack knees/)).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: m.boards_show_replies({ count: 1 }, t) }));
    expect(within(panel).getByText(/tamarack knees/)).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: m.boards_hide_replies({}, t) }));
    expect(within(panel).queryByText(/tamarack knees/)).not.toBeInTheDocument();
  });

  it('asks anonymous visitors to register or log in, with links in the language, no composer and no actions', async () => {
    const { panel } = await openComments('/store', {}, locale);
    await within(panel).findByText(/Welcome to the store!/);
    const register = m.boards_prompt_register_link({}, t);
    const login = m.boards_prompt_login_link({}, t);
    expect(within(panel).getByText(paragraph(m.boards_prompt_login({ register, login }, t)))).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: register })).toHaveAttribute('href', localizePath('/register', locale));
    expect(within(panel).getByRole('link', { name: login })).toHaveAttribute('href', localizePath('/login', locale));
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: m.boards_reply({}, t) })).not.toBeInTheDocument();
  });

  it('says so on an empty board', async () => {
    const { panel } = await openComments('/sweeps', {}, locale);
    expect(await within(panel).findByText(m.boards_empty({}, t))).toBeInTheDocument();
  });

  it("shows a contributor's post at once, dated today and held for approval", async () => {
    const { user, panel } = await openComments('/sweeps', { as: 'contributor' }, locale);
    const box = await within(panel).findByLabelText(m.boards_composer_comment({}, t));
    expect(within(panel).getByText(m.boards_composer_hint({}, t))).toBeInTheDocument();
    await user.type(box, '  Do you cut white ash sweeps?');
    await user.click(within(panel).getByRole('button', { name: m.boards_post({}, t) }));
    const mine = await within(panel).findByRole('article', { name: from('Sarah Doucette') });
    expect(within(mine).getByText('Do you cut white ash sweeps?')).toBeInTheDocument();
    expect(within(mine).getByText(locale === 'fr-CA' ? /^Aujourd’hui, \d{1,2} h \d{2}$/ : /^Today, /)).toBeInTheDocument();
    expect(within(mine).getByText(m.boards_pending({}, t))).toBeInTheDocument();
    expect(within(panel).getByLabelText(m.boards_composer_comment({}, t))).toHaveValue('');
  });

  it('makes a new line with Shift+Enter and sends with Enter', async () => {
    const { user, panel } = await openComments('/sweeps', { as: 'franchisee' }, locale);
    const box = await within(panel).findByLabelText(m.boards_composer_comment({}, t));
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(box).toHaveValue('First line\nSecond line');
    await user.keyboard('{Enter}');
    const posted = await within(panel).findByRole('article', { name: from('Jacques Thibodeau') });
    expect(within(posted).getByText(/First line\s+Second line/)).toBeInTheDocument();
    expect(within(posted).queryByText(m.boards_pending({}, t))).not.toBeInTheDocument();
  });

  it('refuses an empty message', async () => {
    const { user, panel } = await openComments('/sweeps', { as: 'contributor' }, locale);
    await user.type(await within(panel).findByLabelText(m.boards_composer_comment({}, t)), '   {Enter}');
    expect(await within(panel).findByText(m.shell_validation_message_required({}, t))).toBeInTheDocument();
  });

  it('keeps the text and says so when sending fails', async () => {
    const base = await createTestServices();
    const services: Services = {
      ...base,
      boards: { ...base.boards, postMessage: () => Promise.reject(new Error('offline')) },
    };
    const { user, panel } = await openComments('/sweeps', { as: 'contributor', services }, locale);
    await user.type(await within(panel).findByLabelText(m.boards_composer_comment({}, t)), 'Will this send?{Enter}');
    // The alert region is always in the composer (so that it is announced): wait for its text.
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent(m.boards_send_failed({}, t)));
    expect(within(panel).getByLabelText(m.boards_composer_comment({}, t))).toHaveValue('Will this send?');
    expectConsole('error', /Sending the message failed/);
  });

  it('expands the thread after replying so the reply shows', async () => {
    const { user, panel } = await openComments('/store', { as: 'franchisee' }, locale);
    const welcome = await within(panel).findByRole('article', { name: from('Jacques Thibodeau') });
    await user.click(within(welcome).getByRole('button', { name: m.boards_show_replies({ count: 1 }, t) }));
    const question = within(panel).getByRole('article', { name: from('Sarah Doucette') });
    await user.click(within(question).getByRole('button', { name: m.boards_reply({}, t) }));
    expect(within(question).getByRole('button', { name: m.boards_cancel({}, t) })).toBeInTheDocument();
    await user.type(within(question).getByLabelText(m.boards_reply_to({ name: 'Sarah Doucette' }, t)), 'Yes, tamarack knees are drying now.{Enter}');
    // The message, not the composer's box, which may hold the text for a moment as it closes.
    expect(await within(panel).findByText('Yes, tamarack knees are drying now.', { selector: 'p' })).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: m.boards_hide_replies({}, t) })).toBeInTheDocument();
  });

  it('edits an own message and marks it edited at once', async () => {
    const { user, panel } = await openComments('/store', { as: 'franchisee' }, locale);
    const welcome = await within(panel).findByRole('article', { name: from('Jacques Thibodeau') });
    await user.click(within(welcome).getByRole('button', { name: m.boards_edit({}, t) }));
    const box = within(welcome).getByLabelText(m.boards_edit_label({}, t));
    await user.clear(box);
    await user.type(box, 'Welcome! Hemlock knees are ready.');
    await user.click(within(welcome).getByRole('button', { name: m.boards_save({}, t) }));
    await waitFor(() => expect(within(welcome).queryByLabelText(m.boards_edit_label({}, t))).not.toBeInTheDocument());
    expect(within(welcome).getByText('Welcome! Hemlock knees are ready.')).toBeInTheDocument();
    expect(within(welcome).getByText(m.boards_edited({}, t))).toBeInTheDocument();
  });

  it('deletes in two steps, and a message with replies becomes the deleted message', async () => {
    const { user, panel } = await openComments('/store', { as: 'franchisee' }, locale);
    const welcome = await within(panel).findByRole('article', { name: from('Jacques Thibodeau') });
    const confirmDelete = m.boards_confirm_delete({}, t);
    await user.click(within(welcome).getByRole('button', { name: m.boards_delete({}, t) }));
    const confirm = within(welcome).getByRole('group', { name: confirmDelete });
    expect(within(confirm).getByText(m.boards_are_you_sure({}, t))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: m.boards_cancel({}, t) }));
    expect(within(welcome).queryByText(m.boards_are_you_sure({}, t))).not.toBeInTheDocument();
    expect(within(welcome).queryByRole('group')).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: m.boards_delete({}, t) }));
    await user.click(within(within(welcome).getByRole('group', { name: confirmDelete })).getByRole('button', { name: m.boards_delete({}, t) }));
    expect(await within(panel).findByText(m.boards_deleted_message({}, t))).toBeInTheDocument();
    expect(within(panel).getByRole('article', { name: m.boards_deleted_label({}, t) })).toBeInTheDocument();
    // Stored in English, as the spec gives it: only the display is in the page's language.
    if (locale === 'fr-CA') expect(within(panel).queryByText(DELETED_MESSAGE)).not.toBeInTheDocument();
  });
});

/** A board whose live list is `messages`, for the discussion page. */
async function servicesShowing(messages: Message[]): Promise<Services> {
  const base = await createTestServices();
  const watchMessages: Services['boards']['watchMessages'] = (_boardId, _options, callback) => {
    queueMicrotask(() => callback(messages, { earlierThreads: 0, moreReplies: false }));
    return () => undefined;
  };
  return { ...base, boards: { ...base.boards, watchMessages } };
}

describe('comment board', () => {
  it('lets an admin delete anyone’s message but edit only their own', async () => {
    const { panel } = await openComments('/store', { as: 'admin' });
    const welcome = await within(panel).findByRole('article', { name: 'Message from Jacques Thibodeau' });
    expect(within(welcome).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(welcome).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('renders stored HTML as text and links only web addresses, safely', async () => {
    const { user, panel } = await openComments('/sweeps', { as: 'franchisee' });
    await user.type(
      await within(panel).findByLabelText('Add a comment'),
      '<img src=x onerror=alert(1)> see https://example.com/spec and javascript:alert(1){Enter}',
    );
    const posted = await within(panel).findByRole('article', { name: 'Message from Jacques Thibodeau' });
    expect(within(posted).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(posted.querySelector('img')).toBeNull();
    const links = within(posted).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/spec');
    expect(links[0]).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
  });
});

describe('interaction prompt', () => {
  it.each([
    ['register', /Register to join the conversation/],
    ['login', /Register or Log In to join the conversation/],
  ])('prompts for %s', (status, text) => {
    render(
      <MemoryRouter>
        <InteractionPrompt status={status} />
      </MemoryRouter>,
    );
    expect(screen.getByText((_, element) => element?.tagName === 'P' && text.test(element.textContent ?? ''))).toBeInTheDocument();
  });

  it('shows nothing when read-only', () => {
    const { container } = render(<InteractionPrompt status="readonly" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'Something went wrong' for an unrecognised status", () => {
    render(<InteractionPrompt status="banana" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});

/** Posts `count` threads one after another, each in a later millisecond, so their order is their number (as the Admin: no post limit). */
async function postThreads(services: Services, boardId: string, count: number) {
  const posted = [];
  for (let index = 1; index <= count; index += 1) {
    posted.push(await services.boards.postMessage({ boardId, content: `Sweep question ${index}`, replyTo: null, files: [] }));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return posted;
}

describe('a long board', () => {
  it('opens on the newest 30 threads and shows earlier ones on request, moving focus to them', async () => {
    const services = await createTestServices();
    await services.auth.signIn('admin@example.com', 'Admin!2345');
    const board = (await services.boards.findBoard('/sweeps'))!;
    await postThreads(services, board.id, 34);
    const { user, panel } = await openComments('/sweeps', { as: 'franchisee', services });
    const list = await within(panel).findByRole('list', { name: 'Comments messages' });
    await within(list).findByText('Sweep question 34');
    expect(within(list).getAllByRole('article')).toHaveLength(30);
    expect(within(list).queryByText('Sweep question 4')).not.toBeInTheDocument();
    expect(within(list).getByText('Sweep question 5')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Show earlier messages (4 more threads)' }));
    expect(within(list).getAllByRole('article')).toHaveLength(34);
    expect(within(list).getByText('Sweep question 1')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Show earlier messages/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Sweep question 4'));

    // A thread posted now is added below; nothing shown before goes away.
    await user.type(within(panel).getByLabelText('Add a comment'), 'Sweep question 35{Enter}');
    expect(await within(list).findByText('Sweep question 35')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(35);
  });
  it("shows the admin's selected message even when its thread is older than the newest 30", async () => {
    const services = await createTestServices();
    await services.auth.signIn('admin@example.com', 'Admin!2345');
    const board = (await services.boards.findBoard('/sweeps'))!;
    const posted = await postThreads(services, board.id, 34);
    await services.auth.signOut();
    const selected = posted[2]!;
    await renderApp('/x', {
      as: 'admin',
      services,
      routes: buildRoutes([{ path: '/x', element: <BoardView board={board} selectedId={selected.id} readOnly /> }]),
    });
    const highlighted = await screen.findByText('Sweep question 3');
    expect(highlighted.closest('article')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByText('Sweep question 2')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show earlier messages (2 more threads)' })).toBeInTheDocument();
  });
});

describe('discussion board', () => {
  it('is closed to anonymous visitors and contributors', async () => {
    await renderApp('/discussion');
    expect(await screen.findByText(/open to franchisees and admins only/)).toBeInTheDocument();
    expect(screen.queryByText(/This board is for franchisees and admins/)).not.toBeInTheDocument();
  });

  it('tells a contributor how to take part', async () => {
    await renderApp('/discussion', { as: 'contributor' });
    expect(await screen.findByRole('link', { name: 'Apply to join the consortium' })).toHaveAttribute('href', '/Franchisee');
  });

  it('opens to a franchisee, with attachments and the 750 limit', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/discussion', { as: 'franchisee' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discussion Board' })).toBeInTheDocument();
    expect(await screen.findByText(/This board is for franchisees and admins/)).toBeInTheDocument();
    const box = screen.getByLabelText('Write to the discussion board');
    expect(screen.getByText('750 characters remaining')).toBeInTheDocument();
    expect(screen.getByLabelText('Attachments')).toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(await screen.findByText('Either message or attachments required')).toBeInTheDocument();
  });

  it('links an attachment on the storage origin, with a preview for an image', async () => {
    const services = await createTestServices();
    await services.auth.signIn('franchisee@example.com', 'Franchisee!2345');
    const board = (await services.boards.findBoard('/discussion'))!;
    const files = [new File(['png'], 'kiln.png', { type: 'image/png' }), new File(['notes'], 'notes.txt', { type: 'text/plain' })];
    await services.boards.postMessage({ boardId: board.id, content: 'Kiln photos', replyTo: null, files });
    await renderApp('/discussion', { as: 'franchisee', services });
    const list = await screen.findByRole('list', { name: 'Attachments' });
    const image = within(list).getByRole('link', { name: 'kiln.png' });
    expect(image.getAttribute('href')).toMatch(new RegExp(`^blob:${services.attachmentOrigin}/`));
    expect(within(list).getByRole('img', { name: 'kiln.png' })).toHaveAttribute('src', image.getAttribute('href'));
    expect(within(list).getByRole('link', { name: 'notes.txt' })).toBeInTheDocument();
  });

  it('shows an attachment whose URL is not on the storage origin as its name only', async () => {
    const base = await createTestServices();
    const board = (await base.boards.findBoard('/discussion'))!;
    const forged: Message = buildMessage({
      boardId: board.id,
      userId: 'demo-franchisee',
      content: 'Forged files',
      attachments: [
        { name: 'run.png', url: 'javascript:alert(1)' },
        { name: 'tracker.png', url: 'https://evil.example/x.png' },
        { name: 'inline.png', url: 'data:image/png;base64,AAAA' },
      ],
    });
    const watchMessages: Services['boards']['watchMessages'] = (_boardId, _options, callback) => {
      queueMicrotask(() => callback([forged], { earlierThreads: 0, moreReplies: false }));
      return () => undefined;
    };
    const services: Services = { ...base, boards: { ...base.boards, watchMessages } };
    await renderApp('/discussion', { as: 'franchisee', services });
    const list = await screen.findByRole('list', { name: 'Attachments' });
    for (const name of ['run.png', 'tracker.png', 'inline.png']) expect(within(list).getByText(name)).toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(within(list).queryByRole('img')).not.toBeInTheDocument();
    expect(list.querySelector('[href], [src]')).toBeNull();
  });

  it('links only a download URL of the project’s bucket for this file of its author’s folder (issue 23)', async () => {
    const base = await createTestServices();
    const board = (await base.boards.findBoard('/discussion'))!;
    const storage = 'https://firebasestorage.googleapis.com';
    const url = (bucket: string, path: string) => `${storage}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=t`;
    const message: Message = buildMessage({
      id: 'm-1',
      boardId: board.id,
      userId: 'demo-franchisee',
      content: 'Files from everywhere',
      attachments: [
        { name: 'own.png', url: url('atc.firebasestorage.app', `attachments/demo-franchisee/${board.id}/m-1/own.png`) },
        { name: 'bucket.png', url: url('elsewhere.appspot.com', `attachments/demo-franchisee/${board.id}/m-1/bucket.png`) },
        { name: 'member.png', url: url('atc.firebasestorage.app', `attachments/demo-contributor/${board.id}/m-1/member.png`) },
        { name: 'message.png', url: url('atc.firebasestorage.app', `attachments/demo-franchisee/${board.id}/m-2/message.png`) },
        { name: 'renamed.png', url: url('atc.firebasestorage.app', `attachments/demo-franchisee/${board.id}/m-1/own.png`) },
      ],
    });
    const watchMessages: Services['boards']['watchMessages'] = (_boardId, _options, callback) => {
      queueMicrotask(() => callback([message], { earlierThreads: 0, moreReplies: false }));
      return () => undefined;
    };
    const services: Services = { ...base, attachmentOrigin: storage, attachmentBucket: 'atc.firebasestorage.app', boards: { ...base.boards, watchMessages } };
    await renderApp('/discussion', { as: 'franchisee', services });
    const list = await screen.findByRole('list', { name: 'Attachments' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['own.png']);
    for (const name of ['bucket.png', 'member.png', 'message.png', 'renamed.png']) expect(within(list).getByText(name).tagName).toBe('SPAN');
  });

  it("shows 'You are not authorized to view this page.' when the board refuses the viewer", async () => {
    const services = await createTestServices();
    const board = (await services.boards.findBoard('/discussion'))!;
    await renderApp('/x', { as: 'contributor', services, routes: buildRoutes([{ path: '/x', element: <BoardView board={board} /> }]) });
    expect(await screen.findByText('You are not authorized to view this page.')).toBeInTheDocument();
  });
});

// What only the French pages show: French dates and counts, the /fr links, and
// stored data (English, as the spec stores it) shown as it is.
describe('comment board, in French only', () => {
  it('shows earlier threads with the French count, one and many', async () => {
    const services = await createTestServices();
    await services.auth.signIn('admin@example.com', 'Admin!2345');
    const board = (await services.boards.findBoard('/sweeps'))!;
    await postThreads(services, board.id, 31);
    await services.auth.signOut();
    const { user } = { user: userEvent.setup({ delay: null }) };
    await renderApp('/fr/x', {
      as: 'admin',
      services,
      routes: buildRoutes([{ path: '/x', element: <BoardView board={board} readOnly /> }]),
    });
    const list = await screen.findByRole('list', { name: 'Messages\u00a0: Commentaires' });
    await within(list).findByText('Sweep question 31');
    await user.click(screen.getByRole('button', { name: 'Afficher les messages précédents (1 autre fil)' }));
    expect(within(list).getByText('Sweep question 1')).toBeInTheDocument();
    // Many: the plural form (the English tests show 2 and 4 threads on the same button).
    expect(m.boards_show_earlier({ count: 4 })).toBe('Afficher les messages précédents (4 autres fils)');
  });
});

describe('interaction prompt, in French', () => {
  it('asks a signed-in visitor without a role to register', () => {
    render(
      <LocaleProvider locale="fr-CA">
        <MemoryRouter>
          <InteractionPrompt status="register" />
        </MemoryRouter>
      </LocaleProvider>,
    );
    expect(screen.getByText(paragraph('Inscrivez-vous pour participer à la conversation.'))).toBeInTheDocument();
  });

  it("says 'Une erreur s’est produite' for an unrecognised status", () => {
    render(
      <LocaleProvider locale="fr-CA">
        <InteractionPrompt status="banana" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur s’est produite');
  });
});

describe('discussion board, in French', () => {
  it('is closed to anonymous visitors, with a link to log in', async () => {
    await renderApp('/fr/discussion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Forum de discussion' })).toBeInTheDocument();
    expect(
      await screen.findByText(paragraph('Le forum de discussion est réservé aux membres franchisés et à l’équipe d’administration. Connectez-vous si vous en faites partie.')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/fr/login');
    await waitFor(() => expect(document.title).toMatch(/^Forum de discussion \| /));
  });

  it('tells a contributor how to take part', async () => {
    await renderApp('/fr/discussion', { as: 'contributor' });
    expect(
      await screen.findByText(
        paragraph('Le forum de discussion est réservé aux membres franchisés et à l’équipe d’administration. Demandez à adhérer au consortium pour y participer.'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demandez à adhérer au consortium' })).toHaveAttribute('href', '/fr/Franchisee');
  });

  it('opens to a franchisee with attachments, and asks for a message or a file', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/fr/discussion', { as: 'franchisee' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forum de discussion' })).toBeInTheDocument();
    const box = await screen.findByLabelText('Écrire dans le forum de discussion');
    expect(screen.getByLabelText('Pièces jointes')).toBeInTheDocument();
    // Testing Library reads the no-break space before 'Mo' as a space.
    expect(screen.getByText('Images, fichiers PDF ou fichiers texte, jusqu’à 10 Mo chacun.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    await user.type(box, '{Enter}');
    expect(await screen.findByText('Message ou pièce jointe obligatoire')).toBeInTheDocument();
  });

  it('edits a message with attachments: the current ones can be kept or removed', async () => {
    const user = userEvent.setup({ delay: null });
    const services = await createTestServices();
    await services.auth.signIn('franchisee@example.com', 'Franchisee!2345');
    const board = (await services.boards.findBoard('/discussion'))!;
    await services.boards.postMessage({ boardId: board.id, content: 'Photos du séchoir', replyTo: null, files: [new File(['png'], 'sechoir.png', { type: 'image/png' })] });
    await renderApp('/fr/discussion', { as: 'franchisee', services });
    const mine = (await screen.findByText('Photos du séchoir')).closest('article')!;
    await user.click(within(mine).getByRole('button', { name: 'Modifier' }));
    const kept = within(mine).getByRole('group', { name: 'Pièces jointes actuelles' });
    expect(within(kept).getByText('Décochez un fichier pour le retirer à l’enregistrement.')).toBeInTheDocument();
    await user.click(within(kept).getByRole('checkbox', { name: 'Conserver sechoir.png' }));
    await user.click(within(mine).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(mine).findByText('(modifié)')).toBeInTheDocument();
    expect(within(mine).getByText('Photos du séchoir')).toBeInTheDocument();
    expect(within(mine).queryByRole('list', { name: 'Pièces jointes' })).not.toBeInTheDocument();
  });

  it('names an unknown author and a deleted message in French, and lists attachments', async () => {
    const base = await createTestServices();
    const board = (await base.boards.findBoard('/discussion'))!;
    const services = await servicesShowing([
      buildMessage({ boardId: board.id, userId: 'nobody', content: 'Qui suis-je?' }),
      buildMessage({ boardId: board.id, userId: null, content: DELETED_MESSAGE, isDeleted: true }),
      buildMessage({ boardId: board.id, userId: 'demo-franchisee', content: 'Photos', attachments: [{ name: 'four.png', url: 'https://evil.example/four.png' }] }),
    ]);
    await renderApp('/fr/discussion', { as: 'franchisee', services });
    const unknown = await screen.findByRole('article', { name: 'Message publié par une personne inconnue' });
    expect(within(unknown).getByText('Personne inconnue')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Message supprimé' })).toHaveTextContent('Ce message a été supprimé');
    expect(await screen.findByRole('list', { name: 'Pièces jointes' })).toHaveTextContent('four.png');
  });
});
