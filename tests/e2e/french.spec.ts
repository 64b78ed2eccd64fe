// The site in French (issue 17), in Chromium under the production headers:
// French pages prerendered in French, the language toggle at both widths, and
// the flows of the spec in French: a sign-up on the hub, a form's errors, a
// board post and the admin console.
import type { Page } from '@playwright/test';
import { paths } from '../../src/config/paths';
import { accounts, expect, test } from './fixtures';
import { inFrench, pathEnd, settle, visit } from './routes';

async function loginInFrench(page: Page, role: keyof typeof accounts): Promise<void> {
  const account = accounts[role];
  await page.goto(inFrench(paths.login));
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion des membres' })).toBeVisible();
  await page.getByLabel('Courriel').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Accessible names read the no-break space before the colon as a space. A
  // header too wide for its row (an Admin in French) keeps the account behind Menu.
  const accountButton = page.getByRole('button', { name: `Compte : ${account.name}` });
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
  await expect(accountButton.or(menu).first()).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    await expect(accountButton).toBeVisible();
    await menu.click();
  }
  // Signing in leads on in French.
  await expect(page).toHaveURL(pathEnd(inFrench(paths.store)));
}

test('a French page is in French in its HTML, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(inFrench(paths.store));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('link', { name: 'Passer au contenu principal' })).toBeAttached();
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute('href', paths.store);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Nous joindre' })).toBeVisible();
  await expect(page.locator('head link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', 'http://localhost:4173/store');
  await expect(page.locator('head link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', 'http://localhost:4173/fr/store');
  await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'http://localhost:4173/store');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page).toHaveTitle(/\| Atlantic Timber Consortium$/);

  // And the English page stays English.
  await page.goto(paths.store);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await context.close();
});

test.describe('the language toggle', () => {
  test('reads “Français” on a wide screen and leads to the same place in French, query and hash kept', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, `${paths.bySpecies}?view=simple`);
    const toggle = page.getByRole('banner').getByRole('link', { name: 'Français' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('lang', 'fr-CA');
    await expect(toggle).toHaveAttribute('hreflang', 'fr-CA');
    await toggle.click();
    await expect(page).toHaveURL(pathEnd(`${inFrench(paths.bySpecies)}?view=simple`));
    await settle(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible();
  });

  test('reads “FR” on a narrow screen, keeps the #section, and is remembered for /', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, `${paths.quality}#durability`);
    const toggle = page.getByRole('banner').getByRole('link', { name: 'FR' });
    await expect(toggle).toBeVisible();
    // Only the abbreviation shows at this width ("Français" is in the markup, not displayed).
    expect(await toggle.innerText()).toBe('FR');
    await toggle.click();
    await expect(page).toHaveURL(pathEnd(`${inFrench(paths.quality)}#durability`));
    await expect(page.locator('#durability')).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('link', { name: 'EN' })).toBeVisible();

    await page.goto(paths.home);
    await expect(page).toHaveURL(pathEnd(inFrench(paths.store)));
    await settle(page);
  });

  test('opens the page in the other language where the reader was, scrolled as they were', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await visit(page, paths.heritage);
    const heading = page.locator('main h2').nth(1);
    // The reader scrolled down the page (no #section in the URL) until the second section's heading sat under the sticky header.
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    await heading.evaluate((element, below) => window.scrollBy({ top: element.getBoundingClientRect().top - below - 8, behavior: 'instant' }), headerBottom);
    const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
    const before = await top();
    expect(before).toBeCloseTo(headerBottom + 8, 0);
    const section = await heading.getAttribute('id');

    // Clicked where it is, as a reader does: Playwright's click() would first scroll the sticky header "into view", to the page's top.
    const box = await page.getByRole('banner').getByRole('link', { name: 'Français' }).boundingBox();
    if (!box) throw new Error('The toggle is not on screen.');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(pathEnd(inFrench(paths.heritage)));
    await settle(page);
    // The same section in French (its id is the same in both languages), at the same height.
    await expect(heading).toHaveAttribute('id', section ?? '');
    await expect(heading).toBeInViewport();
    await expect.poll(top).toBeCloseTo(before, -1.5);
  });

  test('still switches, from the top and without an error, when the handover code cannot be fetched', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/assets\/language-handoff-[^/]*\.js$/, (route) => route.abort());
    await visit(page, paths.contact);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Épinette noire');
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(pathEnd(inFrench(paths.contact)));
    await settle(page);
    await expect(page.getByRole('textbox', { name: 'Objet' })).toHaveValue('');
    // The blocked fetch itself is the only error the browser reports: no unhandled rejection.
    expect(errors.filter((error) => !/^Failed to load resource/.test(error))).toEqual([]);
  });

  test('keeps what was typed in a form, and back again', async ({ page }) => {
    await visit(page, paths.contact);
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.ca');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Épinette noire, 2x6');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do you deliver to Caraquet?');

    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(pathEnd(inFrench(paths.contact)));
    await expect(page.getByRole('textbox', { name: 'Courriel' })).toHaveValue('ana@example.ca');
    await expect(page.getByRole('textbox', { name: 'Objet' })).toHaveValue('Épinette noire, 2x6');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Do you deliver to Caraquet?');
    // The counter follows the restored text: the form has it, not only the field.
    await expect(page.getByText(/^473\scaractères restants$/)).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(pathEnd(paths.contact));
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Épinette noire, 2x6');
  });
});

