// The store's pages in French (/fr/store, /fr/searchtypesize, a category page,
// /fr/knees, /fr/sweeps): every text word for word, links that stay in French,
// and values that stay the same as in English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

const NBSP = '\u00a0';

async function renderPage(path: string, heading: string) {
  const view = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...view, main: within(screen.getByRole('main')) };
}

const labelsIn = (group: HTMLElement, role: 'radio' | 'checkbox') =>
  within(group)
    .getAllByRole(role)
    .map((input) => input.closest('label')?.textContent);

describe('/fr/store', () => {
  it('shows the three search boxes in French, linking to the French pages', async () => {
    const { main } = await renderPage('/fr/store', 'Boutique de bois');
    expect(document.title).toBe('Boutique de bois | Atlantic Timber Consortium');
    expect(
      main.getByText(
        'Du bois des boisés du Canada atlantique, scié et façonné par les partenaires du consortium. Cherchez selon la forme qu’il vous faut ou selon l’essence.',
      ),
    ).toBeInTheDocument();

    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Recherche par type et dimensions',
      'Recherche par essence',
      'Recherche par performance',
      'Filtres',
    ]);
    const typeAndSize = main.getByRole('link', { name: 'Chercher par type et dimensions' });
    expect(typeAndSize).toHaveAttribute('href', '/fr/searchtypesize');
    expect(typeAndSize).toHaveAccessibleDescription('Courbes, pièces arquées et autres pièces de forme, mesurées selon votre projet.');
    const species = main.getByRole('link', { name: 'Chercher par essence' });
    expect(species).toHaveAttribute('href', '/fr/byspeciesfilter');
    expect(species).toHaveAccessibleDescription(
      'Épinette, pin, sapin, bouleau, érable, chêne et plus encore, regroupés selon leur croissance et leur façon de se travailler.',
    );
    const performance = main.getByRole('button', { name: 'Chercher par performance' });
    expect(performance).toBeDisabled();
    expect(performance).toHaveAccessibleDescription(
      'Des cotes de résistance, de durabilité et d’aspect adaptées au travail à faire. À venir',
    );
  });

  it('shows the filters with French labels over the same values, and keeps the choices', async () => {
    const user = userEvent.setup();
    const { main } = await renderPage('/fr/store', 'Boutique de bois');
    expect(
      main.getByText('Les filtres préciseront la recherche dès qu’elle sera ouverte. Pour l’instant, ils ne font que retenir vos choix sur cette page.'),
    ).toBeInTheDocument();
    const postalCode = main.getByRole('textbox', { name: 'Code postal ou code ZIP' });
    await user.type(postalCode, 'E1A 3C4');
    expect(postalCode).toHaveValue('E1A 3C4');
    await user.click(main.getByRole('checkbox', { name: 'Local' }));
    expect(main.getByRole('checkbox', { name: 'Local' })).toBeChecked();

    const carbon = main.getByRole('group', { name: 'Carbone' });
    expect(labelsIn(carbon, 'radio')).toEqual(['Peu importe', 'Faible', 'Moyen', 'Élevé']);
    expect(within(carbon).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Any', 'Low', 'Medium', 'High']);
    const source = main.getByRole('group', { name: 'Provenance' });
    expect(labelsIn(source, 'radio')).toEqual(['Récupération', 'Urbain', 'Boisé', 'Peu importe']);
    expect(within(source).getByRole('radio', { name: 'Peu importe' })).toBeChecked();
    const urgency = main.getByRole('group', { name: 'Urgence' });
    expect(labelsIn(urgency, 'radio')).toEqual(['J’achète', 'Je regarde seulement']);
    expect(within(urgency).getByRole('radio', { name: 'Je regarde seulement' })).toBeChecked();

    await user.click(within(carbon).getByRole('radio', { name: 'Faible' }));
    await user.click(within(urgency).getByRole('radio', { name: 'J’achète' }));
    expect(within(carbon).getByRole('radio', { name: 'Faible' })).toBeChecked();
    expect(within(urgency).getByRole('radio', { name: 'J’achète' })).toBeChecked();
  });
});

