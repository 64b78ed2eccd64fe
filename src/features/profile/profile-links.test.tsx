// A link to a section of the profile (/profile#your-data, the privacy page's
// rights) opens the tab that holds it and moves the reader's focus to it, in
// each language.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';
import { PROFILE_SECTIONS, paths } from '../../config/paths';
import { m } from '../../paraglide/messages.js';
import { LOCALES, localizePath } from '../../i18n/locale';

describe.each(LOCALES)('links to a profile section, in %s', (locale) => {
  const t = { locale };
  const open = async (section: string) => {
    await renderApp(`${localizePath(paths.profile, locale)}#${section}`, { as: 'contributor' });
    await screen.findByRole('tablist', { name: m.forms_profile_sections({}, t) });
  };

  it.each([
    [PROFILE_SECTIONS.data, () => m.forms_profile_tab_profile({}, t), () => m.account_data_heading({}, t)],
    [PROFILE_SECTIONS.email, () => m.forms_profile_tab_profile({}, t), () => m.forms_profile_update_email({}, t)],
    [PROFILE_SECTIONS.subscriptions, () => m.forms_profile_tab_status({}, t), () => m.forms_profile_subscriptions({}, t)],
  ])('#%s opens its tab and focuses the section', async (section, tab, heading) => {
    await open(section);
    expect(screen.getByRole('tab', { name: tab() })).toHaveAttribute('aria-selected', 'true');
    const region = await screen.findByRole('region', { name: heading() });
    await waitFor(() => expect(region).toHaveFocus());
  });

  it('opens the first tab for an unknown section', async () => {
    await open('nowhere');
    expect(screen.getByRole('tab', { name: m.forms_profile_tab_profile({}, t) })).toHaveAttribute('aria-selected', 'true');
  });
});