test('a French address typed in capitals (/FR/…) leads to the French page, query and hash kept', async ({ page }) => {
  // Hosting's rewrites are case-sensitive: /FR/… reaches the English build, which sends the reader on.
  await page.goto('/FR/byspeciesfilter?view=simple#list');
  await expect(page).toHaveURL(pathEnd(`${inFrench(paths.bySpecies)}?view=simple#list`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toBeVisible();
  await settle(page);
});

test('a sign-up on the hub in French: the newsletter, and Next to the contributor application', async ({ page }) => {
  await page.goto(inFrench(paths.register));
  await expect(page.getByRole('heading', { level: 1, name: 'Joignez-vous à nous' })).toBeVisible();

  const news = page.getByRole('region', { name: 'Nouvelles et actualités' });
  await news.getByRole('button', { name: 'S’abonner' }).click();
  await expect(news.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(news.getByText('Cochez la case pour donner votre consentement avant de vous abonner.')).toBeVisible();
  await news.getByRole('textbox', { name: 'Courriel' }).fill('e2e.lecteur@example.com');
  await news.getByRole('checkbox').check();
  await news.getByRole('button', { name: 'S’abonner' }).click();
  await expect(news.getByRole('status').first()).toHaveText('Félicitations! Votre demande d’inscription à l’infolettre est enregistrée.');
  await expect(news.getByRole('status').nth(1)).toHaveText(/^Nous avons envoyé une demande de confirmation à e2e\.lecteur@example\.com\./);

  const contribute = page.getByRole('region', { name: 'Participer aux discussions' });
  await contribute.getByRole('textbox', { name: 'Prénom' }).fill('Luc2');
  await contribute.getByRole('textbox', { name: 'Nom de famille' }).fill('Robichaud');
  await contribute.getByRole('button', { name: 'Suivant' }).click();
  await expect(contribute.getByText('Le nom ne peut contenir que des lettres')).toBeVisible();
  await contribute.getByRole('textbox', { name: 'Prénom' }).fill('Luc');
  await contribute.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(pathEnd(inFrench(paths.contributorReg)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue parmi nos contributeurs et contributrices!');
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Luc');
});

test('a form’s errors in French: the contact form', async ({ page }) => {
  await visit(page, inFrench(paths.contact));
  await expect(page.getByRole('heading', { level: 1, name: 'Nous joindre' })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await page.getByLabel('Courriel').fill('pas-un-courriel');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Adresse courriel non valide')).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel('Courriel')).toHaveValue('pas-un-courriel');
});

test('a board post in French: pending, dated “Aujourd’hui”', async ({ page }) => {
  await loginInFrench(page, 'contributor');
  await visit(page, inFrench(paths.store));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Commentaires' }).click();
  const panel = page.getByRole('region', { name: 'Commentaires' });
  const composer = panel.getByLabel('Ajouter un commentaire');
  await composer.fill('Je cherche une courbe de mélèze de 24 pouces.');
  await composer.press('Enter');
  const mine = panel.getByRole('article', { name: `Message publié par ${accounts.contributor.name}` });
  await expect(mine.getByText('En attente d’approbation')).toBeVisible();
  await expect(mine.getByText(/^Aujourd’hui, \d{1,2} h \d{2}$/)).toBeVisible();
});

test('the admin console in French: tabs, the language of an application, and an approval', async ({ page }) => {
  await loginInFrench(page, 'admin');
  await visit(page, inFrench(paths.admin));
  await expect(page.getByRole('heading', { level: 1, name: 'Console d’administration' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Listes à examiner' });
  for (const name of ['Demandes de franchise', 'Demandes des contributeurs et contributrices', 'Demandes de prix', 'Messages « Nous joindre »', 'Approbation des commentaires']) {
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${name.replace(/[?]/g, '\\?')}`) })).toBeVisible();
  }
  await tabs.getByRole('tab', { name: /^Demandes des contributeurs et contributrices/ }).click();
  const panel = page.getByRole('tabpanel', { name: /^Demandes des contributeurs et contributrices/ });
  await expect(panel.getByText('français').first()).toBeVisible();
  await panel.getByRole('button', { name: /^Approuver (?!la sélection)/ }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Voulez-vous vraiment approuver cette demande?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approuver' }).click();
  await expect(dialog).toBeHidden();
  await expect(tabs.getByRole('tab', { name: /^Demandes des contributeurs et contributrices/ }).getByLabel('0 en attente')).toBeVisible();
});

test('each language’s pages load a build that carries only that language’s texts', async ({ request }) => {
  const entryOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const src = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(src, `${path} names its entry script`).toBeDefined();
    return (await request.get(src!)).text();
  };
  const english = await entryOf(paths.store);
  const french = await entryOf(inFrench(paths.store));
  expect(english).toContain('Skip to main content');
  expect(english).not.toContain('Passer au contenu principal');
  expect(french).toContain('Passer au contenu principal');
  expect(french).not.toContain('Skip to main content');
  // A French path with no page of its own gets the French build too.
  expect(await entryOf('/fr/nulle-part')).toBe(french);
});