describe('/fr/searchtypesize', () => {
  it('lists the categories in French with their states and actions', async () => {
    const { main } = await renderPage('/fr/searchtypesize', 'Recherche par type et dimensions');
    expect(
      main.getByText('Choisissez un genre de pièce. Les courbes et les pièces arquées sont offertes dès maintenant; les autres catégories suivront.'),
    ).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Courbes',
      'Pièces arquées',
      'Loupes',
      'Trottoirs de bois',
      'Bâtiments',
      'Espars',
      'Bois de charpente',
      'Bois à bord naturel',
      'Mobilier',
      'Sur mesure',
    ]);
    const card = (name: string) => within(main.getByRole('heading', { level: 2, name }).closest('li')!);

    const knees = main.getByRole('link', { name: 'Parcourir les courbes' });
    expect(knees).toHaveAttribute('href', '/fr/knees');
    expect(knees).toHaveAccessibleDescription(
      'Coudes naturels pris entre racine et tronc, pour la membrure des bateaux et les jambes de force des charpentes. Disponible',
    );
    expect(main.getByRole('link', { name: 'Parcourir les pièces arquées' })).toHaveAttribute('href', '/fr/sweeps');

    expect(card('Loupes').getByRole('button', { name: 'Parcourir les loupes' })).toBeDisabled();
    expect(card('Loupes').getByText('À venir')).toBeInTheDocument();
    expect(card('Loupes').getByRole('link', { name: 'À propos des loupes' })).toHaveAttribute('href', '/fr/burls');
    expect(card('Trottoirs de bois').getByRole('link', { name: 'À propos des trottoirs de bois' })).toHaveAttribute('href', '/fr/boardwalk');
    expect(card('Bâtiments').getByRole('link', { name: 'À propos des bâtiments' })).toHaveAttribute('href', '/fr/buildings');

    for (const [name, action] of [
      ['Espars', 'Parcourir les espars'],
      ['Bois de charpente', 'Parcourir le bois de charpente'],
      ['Bois à bord naturel', 'Parcourir le bois à bord naturel'],
      ['Mobilier', 'Parcourir le mobilier'],
    ] as const) {
      expect(card(name).getByRole('button', { name: action })).toBeDisabled();
      expect(card(name).getByText('Pas encore disponible')).toBeInTheDocument();
    }

    expect(card('Sur mesure').getByText('Une pièce qui ne figure pas dans la liste, ou une pièce taillée selon votre dessin?')).toBeInTheDocument();
    expect(card('Sur mesure').getByRole('link', { name: 'Que pouvons-nous vous aider à trouver?' })).toHaveAttribute('href', '/fr/custom');
  });

  it('leads to a category page in French and back', async () => {
    const user = userEvent.setup();
    const { main, router } = await renderPage('/fr/searchtypesize', 'Recherche par type et dimensions');
    await user.click(main.getByRole('link', { name: 'À propos des loupes' }));

    const page = within(await screen.findByRole('main'));
    expect(await page.findByRole('heading', { level: 1, name: 'Loupes' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Loupes | Atlantic Timber Consortium'));
    expect(page.getByRole('heading', { level: 2, name: 'À propos des loupes' })).toBeInTheDocument();
    expect(
      page.getByText(
        'Une loupe est une excroissance arrondie sur un tronc ou une racine, où le fil du bois forme des volutes serrées et des yeux plutôt que des lignes droites.',
      ),
    ).toBeInTheDocument();
    expect(page.getByText('La recherche de loupes n’est pas encore ouverte.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Demander une commande sur mesure' })).toHaveAttribute('href', '/fr/custom');

    await user.click(page.getByRole('link', { name: 'Retour à la recherche par type et dimensions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/searchtypesize'));
  });

  it('shows the buildings page in French', async () => {
    const { main } = await renderPage('/fr/buildings', 'Bâtiments');
    expect(main.getByRole('heading', { level: 2, name: 'À propos des bâtiments' })).toBeInTheDocument();
    expect(main.getByText('Les ensembles de bâtiments seront présentés ici dès que les premiers plans seront prêts.')).toBeInTheDocument();
    expect(main.getByText('La recherche de bâtiments n’est pas encore ouverte.')).toBeInTheDocument();
  });
});

describe('/fr/knees', () => {
  it('has the measurements in inches (po) and the options in French, with the same names', async () => {
    const user = userEvent.setup();
    const { main } = await renderPage('/fr/knees', 'Courbes');
    expect(document.title).toBe('Courbes | Atlantic Timber Consortium');
    expect(main.getByRole('link', { name: 'Retour à la recherche par type et dimensions' })).toHaveAttribute('href', '/fr/searchtypesize');
    expect(main.getByRole('img', { name: `Une courbe${NBSP}: la jambe monte à gauche, le bras court le long du bas, et la gorge arrondie les relie.` })).toBeInTheDocument();
    expect(main.getByText('L’épaisseur se mesure d’une face à l’autre, perpendiculairement au dessin.')).toBeInTheDocument();
    const drawing = main.getByRole('img', { name: /^Une courbe/ });
    expect([...drawing.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      'Longueur de la jambe',
      'Largeur de la jambe',
      'Longueur du bras',
      'Largeur',
      'du bras',
    ]);

    const form = within(main.getByRole('form', { name: 'Décrivez votre courbe' }));
    const measurements = within(form.getByRole('group', { name: 'Mesures' }));
    for (const label of ['Longueur du bras', 'Largeur du bras', 'Longueur de la jambe', 'Largeur de la jambe', 'Épaisseur']) {
      const input = measurements.getByRole('spinbutton', { name: label });
      expect(input).toHaveAccessibleDescription('pouces');
      await user.type(input, '12.5');
      expect(input).toHaveValue(12.5);
    }
    expect(measurements.getAllByText('po')).toHaveLength(5);

    const details = form.getByRole('group', { name: 'Afficher les détails sur' });
    expect(labelsIn(details, 'checkbox')).toEqual(['Essence', 'Classe', 'Origine', 'Écologie', 'Résistance']);
    expect(within(details).getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      'species',
      'grade',
      'origin',
      'ecology',
      'strength',
    ]);

    const find = form.getByRole('button', { name: 'Trouver des courbes' });
    expect(find).toBeDisabled();
    expect(find).toHaveAccessibleDescription(
      'La recherche de courbes n’est pas encore en service. D’ici là, envoyez vos dimensions dans une demande sur mesure.',
    );
    expect(form.getByRole('link', { name: 'demande sur mesure' })).toHaveAttribute('href', '/fr/custom');
  });
});

