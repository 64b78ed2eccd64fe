// Shared end-to-end helpers: log in as a seeded demo account.
import { expect, type Page } from '@playwright/test';

export const accounts = {
  admin: { email: 'admin@example.com', password: 'Admin!2345', name: 'Morgan MacLeod' },
  franchisee: { email: 'franchisee@example.com', password: 'Franchisee!2345', name: 'Jacques Thibodeau' },
  contributor: { email: 'contributor@example.com', password: 'Contributor!2345', name: 'Sarah Doucette' },
} as const;

export type AccountRole = keyof typeof accounts;

export async function login(page: Page, role: AccountRole): Promise<void> {
  const account = accounts[role];
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: `Account: ${account.name}` })).toBeVisible();
}
