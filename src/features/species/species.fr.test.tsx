// The species pages in French (/fr/byspeciesfilter and its views, a region
// page, /fr/spfsample): Canadian French common names, Latin names unchanged,
// and the same ?view= and #anchors as in English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

const NBSP = '\u00a0';

// The simple view's ten groups and their species, in French.
const FRENCH_GROUPS: [string, string[]][] = [
  ['1. É-P-S', ['Épinette noire', 'Épinette rouge', 'Épinette blanche', 'Sapin baumier', 'Pin gris']],
  ['2. Industrielles', ['Pruche du Canada', 'Mélèze laricin', 'Pin rouge']],
  ['3. Autres', ['Pin blanc', 'Thuya occidental']],
  ['4. Résineux exotiques', ['Pin sylvestre', 'Pin noir d’Autriche', 'Épinette de Norvège', 'Épinette du Colorado']],
  ['5. Peupliers', ['Peuplier à grandes dents', 'Peuplier faux-tremble', 'Peuplier baumier']],
  ['6. Feuillus tendres acadiens', ['Érable rouge', 'Bouleau blanc', 'Bouleau gris', 'Aulne rugueux']],
  ['7. Feuillus tendres exotiques', ['Tilleul d’Amérique']],
  ['8. Feuillus acadiens communs', ['Chêne rouge', 'Bouleau jaune', 'Érable à sucre']],
  ['9. Autres feuillus durs acadiens', ['Ostryer de Virginie', 'Hêtre à grandes feuilles', 'Chêne à gros fruits']],
  ['10. Feuillus durs exotiques', ['Robinier faux-acacia']],
];

async function renderPage(path: string, heading: string) {
  const user = userEvent.setup();
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { user, ...view, main: within(screen.getByRole('main')) };
}

/** The species names listed under each group heading of the current view. */
function listedGroups(): [string, string[]][] {
  return within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 3 }).map((heading) => {
    const group = heading.closest('section')!;
    return [heading.textContent ?? '', within(group).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent ?? '')];
  });
}

describe('/fr/byspeciesfilter', () => {
  it('opens on the regular view in French: the regions, their descriptions and counts', async () => {
    const { main } = await renderPage('/fr/byspeciesfilter', 'Recherche par essence');
    expect(document.title).toBe('Recherche par essence | Atlantic Timber Consortium');
    expect(
      main.getByText(
        'Des bois issus des forêts, des boisés et des villes du Canada atlantique, regroupés selon leur croissance et leur façon de se travailler.',
      ),
    ).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: 'Choisissez une région' })).toBeInTheDocument();
    expect(
      main.getByText('Choisissez une région de la forêt pour en voir les essences, ou passez à la vue simple pour la liste complète.'),
    ).toBeInTheDocument();

    const toggle = main.getByRole('group', { name: 'Affichage des essences' });
    expect(within(toggle).getByRole('button', { name: 'Vue normale' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(toggle).getByRole('button', { name: 'Vue simple' })).toHaveAttribute('aria-pressed', 'false');

    const diagram = main.getByRole('list', { name: 'Régions de la forêt' });
    const links = within(diagram).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Résineux',
      'Feuillus',
      'Feuillus tendres',
      'Feuillus durs',
      'Indigènes acadiennes',
      'Nordiques',
      'Exotiques',
    ]);
    expect(links[0]).toHaveAttribute('href', '/fr/byspeciesfilter?view=softwoods');
    expect(links[0]).toHaveAccessibleDescription(`Conifères${NBSP}: épinette, sapin, pin, pruche, mélèze et thuya. 14 essences`);
    expect(links[3]).toHaveAccessibleDescription('Chêne, érable dur, bouleau jaune, hêtre, ostryer et robinier. 7 essences');
    expect(links[5]).toHaveAccessibleDescription(
      'Arbres indigènes dont l’aire s’étend au nord jusque dans la forêt boréale. 8 essences',
    );
    expect(within(diagram).getByText('Résineux exotiques · Feuillus tendres exotiques · Feuillus durs exotiques')).toBeInTheDocument();
  });

  it('shows the simple view of the ten groups with the French common names, from the same URL as in English', async () => {
    const { user, main, router } = await renderPage('/fr/byspeciesfilter', 'Recherche par essence');
    await user.click(main.getByRole('button', { name: 'Vue simple' }));
    expect(main.getByRole('heading', { level: 2, name: 'Tous les groupes d’essences' })).toHaveFocus();
    expect(router.state.location.pathname + router.state.location.search).toBe('/fr/byspeciesfilter?view=simple');
    expect(
      main.getByText('Toutes les essences que nous offrons, en dix groupes numérotés. Chaque essence É-P-S mène à sa fiche d’échantillon.'),
    ).toBeInTheDocument();
    expect(listedGroups()).toEqual(FRENCH_GROUPS);
    expect(main.getByRole('link', { name: 'Pin gris' })).toHaveAttribute('href', '/fr/spfsample#jack-pine');

    await user.click(main.getByRole('link', { name: 'Retour aux essences' }));
    expect(main.getByRole('heading', { level: 2, name: 'Choisissez une région' })).toHaveFocus();
  });

  it('opens a region view in French from ?view=, with the species notes and Latin names', async () => {
    const { main } = await renderPage('/fr/byspeciesfilter?view=stronger-hardwoods', 'Recherche par essence');
    expect(main.getByRole('heading', { level: 2, name: 'Feuillus durs' })).toBeInTheDocument();
    expect(main.getByText('Chêne, érable dur, bouleau jaune, hêtre, ostryer et robinier. 7 essences en 3 groupes.')).toBeInTheDocument();
    expect(listedGroups()).toEqual(FRENCH_GROUPS.slice(7));
    const ironwood = main.getByText('Ostryer de Virginie').closest('li')!;
    expect(within(ironwood).getByText('Ostrya virginiana')).toHaveAttribute('lang', 'la');
    // Testing Library reads a no-break space as a space; textContent keeps it.
    expect(within(ironwood).getByText('Le bois de fer : parmi les bois indigènes les plus durs; manches et maillets.').textContent).toBe(
      `Le bois de fer${NBSP}: parmi les bois indigènes les plus durs; manches et maillets.`,
    );
    expect(main.queryByRole('button', { name: 'Vue simple' })).not.toBeInTheDocument();
  });

  it('links a region view to its page with a French link', async () => {
    const { user, main, router } = await renderPage('/fr/byspeciesfilter?view=exotics', 'Recherche par essence');
    expect(main.getByText('Arbres venus d’ailleurs et plantés ici, souvent récupérés en ville. 6 essences en 3 groupes.')).toBeInTheDocument();
    await user.click(main.getByRole('link', { name: 'Tout sur les essences exotiques' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/exotics'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exotiques' })).toBeInTheDocument();
  });
});

