// The boards in Canadian French (issue 17): the same boards at /fr paths, every
// text a visitor reads, hears or clicks in French, dates as 'Aujourd’hui, 14 h 05'.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildRoutes } from '../../app/router';
import { LocaleProvider, m } from '../../i18n';
import type { Services } from '../../services/api';
import type { Message } from '../../domain/types';
import { DELETED_MESSAGE } from '../../domain/messages';
import { buildMessage } from '../../../tests/builders';
import { createTestServices, renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { BoardView, InteractionPrompt } from './board-view';

/** A paragraph whose whole text (links included) is `text`. */
const paragraph = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

async function openComments(path: string, options: Parameters<typeof renderApp>[1] = {}) {
  const user = userEvent.setup();
  const view = await renderApp(path, options);
  await screen.findByRole('heading', { level: 1 });
  await user.click(await within(screen.getByRole('contentinfo')).findByRole('button', { name: 'Commentaires' }));
  const panel = await screen.findByRole('region', { name: 'Commentaires' });
  return { ...view, user, panel };
}

/** A board whose live list is `messages`, for the discussion page. */
async function servicesShowing(messages: Message[]): Promise<Services> {
  const base = await createTestServices();
  const watchMessages: Services['boards']['watchMessages'] = (_boardId, _options, callback) => {
    queueMicrotask(() => callback(messages, { earlierThreads: 0 }));
    return () => undefined;
  };
  return { ...base, boards: { ...base.boards, watchMessages } };
}

async function postThreads(services: Services, boardId: string, count: number) {
  const posted = [];
  for (let index = 1; index <= count; index += 1) {
    posted.push(await services.boards.postMessage({ boardId, content: `Question ${index}`, replyTo: null, files: [] }));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return posted;
}

describe('comment board, in French', () => {
  it('finds the board of /store at /fr/store, with French authors’ labels, dates and reply buttons', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 21, 15, 0) });
    onTestFinished(() => void vi.useRealTimers());
    const { user, panel } = await openComments('/fr/store');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Commentaires' })).toBeInTheDocument();
    const welcome = await within(panel).findByRole('article', { name: 'Message publié par Jacques Thibodeau' });
    expect(within(welcome).getByText(/Welcome to the store!/)).toBeInTheDocument();
    expect(within(welcome).getByText(/^Hier, \d{1,2} h \d{2}$/)).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: 'Messages\u00a0: Commentaires' })).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Afficher les réponses (1)' }));
    expect(within(panel).getByText(/tamarack knees/)).toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Masquer les réponses' }));
    expect(within(panel).queryByText(/tamarack knees/)).not.toBeInTheDocument();
  });

  it('asks anonymous visitors to register or log in, with links to the French pages', async () => {
    const { panel } = await openComments('/fr/store');
    await within(panel).findByText(/Welcome to the store!/);
    expect(within(panel).getByText(paragraph('Inscrivez-vous ou connectez-vous pour participer à la conversation.'))).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Inscrivez-vous' })).toHaveAttribute('href', '/fr/register');
    expect(within(panel).getByRole('link', { name: 'connectez-vous' })).toHaveAttribute('href', '/fr/login');
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says 'Aucun message pour l’instant.' on an empty board", async () => {
    const { panel } = await openComments('/fr/sweeps');
    expect(await within(panel).findByText('Aucun message pour l’instant.')).toBeInTheDocument();
  });

  it('posts a message, dated today in French and held for approval', async () => {
    const { user, panel } = await openComments('/fr/sweeps', { as: 'contributor' });
    const box = await within(panel).findByLabelText('Ajouter un commentaire');
    expect(within(panel).getByText('Entrée envoie le message; Maj+Entrée ajoute une ligne.')).toBeInTheDocument();
    await user.type(box, 'Sciez-vous des courbes de frêne blanc?');
    await user.click(within(panel).getByRole('button', { name: 'Publier' }));
    const mine = await within(panel).findByRole('article', { name: 'Message publié par Sarah Doucette' });
    expect(within(mine).getByText('Sciez-vous des courbes de frêne blanc?')).toBeInTheDocument();
    expect(within(mine).getByText(/^Aujourd’hui, \d{1,2} h \d{2}$/)).toBeInTheDocument();
    expect(within(mine).getByText('En attente d’approbation')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it("refuses an empty message with 'Message obligatoire'", async () => {
    const { user, panel } = await openComments('/fr/sweeps', { as: 'contributor' });
    await user.type(await within(panel).findByLabelText('Ajouter un commentaire'), '   {Enter}');
    expect(await within(panel).findByText('Message obligatoire')).toBeInTheDocument();
  });

  it('keeps the text and says so in French when sending fails', async () => {
    const base = await createTestServices();
    const services: Services = { ...base, boards: { ...base.boards, postMessage: () => Promise.reject(new Error('offline')) } };
    const { user, panel } = await openComments('/fr/sweeps', { as: 'contributor', services });
    await user.type(await within(panel).findByLabelText('Ajouter un commentaire'), 'Est-ce envoyé?{Enter}');
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent('L’envoi du message a échoué. Veuillez réessayer.'));
    expect(within(panel).getByLabelText('Ajouter un commentaire')).toHaveValue('Est-ce envoyé?');
    expectConsole('error', /Sending the message failed/);
  });

  it('replies with French labels and opens the thread', async () => {
    const { user, panel } = await openComments('/fr/store', { as: 'franchisee' });
    const welcome = await within(panel).findByRole('article', { name: 'Message publié par Jacques Thibodeau' });
    await user.click(within(welcome).getByRole('button', { name: 'Afficher les réponses (1)' }));
    const question = within(panel).getByRole('article', { name: 'Message publié par Sarah Doucette' });
    await user.click(within(question).getByRole('button', { name: 'Répondre' }));
    const box = within(question).getByLabelText('Répondre à Sarah Doucette');
    expect(within(question).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await user.type(box, 'Oui, les courbes de mélèze laricin sèchent.{Enter}');
    expect(await within(panel).findByText('Oui, les courbes de mélèze laricin sèchent.')).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Masquer les réponses' })).toBeInTheDocument();
  });

  it('edits a message and marks it modified', async () => {
    const { user, panel } = await openComments('/fr/store', { as: 'franchisee' });
    const welcome = await within(panel).findByRole('article', { name: 'Message publié par Jacques Thibodeau' });
    await user.click(within(welcome).getByRole('button', { name: 'Modifier' }));
    const box = within(welcome).getByLabelText('Modifiez votre message');
    await user.clear(box);
    await user.type(box, 'Bienvenue! Les courbes de pruche sont prêtes.');
    await user.click(within(welcome).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(welcome).queryByLabelText('Modifiez votre message')).not.toBeInTheDocument());
    expect(within(welcome).getByText('Bienvenue! Les courbes de pruche sont prêtes.')).toBeInTheDocument();
    expect(within(welcome).getByText('(modifié)')).toBeInTheDocument();
  });

  it('deletes in two steps and shows the deleted message in French', async () => {
    const { user, panel } = await openComments('/fr/store', { as: 'franchisee' });
    const welcome = await within(panel).findByRole('article', { name: 'Message publié par Jacques Thibodeau' });
    await user.click(within(welcome).getByRole('button', { name: 'Supprimer' }));
    const confirm = within(welcome).getByRole('group', { name: 'Confirmer la suppression' });
    expect(within(confirm).getByText('Voulez-vous vraiment supprimer ce message?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));
    expect(within(welcome).queryByRole('group')).not.toBeInTheDocument();
    await user.click(within(welcome).getByRole('button', { name: 'Supprimer' }));
    await user.click(within(within(welcome).getByRole('group', { name: 'Confirmer la suppression' })).getByRole('button', { name: 'Supprimer' }));
    expect(await within(panel).findByText('Ce message a été supprimé')).toBeInTheDocument();
    expect(within(panel).getByRole('article', { name: 'Message supprimé' })).toBeInTheDocument();
    // Stored in English, as the spec gives it: only the display is French.
    expect(within(panel).queryByText(DELETED_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows earlier threads with the French count, one and many', async () => {
    const services = await createTestServices();
    await services.auth.signIn('franchisee@example.com', 'Franchisee!2345');
    const board = (await services.boards.findBoard('/sweeps'))!;
    await postThreads(services, board.id, 31);
    await services.auth.signOut();
    const { user } = { user: userEvent.setup() };
    await renderApp('/fr/x', {
      as: 'admin',
      services,
      routes: buildRoutes([{ path: '/x', element: <BoardView board={board} readOnly /> }]),
    });
    const list = await screen.findByRole('list', { name: 'Messages\u00a0: Commentaires' });
    await within(list).findByText('Question 31');
    await user.click(screen.getByRole('button', { name: 'Afficher les messages précédents (1 autre fil)' }));
    expect(within(list).getByText('Question 1')).toBeInTheDocument();
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
      await screen.findByText(paragraph('Le forum de discussion est réservé aux franchisés et aux administrateurs. Connectez-vous si vous en faites partie.')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/fr/login');
    await waitFor(() => expect(document.title).toMatch(/^Forum de discussion \| /));
  });

  it('tells a contributor how to take part', async () => {
    await renderApp('/fr/discussion', { as: 'contributor' });
    expect(
      await screen.findByText(
        paragraph('Le forum de discussion est réservé aux franchisés et aux administrateurs. Demandez à adhérer au consortium pour y participer.'),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demandez à adhérer au consortium' })).toHaveAttribute('href', '/fr/Franchisee');
  });

  it('opens to a franchisee with attachments, and asks for a message or a file', async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
    const unknown = await screen.findByRole('article', { name: 'Message publié par un utilisateur inconnu' });
    expect(within(unknown).getByText('Utilisateur inconnu')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Message supprimé' })).toHaveTextContent('Ce message a été supprimé');
    expect(await screen.findByRole('list', { name: 'Pièces jointes' })).toHaveTextContent('four.png');
  });
});
