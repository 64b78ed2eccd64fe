// The store landing (spec §2 /store) in each language: the three search boxes
// with links that stay in the page's language, and the filters, whose labels
// are translated over the same values.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_NAME } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { LOCALES, localizePath } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import { renderApp } from '../../../tests/setup/render-app';

const labelsOf = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => ({ label: radio.closest('label')?.textContent, value: radio.getAttribute('value'), checked: radio.matches(':checked') }));

describe('the store landing’s English words', () => {
  it('are the spec’s, word for word', () => {
    const en = { locale: 'en-CA' } as const;
    expect(m.store_title({}, en)).toBe('Timber Store');
    expect(m.store_search_type_size_title({}, en)).toBe('Search by Type and Size');
    expect(m.store_search_type_size_action({}, en)).toBe('Search by type and size');
    expect(m.store_search_species_title({}, en)).toBe('Search by Species');
    expect(m.store_search_species_action({}, en)).toBe('Search by species');
    expect(m.store_search_performance_title({}, en)).toBe('Search by Performance');
    expect(m.store_search_performance_action({}, en)).toBe('Search by performance');
    expect(m.store_filter_post_code({}, en)).toBe('Zip/post code');
    expect(m.store_filter_local({}, en)).toBe('Local');
    expect(m.store_filter_carbon({}, en)).toBe('Carbon');
    expect(m.store_filter_source({}, en)).toBe('Source');
    expect(m.store_filter_urgency({}, en)).toBe('Urgency');
    expect(m.store_filter_any({}, en)).toBe('Any');
    expect(m.store_filter_carbon_low({}, en)).toBe('Low');
    expect(m.store_filter_carbon_medium({}, en)).toBe('Medium');
    expect(m.store_filter_carbon_high({}, en)).toBe('High');
    expect(m.store_filter_source_salvage({}, en)).toBe('Salvage');
    expect(m.store_filter_source_urban({}, en)).toBe('Urban');
    expect(m.store_filter_source_woodlot({}, en)).toBe('Woodlot');
    expect(m.store_filter_urgency_shopping({}, en)).toBe('Shopping');
    expect(m.store_filter_urgency_browsing({}, en)).toBe('Just Browsing');
  });
});