describe('French species pages', () => {
  it('/fr/softwoods lists the softwoods in French', async () => {
    const { main } = await renderPage('/fr/softwoods', 'Résineux');
    expect(document.title).toBe('Résineux | Atlantic Timber Consortium');
    expect(main.getByRole('link', { name: 'Retour aux essences' })).toHaveAttribute('href', '/fr/byspeciesfilter');
    expect(
      main.getByText(
        'L’épinette, le sapin et le pin forment l’essentiel de la forêt atlantique et du bois d’œuvre scié ici. Légers, droits et résistants pour leur poids, les résineux font la charpente de nos maisons, de nos granges et de nos bateaux.',
      ),
    ).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: '14 essences en 4 groupes' })).toBeInTheDocument();
    expect(listedGroups()).toEqual(FRENCH_GROUPS.slice(0, 4));
    const hemlock = main.getByText('Pruche du Canada').closest('li')!;
    expect(hemlock).toHaveTextContent('Pruche du Canada Tsuga canadensisLourde et rigide pour un résineux; charpentes de grange, platelage et gros bois d’œuvre.');
    expect(main.getByRole('link', { name: 'Demander une commande sur mesure' })).toHaveAttribute('href', '/fr/custom');
  });

  it('/fr/nativeacadian has a French heading and lead', async () => {
    const { main } = await renderPage('/fr/nativeacadian', 'Indigènes acadiennes');
    expect(
      main.getByText(
        'La forêt acadienne est une forêt mixte d’épinette rouge, de pruche, de pin, de bouleau jaune, d’érable et de hêtre, où se rencontrent les arbres du nord et ceux du sud. Voici les essences qui poussent ici naturellement.',
      ),
    ).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 2, name: '23 essences en 7 groupes' })).toBeInTheDocument();
  });

  it('/fr/spfsample shows the five S-P-F species with French notes under French headings', async () => {
    const { main } = await renderPage('/fr/spfsample', 'Épinette-pin-sapin (É-P-S)');
    expect(document.title).toBe('Épinette-pin-sapin (É-P-S) | Atlantic Timber Consortium');
    const nav = within(main.getByRole('navigation', { name: 'Essences É-P-S' }));
    expect(nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Épinette noire', '/fr/spfsample#black-spruce'],
      ['Épinette blanche', '/fr/spfsample#white-spruce'],
      ['Épinette rouge', '/fr/spfsample#red-spruce'],
      ['Sapin baumier', '/fr/spfsample#balsam-fir'],
      ['Pin gris', '/fr/spfsample#jack-pine'],
    ]);
    const jackPine = main.getByRole('region', { name: 'Pin gris' });
    expect(jackPine).toHaveAttribute('id', 'jack-pine');
    expect([...jackPine.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Histoire', 'Technique', 'Écologie', 'Culture']);
    expect([...jackPine.querySelectorAll('dd')].map((description) => description.textContent)).toEqual([
      'A fourni traverses de chemin de fer et bois de mine à mesure que le rail progressait vers le nord.',
      'Moyennement résistant et plus noueux que les épinettes; absorbe bien les produits de préservation.',
      'Ses cônes s’ouvrent sous la chaleur du feu et réensemencent le sol brûlé.',
      'Le célèbre tableau de Tom Thomson représentant un pin gris solitaire en a fait un emblème du Nord canadien.',
    ]);
    expect(within(main.getByRole('region', { name: 'Sapin baumier' })).getByText(
      'Se régénère densément sous le couvert forestier; l’hôte préféré de la tordeuse des bourgeons de l’épinette.',
    )).toBeInTheDocument();
  });
});
