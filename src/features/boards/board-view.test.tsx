import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildRoutes } from '../../app/router';
import type { Services } from '../../services/api';
import type { Message } from '../../domain/types';
import { buildMessage } from '../../../tests/builders';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { BoardView, InteractionPrompt } from './board-view';

async function openComments(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const view = await renderApp(path, options);
  await screen.findByRole('heading', { level: 1 });
  await user.click(await within(screen.getByRole('contentinfo')).findByRole('button', { name: 'Comments' }));
  const panel = await screen.findByRole('region', { name: 'Comments' });
  return { ...view, user, panel };
}

describe('comment board', () => {
  it('shows approved messages with their authors and dates, replies hidden until asked for', async () => {
    // The seed dates the welcome 26 hours back: "Yesterday" only from 2 a.m. on,
    // so the clock (Date only; timers stay real) is set to a mid-afternoon.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 15, 0) });
    onTestFinished(() => void vi.useRealTimers());
    const { user, panel } = await openComments('/store');
    const welcome = await within(panel).findByRole('article', { name: 'Message from Jacques Thibodeau' });
    expect(within(welcome).getByText(/Welcome to the store!/)).toBeInTheDocument();
    expect(within(welcome).getByText(/^Yesterday, /)).toBeInTheDocument();
    expect(within(panel).queryByText(/tamarack knees/)).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Show replies (1)' }));
    expect(within(panel).getByText(/tamarack knees/)).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Hide replies' }));
    expect(within(panel).queryByText(/tamarack knees/)).not.toBeInTheDocument();
  });

  it('asks anonymous visitors to register or log in, with no composer and no actions', async () => {
    const { panel } = await openComments('/store');
    await within(panel).findByText(/Welcome to the store!/);
    expect(within(panel).getByText((_, element) => element?.tagName === 'P' && /^Register or Log In to join the conversation\.$/.test(element.textContent ?? ''))).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(panel).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it("says 'No messages yet.' on an empty board", async () => {
    const { panel } = await openComments('/sweeps');
    expect(await within(panel).findByText('No messages yet.')).toBeInTheDocument();
  });

  it("holds a contributor's post for approval and labels it 'Pending Approval'", async () => {
    const { user, panel } = await openComments('/sweeps', { as: 'contributor' });
    await user.type(await within(panel).findByLabelText('Add a comment'), '  Do you cut white ash sweeps?{Enter}');
    const mine = await within(panel).findByRole('article', { name: 'Message from Sarah Doucette' });
    expect(within(mine).getByText('Do you cut white ash sweeps?')).toBeInTheDocument();
    expect(within(mine).getByText('Pending Approval')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Add a comment')).toHaveValue('');
  });

  it('makes a new line with Shift+Enter and sends with Enter', async () => {
    const { user, panel } = await openComments('/sweeps', { as: 'franchisee' });
    const box = await within(panel).findByLabelText('Add a comment');
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(box).toHaveValue('First line\nSecond line');
    await user.keyboard('{Enter}');
    const posted = await within(panel).findByRole('article', { name: 'Message from Jacques Thibodeau' });
    expect(within(posted).getByText(/First line\s+Second line/)).toBeInTheDocument();
    expect(within(posted).queryByText('Pending Approval')).not.toBeInTheDocument();
  });

  it("refuses an empty message with 'Message required'", async () => {
    const { user, panel } = await openComments('/sweeps', { as: 'contributor' });
    await user.type(await within(panel).findByLabelText('Add a comment'), '   {Enter}');
    expect(await within(panel).findByText('Message required')).toBeInTheDocument();
  });

  it("keeps the text and says 'Failed to send the message. Please try again.' when sending fails", async () => {
    const base = await createTestServices();
    const services: Services = {
      ...base,
      boards: { ...base.boards, postMessage: () => Promise.reject(new Error('offline')) },
    };
    const { user, panel } = await openComments('/sweeps', { as: 'contributor', services });
    await user.type(await within(panel).findByLabelText('Add a comment'), 'Will this send?{Enter}');
    // The alert region is always in the composer (so that it is announced): wait for its text.
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent('Failed to send the message. Please try again.'),
    );
    expect(within(panel).getByLabelText('Add a comment')).toHaveValue('Will this send?');
    expectConsole('error', /Sending the message failed/);
  });

  it('expands the thread after replying so the reply shows', async () => {
    const { user, panel } = await openComments('/store', { as: 'franchisee' });
    const welcome = await within(panel).findByRole('article', { name: 'Message from Jacques Thibodeau' });
    await user.click(within(welcome).getByRole('button', { name: 'Show replies (1)' }));
    const question = within(panel).getByRole('article', { name: 'Message from Sarah Doucette' });
    await user.click(within(question).getByRole('button', { name: 'Reply' }));
    await user.type(within(question).getByLabelText('Reply to Sarah Doucette'), 'Yes, tamarack knees are drying now.{Enter}');
    expect(await within(panel).findByText('Yes, tamarack knees are drying now.')).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Hide replies' })).toBeInTheDocument();
  });

  it('edits an own message and marks it edited', async () => {
    const { user, panel } = await openComments('/store', { as: 'franchisee' });
    const welcome = await within(panel).findByRole('article', { name: 'Message from Jacques Thibodeau' });
    await user.click(within(welcome).getByRole('button', { name: 'Edit' }));
    const box = within(welcome).getByLabelText('Edit your message');
    await user.clear(box);
    await user.type(box, 'Welcome! Hemlock knees are ready.{Enter}');
    await waitFor(() => expect(within(welcome).queryByLabelText('Edit your message')).not.toBeInTheDocument());
    expect(within(welcome).getByText('Welcome! Hemlock knees are ready.')).toBeInTheDocument();
    expect(within(welcome).getByText('(edited)')).toBeInTheDocument();
  });

  it("deletes in two steps, and a message with replies becomes 'This message has been deleted'", async () => {
    const { user, panel } = await openComments('/store', { as: 'franchisee' });
    const welcome = await within(panel).findByRole('article', { name: 'Message from Jacques Thibodeau' });
    await user.click(within(welcome).getByRole('button', { name: 'Delete' }));
    const confirm = within(welcome).getByRole('group', { name: 'Confirm delete' });
    expect(within(confirm).getByText('Are you sure?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(welcome).queryByText('Are you sure?')).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Delete' }));
    await user.click(within(within(welcome).getByRole('group', { name: 'Confirm delete' })).getByRole('button', { name: 'Delete' }));
    expect(await within(panel).findByText('This message has been deleted')).toBeInTheDocument();
    expect(within(panel).getByRole('article', { name: 'Deleted message' })).toBeInTheDocument();
  });

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

/** Posts `count` threads one after another, each in a later millisecond, so their order is their number. */
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
    await services.auth.signIn('franchisee@example.com', 'Franchisee!2345');
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
    await services.auth.signIn('franchisee@example.com', 'Franchisee!2345');
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
    const user = userEvent.setup();
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
      queueMicrotask(() => callback([forged], { earlierThreads: 0 }));
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

  it("shows 'You are not authorized to view this page.' when the board refuses the viewer", async () => {
    const services = await createTestServices();
    const board = (await services.boards.findBoard('/discussion'))!;
    await renderApp('/x', { as: 'contributor', services, routes: buildRoutes([{ path: '/x', element: <BoardView board={board} /> }]) });
    expect(await screen.findByText('You are not authorized to view this page.')).toBeInTheDocument();
  });
});