describe.each(LOCALES)('store landing (/store) in %s', (locale) => {
  const t = { locale };

  async function renderStore() {
    const view = await renderApp(localizePath(paths.store, locale));
    await screen.findByRole('heading', { level: 1, name: m.store_title({}, t) });
    return { ...view, main: within(screen.getByRole('main')) };
  }

  const group = (name: string) => screen.getByRole('group', { name });
  const radio = (groupName: string, name: string) => within(group(groupName)).getByRole('radio', { name });

  it('offers the three search boxes: type and size, species, and a disabled performance search', async () => {
    const { main } = await renderStore();
    expect(document.title).toBe(`${m.store_title({}, t)} | ${SITE_NAME}`);
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main.getByText(m.store_lead({}, t))).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      m.store_search_type_size_title({}, t),
      m.store_search_species_title({}, t),
      m.store_search_performance_title({}, t),
      m.store_filters_heading({}, t),
    ]);

    const typeAndSize = main.getByRole('link', { name: m.store_search_type_size_action({}, t) });
    expect(typeAndSize).toHaveAttribute('href', localizePath(paths.searchTypeSize, locale));
    expect(typeAndSize).toHaveAccessibleDescription(m.store_search_type_size_text({}, t));
    const species = main.getByRole('link', { name: m.store_search_species_action({}, t) });
    expect(species).toHaveAttribute('href', localizePath(paths.bySpecies, locale));
    expect(species).toHaveAccessibleDescription(m.store_search_species_text({}, t));
    const performance = main.getByRole('button', { name: m.store_search_performance_action({}, t) });
    expect(performance).toBeDisabled();
    expect(performance).toHaveAccessibleDescription(`${m.store_search_performance_text({}, t)} ${m.store_coming_soon({}, t)}`);
    expect(main.queryByRole('link', { name: m.store_search_performance_action({}, t) })).not.toBeInTheDocument();
  });

  it('shows the filters with the spec options and defaults, translated over the same values', async () => {
    const { main } = await renderStore();
    expect(main.getByRole('textbox', { name: m.store_filter_post_code({}, t) })).toHaveValue('');
    expect(main.getByRole('checkbox', { name: m.store_filter_local({}, t) })).not.toBeChecked();

    const any = m.store_filter_any({}, t);
    expect(labelsOf(group(m.store_filter_carbon({}, t)))).toEqual([
      { label: any, value: 'Any', checked: true },
      { label: m.store_filter_carbon_low({}, t), value: 'Low', checked: false },
      { label: m.store_filter_carbon_medium({}, t), value: 'Medium', checked: false },
      { label: m.store_filter_carbon_high({}, t), value: 'High', checked: false },
    ]);
    expect(labelsOf(group(m.store_filter_source({}, t)))).toEqual([
      { label: m.store_filter_source_salvage({}, t), value: 'Salvage', checked: false },
      { label: m.store_filter_source_urban({}, t), value: 'Urban', checked: false },
      { label: m.store_filter_source_woodlot({}, t), value: 'Woodlot', checked: false },
      { label: any, value: 'Any', checked: true },
    ]);
    expect(labelsOf(group(m.store_filter_urgency({}, t)))).toEqual([
      { label: m.store_filter_urgency_shopping({}, t), value: 'Shopping', checked: false },
      { label: m.store_filter_urgency_browsing({}, t), value: 'Just Browsing', checked: true },
    ]);
  });

  it('keeps the filter choices in the URL and carries them to the knee and sweep searches', async () => {
    const user = userEvent.setup({ delay: null });
    const { main, router } = await renderStore();
    const carbon = m.store_filter_carbon({}, t);
    const postalCode = main.getByRole('textbox', { name: m.store_filter_post_code({}, t) });

    await user.type(postalCode, 'B4N 1A1');
    await user.click(main.getByRole('checkbox', { name: m.store_filter_local({}, t) }));
    await user.click(radio(carbon, m.store_filter_carbon_low({}, t)));
    await user.click(radio(m.store_filter_source({}, t), m.store_filter_source_woodlot({}, t)));
    await user.click(radio(m.store_filter_urgency({}, t), m.store_filter_urgency_shopping({}, t)));

    expect(postalCode).toHaveValue('B4N 1A1');
    expect(main.getByRole('checkbox', { name: m.store_filter_local({}, t) })).toBeChecked();
    expect(radio(carbon, m.store_filter_carbon_low({}, t))).toBeChecked();
    expect(radio(carbon, m.store_filter_any({}, t))).not.toBeChecked();
    expect(radio(m.store_filter_source({}, t), m.store_filter_source_woodlot({}, t))).toBeChecked();
    expect(radio(m.store_filter_urgency({}, t), m.store_filter_urgency_shopping({}, t))).toBeChecked();
    // Nothing to submit: the only button on the page is the disabled performance search.
    expect(main.getAllByRole('button')).toEqual([main.getByRole('button', { name: m.store_search_performance_action({}, t) })]);
    const carried = '?postal=B4N+1A1&local=1&carbon=low&source=woodlot';
    expect(router.state.location.search).toBe(carried);
    await user.click(main.getByRole('link', { name: m.store_search_type_size_action({}, t) }));
    const knees = await screen.findByRole('link', { name: m.store_category_knees_browse({}, t) });
    expect(knees).toHaveAttribute('href', `${localizePath(paths.knees, locale)}${carried}`);
    await user.click(knees);
    // On /knees the filters are shown as chosen, and can be changed there.
    await screen.findByRole('heading', { level: 1, name: m.store_category_knees({}, t) });
    expect(screen.getByRole('textbox', { name: m.store_filter_post_code({}, t) })).toHaveValue('B4N 1A1');
    expect(radio(carbon, m.store_filter_carbon_low({}, t))).toBeChecked();
    await user.click(radio(carbon, m.store_filter_carbon_high({}, t)));
    expect(router.state.location.search).toBe('?postal=B4N+1A1&local=1&carbon=high&source=woodlot');
  });

  it('says what each carbon class means', async () => {
    const { main } = await renderStore();
    // Read after the filters (a chunk of its own); the no-break spaces of French are read as spaces.
    for (const meaning of [m.store_carbon_means({}, t), m.store_carbon_low_means({}, t), m.store_carbon_medium_means({}, t), m.store_carbon_high_means({}, t)]) {
      expect(await main.findByText(meaning.replace(/\u00a0/g, ' '))).toBeInTheDocument();
    }
  });
});