describe('/fr/sweeps', () => {
  it('has the basic and specialized measurements, options and postal code in French', async () => {
    const { main } = await renderPage('/fr/sweeps', 'Pièces arquées');
    expect(
      main.getByText(
        'Les pièces arquées sont des billes et des pièces de bois à courbure naturelle. Sciées en suivant la courbe, elles donnent des arcs, des membrures, des chevrons et des longerons de trottoir de bois, sans lamellé-collé ni cintrage à la vapeur.',
      ),
    ).toBeInTheDocument();
    expect(
      main.getByRole('img', { name: `Une pièce arquée${NBSP}: une pièce de bois courbe dont la portée est X et la flèche au-dessus de la corde, Y.` }),
    ).toBeInTheDocument();

    const form = within(main.getByRole('form', { name: 'Décrivez votre pièce arquée' }));
    const basic = within(form.getByRole('group', { name: 'Mesures de base' }));
    expect(basic.getByRole('spinbutton', { name: 'X' })).toHaveAccessibleDescription('Portée pouces');
    expect(basic.getByRole('spinbutton', { name: 'Y' })).toHaveAccessibleDescription('Flèche pouces');
    expect(basic.getByRole('spinbutton', { name: 'A' })).toHaveAccessibleDescription('Angle degrés');
    const specialized = within(form.getByRole('group', { name: 'Mesures spécialisées' }));
    expect(specialized.getAllByRole('spinbutton')).toHaveLength(5);
    expect(specialized.getByRole('spinbutton', { name: 'Xo' })).toHaveAccessibleDescription('Décalage du centre, à l’horizontale pouces');
    expect(specialized.getByRole('spinbutton', { name: 'Yo' })).toHaveAccessibleDescription('Décalage du centre, à la verticale pouces');
    expect(specialized.getByRole('spinbutton', { name: 'Ro' })).toHaveAccessibleDescription('Rayon pouces');
    expect(specialized.getByRole('spinbutton', { name: 'A' })).toHaveAccessibleDescription('Angle de l’arc degrés');
    expect(specialized.getByRole('spinbutton', { name: 'T' })).toHaveAccessibleDescription('Épaisseur pouces');

    const details = form.getByRole('group', { name: 'Afficher les détails sur' });
    expect(labelsIn(details, 'checkbox')).toEqual(['Essence', 'Classement', 'Patrimoine', 'Écologie', 'Disponibilité']);
    expect(form.getByRole('textbox', { name: 'Code postal ou code ZIP' })).toBeInTheDocument();
    const find = form.getByRole('button', { name: 'Trouver des pièces arquées' });
    expect(find).toBeDisabled();
    expect(find).toHaveAccessibleDescription(
      'La recherche de pièces arquées n’est pas encore en service. D’ici là, envoyez vos dimensions dans une demande sur mesure.',
    );
  });
});
