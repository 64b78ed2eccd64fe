import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

describe('development banner', () => {
  it('is visible at first with the spec’s text and can be closed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/temp');
    await screen.findByRole('heading', { name: 'This is a temporary page' });
    expect(screen.getByText('This website is under development and some parts are not fully functioning')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByText('This website is under development and some parts are not fully functioning')).not.toBeInTheDocument();
  });
});
