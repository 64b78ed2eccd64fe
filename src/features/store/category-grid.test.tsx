// Search by type and size (spec §2 /searchtypesize) and its category pages in
// each language: the categories in the spec's order with their states, links
// that stay in the page's language, and a category page and back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { renderApp } from '../../../tests/setup/render-app';

describe('the type-and-size grid’s English words', () => {
  it('are the spec’s, word for word', () => {
    const en = { locale: 'en-CA' } as const;
    expect(m.store_category_knees({}, en)).toBe('Knees');
    expect(m.store_category_sweeps({}, en)).toBe('Sweeps');
    expect(m.store_category_burls({}, en)).toBe('Burls');
    expect(m.store_category_boardwalk({}, en)).toBe('Boardwalk');
    expect(m.store_category_buildings({}, en)).toBe('Buildings');
    expect(m.store_category_spars({}, en)).toBe('Spars');
    expect(m.store_category_timber({}, en)).toBe('Timber');
    expect(m.store_category_live_edge({}, en)).toBe('Live Edge');
    expect(m.store_category_furniture({}, en)).toBe('Furniture');
    expect(m.store_category_custom({}, en)).toBe('Custom');
    expect(m.store_category_custom_action({}, en)).toBe('What can we help you find?');
    expect(m.store_category_knees_browse({}, en)).toBe('Browse knees');
    expect(m.store_category_sweeps_browse({}, en)).toBe('Browse sweeps');
    expect(m.store_category_burls_browse({}, en)).toBe('Browse burls');
    expect(m.store_category_boardwalk_browse({}, en)).toBe('Browse boardwalk');
    expect(m.store_category_buildings_browse({}, en)).toBe('Browse buildings');
    expect(m.store_category_spars_browse({}, en)).toBe('Browse spars');
    expect(m.store_category_timber_browse({}, en)).toBe('Browse timber');
    expect(m.store_category_live_edge_browse({}, en)).toBe('Browse live edge');
    expect(m.store_category_furniture_browse({}, en)).toBe('Browse furniture');
    expect(m.store_category_burls_about({}, en)).toBe('About burls');
    expect(m.store_category_boardwalk_about({}, en)).toBe('About boardwalk');
    expect(m.store_category_buildings_about({}, en)).toBe('About buildings');
    expect(m.store_status_available({}, en)).toBe('Available');
    expect(m.store_status_coming_soon({}, en)).toBe('Coming soon');
    expect(m.store_status_not_yet({}, en)).toBe('Not yet available');
    expect(m.store_back_to_type_size({}, en)).toBe('Back to Type and Size');
  });
});

