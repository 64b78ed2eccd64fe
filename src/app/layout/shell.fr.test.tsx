// The shell on French pages (issue 17): header, footer, banner, skip link,
// page description, the not-found and error screens, in Canadian French, with
// every link staying in French.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { buildRoutes } from '../router';

const NBSP = '\u00a0';
const nav = () => screen.getByRole('navigation', { name: 'Principale' });

async function renderFrench(path: string, as?: 'admin' | 'franchisee' | 'contributor') {
  const view = await renderApp(path, { as });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the header in French', () => {
  it('offers Joignez-vous à nous, the Menu button and the skip link, all in French', async () => {
    await renderFrench('/fr/temp');
    expect(screen.getByRole('heading', { level: 1, name: 'Ceci est une page temporaire' })).toBeInTheDocument();
    expect(await within(nav()).findByRole('link', { name: 'Joignez-vous à nous' })).toHaveAttribute('href', '/fr/register');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toHaveAttribute('href', '#main');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Atlantic Timber Consortium' })).toHaveAttribute('href', '/fr/store');
    await waitFor(() => expect(document.title).toBe('Page temporaire | Atlantic Timber Consortium'));
  });

  it('names the content dropdowns and their sections in French, with the English anchors', async () => {
    const user = userEvent.setup();
    await renderFrench('/fr/temp');
    expect(within(nav()).getByRole('button', { name: 'Notre histoire' })).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Patrimoine' })).toBeInTheDocument();
    await user.click(within(nav()).getByRole('button', { name: 'Qualité' }));
    // Role names are matched as they are: the colon's non-breaking space is part of the name.
    expect(within(nav()).getByRole('link', { name: `Qualité${NBSP}: vue d’ensemble` })).toHaveAttribute('href', '/fr/quality');
    expect(within(nav()).getByRole('link', { name: 'Résistance et classes' })).toHaveAttribute('href', '/fr/quality#strength-and-grades');
    expect(within(nav()).getByRole('link', { name: 'Durabilité' })).toHaveAttribute('href', '/fr/quality#durability');
    expect(within(nav()).getByRole('link', { name: 'Aspect' })).toHaveAttribute('href', '/fr/quality#appearance');
    expect(within(nav()).getByRole('link', { name: 'Récits' })).toHaveAttribute('href', '/fr/quality#stories');
    await user.click(within(nav()).getByRole('button', { name: 'Écologie' }));
    expect(within(nav()).getByRole('link', { name: 'Quelles essences poussent où' })).toHaveAttribute('href', '/fr/ecology#intro');
    expect(within(nav()).getByRole('link', { name: 'Carbone' })).toHaveAttribute('href', '/fr/ecology#carbon');
    expect(within(nav()).getByRole('link', { name: 'Facteurs humains' })).toHaveAttribute('href', '/fr/ecology#human-factors');
  });

  it('marks the current page in French too', async () => {
    await renderFrench('/fr/register');
    expect(await within(nav()).findByRole('link', { name: 'Joignez-vous à nous' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives an admin Discussion, Administration and the account menu in French', async () => {
    const user = userEvent.setup();
    const { router } = await renderFrench('/fr/discussion', 'admin');
    const discussion = await within(nav()).findByRole('link', { name: 'Discussion' });
    expect(discussion).toHaveAttribute('href', '/fr/discussion');
    expect(discussion).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/fr/admin');
    await user.click(await within(nav()).findByRole('button', { name: `Compte${NBSP}: Morgan MacLeod` }));
    await user.click(within(nav()).getByRole('button', { name: 'Déconnexion' }));
    expect(await within(nav()).findByRole('link', { name: 'Joignez-vous à nous' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/store'));
  });
});

describe('the footer in French', () => {
  it('shows Nous joindre, Commentaires and Prix? on a store page', async () => {
    await renderFrench('/fr/knees');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Atlantic Timber Consortium' })).toHaveAttribute('href', '/fr');
    expect(within(footer).getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/fr/contact');
    expect(await within(footer).findByRole('button', { name: 'Commentaires' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Prix?' })).toHaveAttribute('href', '/fr/pricing');
    expect(within(footer).queryByRole('link', { name: 'Vers la boutique' })).not.toBeInTheDocument();
    expect(
      within(footer).getByText('Six entreprises du Canada atlantique en foresterie et en produits du bois, du boisé à l’architecte.'),
    ).toBeInTheDocument();
  });

  it('shows Vers la boutique on a page without a board', async () => {
    await renderFrench('/fr/contact');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Vers la boutique' })).toHaveAttribute('href', '/fr/store');
    expect(within(footer).queryByRole('button', { name: 'Commentaires' })).not.toBeInTheDocument();
  });
});

describe('the development banner in French', () => {
  it('shows its notice in French and closes', async () => {
    const user = userEvent.setup();
    await renderFrench('/fr/temp');
    const text = 'Ce site Web est en cours de développement et certaines parties ne fonctionnent pas encore entièrement';
    const notice = screen.getByRole('region', { name: 'Avis du site' });
    expect(within(notice).getByText(text)).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Fermer l’avis' }));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});

describe('the page description', () => {
  const description = () => document.head.querySelector('meta[name="description"]');

  it('is the site’s own, in each language', async () => {
    const english = await renderFrench('/temp');
    await waitFor(() =>
      expect(description()).toHaveAttribute(
        'content',
        'Atlantic Timber Consortium: six Atlantic Canadian forestry and wood-products businesses. Shop knees, sweeps and custom timber by type, size or species.',
      ),
    );
    english.unmount();
    await renderFrench('/fr/temp');
    await waitFor(() =>
      expect(description()).toHaveAttribute(
        'content',
        `Atlantic Timber Consortium${NBSP}: six entreprises du Canada atlantique en foresterie et en produits du bois. Magasinez des courbes, des pièces arquées et du bois sur mesure par type, dimension ou essence.`,
      ),
    );
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});

describe('the not-found and error screens in French', () => {
  it('says Page introuvable and leads back to the French store', async () => {
    await renderFrench('/fr/nulle-part');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Il n’y a aucune page à l’adresse /fr/nulle-part. Elle a peut-être été déplacée, à moins que l’adresse ne comporte une faute de frappe.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('/fr/nulle-part').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Aller à la boutique' })).toHaveAttribute('href', '/fr/store');
    await waitFor(() => expect(document.title).toBe('Page introuvable | Atlantic Timber Consortium'));
  });

  it('shows the unexpected error in French, with a way back to the French store', async () => {
    function Broken(): never {
      throw new Error('Kaboom');
    }
    await renderApp('/fr/broken', { routes: buildRoutes([{ path: '/broken', Component: Broken }]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erreur inattendue de l’application!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/fr/store');
    expectConsole('error', /Kaboom|error occurred/);
  });

  it('shows a failed download in French, with Recharger', async () => {
    const routes = buildRoutes([
      { path: '/lazy', lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/lazy.js')) },
    ]);
    await renderApp('/fr/lazy', { routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Échec du chargement d’une partie du site' })).toBeInTheDocument();
    expect(
      screen.getByText('Une partie du site n’a pas pu être téléchargée. Vérifiez votre connexion, puis rechargez la page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Échec du chargement d’une partie du site | Atlantic Timber Consortium'));
  });
});
