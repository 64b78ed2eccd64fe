// The app's <Link> (written from the router's hooks, not React Router's own):
// a plain click moves within the app in the page's language and carries the
// link's state; a click the browser should handle (a modifier key, another
// window) and an absolute URL are left to the browser.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from './context';
import { LOCALES, localizePath, type Locale } from './locale';
import { Link } from './navigation';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function renderLinks(locale: Locale) {
  const page = (
    <LocaleProvider locale={locale}>
      <Link to="/knees?arm=36" state={{ from: 'store' }}>
        Knees
      </Link>
      <Link to="/sweeps" target="_blank">
        Sweeps in a new window
      </Link>
      <Link to="https://example.org/tables">Wood Handbook</Link>
      <Link to="#filters">Filters</Link>
      <Where />
    </LocaleProvider>
  );
  const start = localizePath('/store', locale);
  const router = createMemoryRouter(
    [
      { path: '/*', element: page },
      { path: '/fr/*', element: page },
    ],
    { initialEntries: [start] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * Whether the app took the last click (called preventDefault). The document
 * hears it after React's root, and then stops the browser from following the
 * link (a test page has nowhere to go).
 */
let appTookClick: boolean | undefined;
const listen = (event: Event) => {
  appTookClick = event.defaultPrevented;
  event.preventDefault();
};
beforeEach(() => document.addEventListener('click', listen));
afterEach(() => document.removeEventListener('click', listen));

describe.each(LOCALES)('Link (%s)', (locale) => {
  it('points at the page in the language on screen and moves there in the app, with its state', async () => {
    const router = renderLinks(locale);
    const link = screen.getByRole('link', { name: 'Knees' });
    expect(link).toHaveAttribute('href', `${localizePath('/knees', locale)}?arm=36`);
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent(`${localizePath('/knees', locale)}?arm=36 {"from":"store"}`);
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a modified click, another window and an absolute URL to the browser', () => {
    const router = renderLinks(locale);
    const knees = screen.getByRole('link', { name: 'Knees' });
    fireEvent.click(knees, { ctrlKey: true });
    expect(appTookClick).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Sweeps in a new window' }));
    expect(appTookClick).toBe(false);
    const external = screen.getByRole('link', { name: 'Wood Handbook' });
    expect(external).toHaveAttribute('href', 'https://example.org/tables');
    fireEvent.click(external);
    expect(appTookClick).toBe(false);
    expect(router.state.location.pathname).toBe(localizePath('/store', locale));
    // The same link, clicked plainly, is the app's.
    fireEvent.click(knees);
    expect(appTookClick).toBe(true);
  });

  it('keeps a bare #section on the page it is on', () => {
    renderLinks(locale);
    expect(screen.getByRole('link', { name: 'Filters' })).toHaveAttribute('href', `${localizePath('/store', locale)}#filters`);
  });
});
