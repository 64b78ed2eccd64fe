// The shell in each language (issue 17): header, footer, banner, skip link and
// page description, every link staying in the page's language, with the texts
// from the catalogue; then the not-found and error screens on French pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { renderApp } from '../../../tests/setup/render-app';
import { expectConsole } from '../../../tests/setup/vitest.setup';
import { buildRoutes } from '../router';

const NBSP = '\u00a0';

async function renderShell(path: string, as?: 'admin' | 'franchisee' | 'contributor') {
  const view = await renderApp(path, { as });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('the spec’s English texts of the shell', () => {
  it('are the catalogue’s', () => {
    const en = { locale: 'en-CA' } as const;
    expect(m.shell_header_join({}, en)).toBe('Join Us');
    expect(m.shell_header_logout({}, en)).toBe('Logout');
    expect(m.shell_header_discussion({}, en)).toBe('Discussion');
    expect(m.shell_header_admin({}, en)).toBe('Admin');
    expect(m.shell_footer_contact({}, en)).toBe('Contact Us');
    expect(m.shell_footer_comments({}, en)).toBe('Comments');
    expect(m.shell_footer_price({}, en)).toBe('Price?');
    expect(m.shell_footer_to_store({}, en)).toBe('To Store');
    expect(m.shell_banner_text({}, en)).toBe('This website is under development and some parts are not fully functioning');
  });
});

describe.each(LOCALES)('the shell in %s', (locale) => {
  const t = { locale };
  const at = (path: string) => localizePath(path, locale);
  const nav = () => screen.getByRole('navigation', { name: m.shell_header_nav_label({}, t) });

  it('offers Join Us, the Menu button and the skip link', async () => {
    await renderShell(at('/temp'));
    expect(await within(nav()).findByRole('link', { name: m.shell_header_join({}, t) })).toHaveAttribute('href', at('/register'));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: m.shell_header_menu({}, t) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.shell_skip_to_main({}, t) })).toHaveAttribute('href', '#main');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Atlantic Timber Consortium' })).toHaveAttribute('href', at('/store'));
  });

  it('marks the current page', async () => {
    await renderShell(at('/register'));
    expect(await within(nav()).findByRole('link', { name: m.shell_header_join({}, t) })).toHaveAttribute('aria-current', 'page');
  });

  it('gives an admin Discussion, Admin and the account menu, whose Logout returns to the store', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderShell(at('/discussion'), 'admin');
    const discussion = await within(nav()).findByRole('link', { name: m.shell_header_discussion({}, t) });
    expect(discussion).toHaveAttribute('href', at('/discussion'));
    expect(discussion).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: m.shell_header_admin({}, t) })).toHaveAttribute('href', at('/admin'));
    await user.click(await within(nav()).findByRole('button', { name: m.shell_header_account({ name: 'Morgan MacLeod' }, t) }));
    await user.click(within(nav()).getByRole('button', { name: m.shell_header_logout({}, t) }));
    expect(await within(nav()).findByRole('link', { name: m.shell_header_join({}, t) })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(at('/store')));
  });

  it('shows Contact Us, Comments and Price? in the footer of a store page', async () => {
    await renderShell(at('/knees'));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Atlantic Timber Consortium' })).toHaveAttribute('href', at('/'));
    expect(within(footer).getByRole('link', { name: m.shell_footer_contact({}, t) })).toHaveAttribute('href', at('/contact'));
    expect(await within(footer).findByRole('button', { name: m.shell_footer_comments({}, t) })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: m.shell_footer_price({}, t) })).toHaveAttribute('href', at('/pricing'));
    expect(within(footer).queryByRole('link', { name: m.shell_footer_to_store({}, t) })).not.toBeInTheDocument();
    expect(within(footer).getByText(m.shell_footer_note({}, t))).toBeInTheDocument();
  });

  it('shows To Store in the footer of a page without a board', async () => {
    await renderShell(at('/contact'));
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: m.shell_footer_to_store({}, t) })).toHaveAttribute('href', at('/store'));
    expect(within(footer).queryByRole('button', { name: m.shell_footer_comments({}, t) })).not.toBeInTheDocument();
  });

  it('shows the development notice, which closes', async () => {
    const user = userEvent.setup({ delay: null });
    await renderShell(at('/temp'));
    const text = m.shell_banner_text({}, t);
    const notice = screen.getByRole('region', { name: m.shell_banner_label({}, t) });
    expect(within(notice).getByText(text)).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: m.shell_banner_close({}, t) }));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
});

// What only the French pages show: French headings and titles, and the English
// section anchors under French names.
describe('the header in French', () => {
  const nav = () => screen.getByRole('navigation', { name: 'Principale' });
  const renderFrench = renderShell;

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
    const user = userEvent.setup({ delay: null });
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
});

describe('the page description', () => {
  const description = () => document.head.querySelector('meta[name="description"]');

  it('is the site’s own, in each language', async () => {
    const english = await renderShell('/temp');
    await waitFor(() =>
      expect(description()).toHaveAttribute(
        'content',
        'Atlantic Timber Consortium: six Atlantic Canadian forestry and wood-products businesses. Shop knees, sweeps and custom timber by type, size or species.',
      ),
    );
    english.unmount();
    await renderShell('/fr/temp');
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
    await renderShell('/fr/nulle-part');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Il n’y a aucune page à l’adresse /fr/nulle-part. Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
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
    expect(await screen.findByRole('heading', { level: 1, name: m.shell_error_unexpected_title({}, { locale: 'fr-CA' }) })).toBeInTheDocument();
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
