import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('focus on navigation', () => {
  it('leaves focus alone on the first load', async () => {
    await renderApp('/store');
    await heading('Timber Store');
    // Give the effects time to run: nothing takes focus.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
  });

  it('moves focus to the new page’s heading after a link, and back after Back', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/store');
    await heading('Timber Store');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact Us' }));
    const contact = await heading('Contact Us');
    await waitFor(() => expect(contact).toHaveFocus());
    // Focusable only while it has focus: Tab never stops on it.
    expect(contact).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(contact).not.toHaveFocus();
    expect(contact).not.toHaveAttribute('tabindex');

    await router.navigate(-1);
    const store = await heading('Timber Store');
    await waitFor(() => expect(store).toHaveFocus());
  });

  it('moves focus from a header link, which stays on screen, to the new page', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/contact');
    await heading('Contact Us');
    const brand = within(screen.getByRole('banner')).getByRole('link', { name: 'Atlantic Timber Consortium' });
    brand.focus();
    await user.keyboard('{Enter}');
    const store = await heading('Timber Store');
    await waitFor(() => expect(store).toHaveFocus());
  });

  it('leaves focus alone when only the search or hash changes, or the new URL has a #fragment', async () => {
    const { router } = await renderApp('/store');
    await heading('Timber Store');
    const link = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact Us' });
    link.focus();
    await router.navigate('/store?view=all');
    await router.navigate('/store#top');
    expect(link).toHaveFocus();

    await router.navigate('/contact#contact-form');
    await heading('Contact Us');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });
});
