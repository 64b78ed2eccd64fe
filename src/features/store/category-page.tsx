// The pages of the categories whose search is not open yet (/burls,
// /boardwalk, /buildings): what the category is, and where to go meanwhile.
import { Link } from 'react-router-dom';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { BackToTypeAndSize } from './back-link';
import { getCategory, type CategoryPageId } from './categories';
import { StoreIcon } from './store-icons';
import categoryStyles from './category.module.css';
import styles from './store.module.css';

const copy: Record<CategoryPageId, { lead: string; body: string[] }> = {
  burls: {
    lead: 'A burl is a rounded outgrowth on a trunk or root, where the grain grows in tight swirls and eyes instead of straight lines.',
    body: [
      'Burls from birch, maple and spruce are prized by turners for bowls, by furniture makers for inlay and veneer, and by carvers. Each one is different, and most are found by chance when a woodlot is thinned or a tree comes down.',
      'We are gathering burls from the partners’ woodlots and will list them here with photographs, sizes and species.',
    ],
  },
  boardwalk: {
    lead: 'Trails, docks and wetland crossings need wood that can sit close to wet ground and still carry people for years.',
    body: [
      'Naturally durable species such as eastern white cedar, larch and black locust, and well-detailed spruce and hemlock, make boardwalk decking, stringers, posts and puncheons without heavy chemical treatment.',
      'Boardwalk kits and lengths cut to a trail plan will be offered here.',
    ],
  },
  buildings: {
    lead: 'Timber frames, post-and-beam structures and small buildings made from wood grown and sawn in the region.',
    body: [
      'Our architect and remanufacturer partners are working on frame packages that use local grades and sizes, including the curved knees and sweeps that conventional supply leaves behind.',
      'Building packages will be listed here when the first designs are ready.',
    ],
  },
};

export function CategoryPage({ category: id }: { category: CategoryPageId }) {
  const category = getCategory(id);
  const { lead, body } = copy[id];
  return (
    <Page title={category.name}>
      <BackToTypeAndSize />
      <div className={categoryStyles.categoryHero}>
        <StoreIcon name={category.id} className={categoryStyles.heroIcon} />
        <div>
          <h1>{category.name}</h1>
          <p className="page__lead">{lead}</p>
        </div>
      </div>
      <section className={`card ${categoryStyles.comingSoon}`} aria-labelledby="category-about-heading">
        <h2 id="category-about-heading">About {category.name.toLowerCase()}</h2>
        {body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className={styles.status}>The {category.name.toLowerCase()} search is not open yet.</p>
        <p>
          <Link to={paths.custom} className="button">
            Ask for a custom order
          </Link>
        </p>
      </section>
    </Page>
  );
}
