import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/setup/render-app';

// jsdom applies no stylesheet, so both the wide name and the narrow
// abbreviation are in the link's name here; a browser shows one (tests/e2e).
const toggle = () => within(screen.getByRole('banner')).getByRole('link', { name: /^(Français|English)/ });

describe('the language toggle', () => {
  beforeEach(() => window.localStorage.clear());

  it('leads from an English page to the same page in French, keeping the query and the hash, and back', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/byspeciesfilter?view=simple#list');
    const french = await waitFor(toggle);
    expect(french).toHaveTextContent('Français');
    expect(french).toHaveAttribute('lang', 'fr-CA');
    expect(french).toHaveAttribute('hreflang', 'fr-CA');
    expect(french).toHaveAttribute('href', '/fr/byspeciesfilter?view=simple#list');

    await user.click(french);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/byspeciesfilter'));
    expect(router.state.location.search).toBe('?view=simple');
    expect(router.state.location.hash).toBe('#list');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr-CA'));

    const english = await waitFor(toggle);
    expect(english).toHaveTextContent('English');
    expect(english).toHaveAttribute('lang', 'en-CA');
    expect(english).toHaveAttribute('href', '/byspeciesfilter?view=simple#list');
    await user.click(english);
    await waitFor(() => expect(router.state.location.pathname).toBe('/byspeciesfilter'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en-CA'));
  });

  it('is remembered: / then leads to the store in the language chosen', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/quality');
    await user.click(await waitFor(toggle));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/fr/quality'));
    first.unmount();

    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/store'));
  });

  it('lets / lead to the English store when nothing was chosen, and /fr to the French one', async () => {
    const english = await renderApp('/');
    await waitFor(() => expect(english.router.state.location.pathname).toBe('/store'));
    english.unmount();
    const french = await renderApp('/fr');
    await waitFor(() => expect(french.router.state.location.pathname).toBe('/fr/store'));
  });

  it('gives each page its alternates in both languages and the default', async () => {
    await renderApp('/fr/quality');
    await waitFor(() => expect(document.head.querySelector('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', 'http://localhost:4173/fr/quality'));
    expect(document.head.querySelector('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', 'http://localhost:4173/quality');
    expect(document.head.querySelector('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'http://localhost:4173/quality');
  });
});