describe.each(LOCALES)('search by type and size (/searchtypesize) in %s', (locale) => {
  const t = { locale };
  const to = (path: string) => localizePath(path, locale);

  async function renderGrid() {
    const view = await renderApp(to(paths.searchTypeSize));
    await screen.findByRole('heading', { level: 1, name: m.store_type_size_title({}, t) });
    return { ...view, main: within(screen.getByRole('main')) };
  }

  function card(name: string) {
    const item = screen.getByRole('heading', { level: 2, name }).closest('li');
    if (!item) throw new Error(`No card for ${name}`);
    return within(item);
  }

  it('lists the categories in the spec order, then the Custom box', async () => {
    const { main } = await renderGrid();
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByText(m.store_type_size_lead({}, t))).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      m.store_category_knees({}, t),
      m.store_category_sweeps({}, t),
      m.store_category_burls({}, t),
      m.store_category_boardwalk({}, t),
      m.store_category_buildings({}, t),
      m.store_category_spars({}, t),
      m.store_category_timber({}, t),
      m.store_category_live_edge({}, t),
      m.store_category_furniture({}, t),
      m.store_category_custom({}, t),
    ]);
  });

  it.each([
    [m.store_category_knees, m.store_category_knees_browse, m.store_category_knees_text, paths.knees],
    [m.store_category_sweeps, m.store_category_sweeps_browse, m.store_category_sweeps_text, paths.sweeps],
  ])('%# is active: a link to its page', async (name, action, text, href) => {
    await renderGrid();
    const item = card(name({}, t));
    const link = item.getByRole('link', { name: action({}, t) });
    expect(link).toHaveAttribute('href', to(href));
    expect(link).toHaveAccessibleDescription(`${text({}, t)} ${m.store_status_available({}, t)}`);
    expect(item.queryByRole('button')).not.toBeInTheDocument();
    expect(item.getByText(m.store_status_available({}, t))).toBeInTheDocument();
  });

  it.each([
    [m.store_category_burls, m.store_category_burls_browse, m.store_category_burls_about, paths.burls],
    [m.store_category_boardwalk, m.store_category_boardwalk_browse, m.store_category_boardwalk_about, paths.boardwalk],
    [m.store_category_buildings, m.store_category_buildings_browse, m.store_category_buildings_about, paths.buildings],
  ])('%# is linked but its button is disabled', async (name, action, about, href) => {
    await renderGrid();
    const item = card(name({}, t));
    expect(item.getByRole('button', { name: action({}, t) })).toBeDisabled();
    expect(item.getByRole('link', { name: about({}, t) })).toHaveAttribute('href', to(href));
    expect(item.getByText(m.store_status_coming_soon({}, t))).toBeInTheDocument();
  });

  it.each([
    [m.store_category_spars, m.store_category_spars_browse],
    [m.store_category_timber, m.store_category_timber_browse],
    [m.store_category_live_edge, m.store_category_live_edge_browse],
    [m.store_category_furniture, m.store_category_furniture_browse],
  ])('%# is disabled, with no link', async (name, action) => {
    await renderGrid();
    const item = card(name({}, t));
    expect(item.getByRole('button', { name: action({}, t) })).toBeDisabled();
    expect(item.queryByRole('link')).not.toBeInTheDocument();
    expect(item.getByText(m.store_status_not_yet({}, t))).toBeInTheDocument();
  });

  it('has a Custom box asking what we can help you find, leading to /custom', async () => {
    await renderGrid();
    const custom = card(m.store_category_custom({}, t));
    expect(custom.getByText(m.store_category_custom_text({}, t))).toBeInTheDocument();
    expect(custom.getByRole('link', { name: m.store_category_custom_action({}, t) })).toHaveAttribute('href', to(paths.custom));
  });

  it('leads from a linked-but-disabled category to its page and back', async () => {
    const user = userEvent.setup({ delay: null });
    const { main, router } = await renderGrid();
    await user.click(main.getByRole('link', { name: m.store_category_burls_about({}, t) }));

    const page = within(await screen.findByRole('main'));
    expect(await page.findByRole('heading', { level: 1, name: m.store_category_burls({}, t) })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${m.store_category_burls({}, t)} | ${SITE_NAME}`));
    expect(page.getByRole('heading', { level: 2, name: m.store_category_burls_about({}, t) })).toBeInTheDocument();
    expect(page.getByText(m.store_category_burls_lead({}, t))).toBeInTheDocument();
    expect(page.getByText(m.store_category_burls_closed({}, t))).toBeInTheDocument();
    expect(page.getByRole('link', { name: m.store_ask_custom_order({}, t) })).toHaveAttribute('href', to(paths.custom));

    await user.click(page.getByRole('link', { name: m.store_back_to_type_size({}, t) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(to(paths.searchTypeSize)));
    expect(await screen.findByRole('heading', { level: 1, name: m.store_type_size_title({}, t) })).toBeInTheDocument();
  });

  it('shows the buildings page', async () => {
    await renderApp(to(paths.buildings));
    expect(await screen.findByRole('heading', { level: 1, name: m.store_category_buildings({}, t) })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 2, name: m.store_category_buildings_about({}, t) })).toBeInTheDocument();
    expect(main.getByText(m.store_category_buildings_body_2({}, t))).toBeInTheDocument();
    expect(main.getByText(m.store_category_buildings_closed({}, t))).toBeInTheDocument();
  });
});
