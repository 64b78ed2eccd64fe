// The content pages in French (issue 17), rendered by the real route table at
// their /fr paths. French typography: \u00a0 is the non-breaking space before
// « : » and inside « guillemets », asserted on textContent (Testing Library's
// text queries fold it into a plain space).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../tests/setup/render-app';

async function renderFrench(path: string) {
  const view = await renderApp(path);
  return { ...view, heading: await screen.findByRole('heading', { level: 1 }) };
}

function paragraphIn(container: HTMLElement, sectionId: string): HTMLParagraphElement {
  const paragraph = container.querySelector<HTMLParagraphElement>(`section#${sectionId} > p`);
  if (!paragraph) throw new Error(`No paragraph in section ${sectionId}`);
  return paragraph;
}

describe('/fr/quality', () => {
  it('has its French heading, lead, table of contents and paragraphs', async () => {
    const { container, heading } = await renderFrench('/fr/quality');
    expect(heading).toHaveTextContent(/^Qualité$/);
    expect(document.title).toMatch(/^Qualité \| /);
    expect(container.querySelector('.page__lead')?.textContent).toBe(
      'Ce qui rend une pièce de bois propre à son usage\u00a0: sa résistance, sa durabilité et son aspect.',
    );
    expect(paragraphIn(container, 'durability').textContent).toBe(
      'La durée de vie du bois dépend de l’essence et de la part de bois de cœur qu’il contient, mais surtout du fait qu’il reste au sec. Une bonne conception des détails, qui prévoit l’écoulement de l’eau, la ventilation et la protection du bois de bout, fait plus que n’importe quel traitement.',
    );
    expect(paragraphIn(container, 'rot-resistance').textContent).toBe(
      'Les champignons de pourriture ont besoin d’une teneur en humidité du bois supérieure à environ 20\u00a0%, d’air et de chaleur. Le bois de cœur du thuya occidental (cèdre blanc), du mélèze et du robinier faux-acacia résiste naturellement à la pourriture; ce n’est pas le cas de l’épinette, du sapin, du peuplier ni du bouleau, qu’il faut garder au sec ou traiter.',
    );
    expect(paragraphIn(container, 'structural-and-appearance-grades').textContent).toContain('nº\u00a01, nº\u00a02 et Stud (colombage)');
    // The section headings are the header's labels (src/config/sections.ts), in French too.
    expect(within(container.querySelector<HTMLElement>('section#durability')!).getByRole('heading', { level: 2 })).toHaveTextContent(/^Durabilité$/);
    expect(screen.getByRole('heading', { level: 3, name: 'Résistance à la pourriture' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Durability' })).not.toBeInTheDocument();
  });

  it('keeps the English anchors: its contents link to /fr/quality#<id>', async () => {
    await renderFrench('/fr/quality');
    const contents = screen.getByRole('navigation', { name: 'Sur cette page' });
    const hrefs = within(contents)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/fr/quality#durability');
    expect(hrefs).toContain('/fr/quality#machine-stress-rating');
    expect(hrefs.every((href) => href?.startsWith('/fr/quality#'))).toBe(true);
    expect(screen.queryByText('On this page')).not.toBeInTheDocument();
  });
});

describe('/fr/heritage', () => {
  it('has its French heading, lead and paragraphs', async () => {
    const { container, heading } = await renderFrench('/fr/heritage');
    expect(heading).toHaveTextContent(/^Patrimoine$/);
    expect(document.title).toMatch(/^Patrimoine \| /);
    expect(
      screen.getByText('Les forêts du Canada atlantique ont façonné les gens qui y vivent, et ces gens ont façonné les forêts.'),
    ).toHaveClass('page__lead');
    expect(paragraphIn(container, 'crafts-trades').textContent).toBe(
      'Charpentiers de marine, tonneliers, menuisiers, charpentiers en bois massif et charrons savaient tous quel arbre convenait à quel travail\u00a0: des courbes de mélèze laricin pour la membrure des navires, du frêne pour les manches et les avirons, du pin blanc pour les modèles de fonderie, du bouleau jaune pour les meubles.',
    );
    expect(
      screen.getByText(
        'Les familles rurales se chauffaient avec leur propre bois de chauffage, construisaient avec leur propre bois d’œuvre et vendaient le surplus. Cette habitude de travailler la terre où l’on vit, avec soin et pour le long terme, c’est ce que le consortium veut garder vivante.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Artisanat et métiers' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sur cette page' })).toBeInTheDocument();
  });
});

describe('/fr/ecology', () => {
  it('has its French heading, lead and paragraphs', async () => {
    const { container, heading } = await renderFrench('/fr/ecology');
    expect(heading).toHaveTextContent(/^Écologie$/);
    expect(document.title).toMatch(/^Écologie \| /);
    expect(
      screen.getByText(
        'Comment la forêt pousse, comment nous la gardons en santé, et ce que le bois représente pour le carbone et pour les bâtiments où nous vivons.',
      ),
    ).toHaveClass('page__lead');
    expect(
      screen.getByText(
        'La forêt acadienne des Maritimes est une forêt mixte où les essences du Nord, comme l’épinette noire, le sapin baumier et le bouleau blanc, côtoient celles du Sud, comme l’érable à sucre, le hêtre et le chêne rouge. L’épinette rouge, la pruche du Canada et le bouleau jaune en sont les arbres emblématiques.',
      ),
    ).toBeInTheDocument();
    expect(paragraphIn(container, 'discussion-board').textContent).toBe(
      'Vous avez des questions sur un peuplement, une essence ou une pratique? Ouvrez «\u00a0Commentaires\u00a0» au bas de cette page pour les poser et pour partager ce que vous observez dans votre propre boisé.',
    );
    expect(paragraphIn(container, 'sequestered-carbon').textContent).toBe(
      'Le carbone compte pour environ la moitié de la masse sèche du bois. Un mètre cube d’épinette renferme l’équivalent d’environ 0,7 à 0,8 tonne de dioxyde de carbone, emprisonné pour toute la durée de vie du bâtiment.',
    );
    expect(paragraphIn(container, 'human-factors').textContent).toBe('Bien des gens trouvent les pièces en bois apaisantes et chaleureuses.');
    expect(screen.getByRole('heading', { level: 2, name: 'Santé des forêts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Carbone intrinsèque' })).toBeInTheDocument();
  });
});

describe('/fr/story', () => {
  it('has its French heading, lead and consortium text', async () => {
    const { container, heading } = await renderFrench('/fr/story');
    expect(heading).toHaveTextContent(/^Notre histoire$/);
    expect(document.title).toMatch(/^Notre histoire \| /);
    expect(
      screen.getByText(
        'Six entreprises du Canada atlantique, du boisé à l’architecte, qui unissent leurs efforts pour tirer de chaque arbre plus de valeur, avec plus de soin.',
      ),
    ).toHaveClass('page__lead');
    expect(paragraphIn(container, 'consortium').textContent).toBe(
      'Six entreprises indépendantes, une pour chaque étape qui mène de l’arbre sur pied au bâtiment achevé, travaillent ensemble pour que le bois qui pousse ici soit aussi scié, transformé et mis en œuvre ici.',
    );
  });

  it('presents the six partners in French, each with its website link and placeholder image', async () => {
    await renderFrench('/fr/story');
    const partners = within(screen.getByRole('region', { name: 'Le consortium' })).getAllByRole('article');
    expect(partners.map((partner) => within(partner).getByRole('heading').textContent)).toEqual([
      'Initiateur',
      'Propriétaire de boisé',
      'Sylviculteur et entrepreneur forestier',
      'Scieur',
      'Réusineur',
      'Architecte',
    ]);
    const links = [
      'Site Web de l’initiateur',
      'Site Web du propriétaire de boisé',
      'Site Web du sylviculteur et entrepreneur forestier',
      'Site Web du scieur',
      'Site Web du réusineur',
      'Site Web de l’architecte',
    ];
    const images = [
      'Image provisoire représentant l’initiateur',
      'Image provisoire représentant le propriétaire de boisé',
      'Image provisoire représentant le sylviculteur et entrepreneur forestier',
      'Image provisoire représentant le scieur',
      'Image provisoire représentant le réusineur',
      'Image provisoire représentant l’architecte',
    ];
    partners.forEach((partner, index) => {
      expect(within(partner).getByRole('link', { name: links[index] })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(within(partner).getByRole('img', { name: images[index] })).toBeInTheDocument();
    });
    const sawyer = partners[3]!;
    expect(
      within(sawyer).getByText(
        'Transforme les billes en bois d’œuvre et en pièces de charpente, en lisant chaque bille pour en tirer les meilleures classes et les pièces courbes que d’autres ne voient pas.',
      ),
    ).toBeInTheDocument();
    expect(within(partners[2]!).getByRole('paragraph').textContent).toBe(
      'Planifie la coupe et l’exécute avec soin\u00a0: éclaircies, coupes de jardinage et débardage des billes sans creuser d’ornières.',
    );
  });

  it('has the timeline, the research topics and the gallery in French', async () => {
    const { container } = await renderFrench('/fr/story');
    const timeline = container.querySelector<HTMLElement>('section#timeline')!;
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Les six partenaires conviennent de travailler ensemble en consortium.',
      'Premières commandes sur mesure de courbes et de pièces arquées.',
      'Le site Web et la boutique de bois ouvrent dans une première version, encore inachevée.',
      'Texte provisoire\u00a0: d’autres jalons s’ajouteront au fil des réalisations.',
    ]);

    const research = container.querySelector<HTMLElement>('section#research')!;
    expect(within(research).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Bois tors',
      'Fabrication décentralisée',
      'Classement et évaluation',
      'Écoindicateurs',
    ]);
    expect(within(research).getByText(/^Les charpentiers de marine appellent/).textContent).toBe(
      'Les charpentiers de marine appellent «\u00a0bois tors\u00a0» le bois naturellement courbe. Nous cherchons comment le repérer en forêt, le couper et le classer.',
    );

    const gallery = container.querySelector<HTMLElement>('section#gallery')!;
    expect(within(gallery).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Sentier sinueux',
      'Demi-rondins',
    ]);
    expect(within(gallery).getByRole('img', { name: 'Image provisoire du projet Sentier sinueux' })).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Image provisoire du projet Demi-rondins' })).toBeInTheDocument();
  });
});
