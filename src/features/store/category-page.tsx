// The pages of the categories whose search is not open yet (/burls,
// /boardwalk, /buildings): what the category is, and where to go meanwhile.
import { Link, m } from '../../i18n';
import { Page } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { BackToTypeAndSize } from './back-link';
import { getCategory, type CategoryPageId } from './categories';
import { StoreIcon } from './store-icons';
import categoryStyles from './category.module.css';
import styles from './store.module.css';

// Each page's lead, its paragraphs about the category, and the note that its search is not open.
const copy: Record<CategoryPageId, { lead: () => string; body: (() => string)[]; closed: () => string }> = {
  burls: {
    lead: m.store_category_burls_lead,
    body: [m.store_category_burls_body_1, m.store_category_burls_body_2],
    closed: m.store_category_burls_closed,
  },
  boardwalk: {
    lead: m.store_category_boardwalk_lead,
    body: [m.store_category_boardwalk_body_1, m.store_category_boardwalk_body_2],
    closed: m.store_category_boardwalk_closed,
  },
  buildings: {
    lead: m.store_category_buildings_lead,
    body: [m.store_category_buildings_body_1, m.store_category_buildings_body_2],
    closed: m.store_category_buildings_closed,
  },
};

export function CategoryPage({ category: id }: { category: CategoryPageId }) {
  const category = getCategory(id);
  const { lead, body, closed } = copy[id];
  const name = category.name();
  return (
    <Page title={name}>
      <BackToTypeAndSize />
      <div className={categoryStyles.categoryHero}>
        <StoreIcon name={category.id} className={categoryStyles.heroIcon} />
        <div>
          <h1>{name}</h1>
          <p className="page__lead">{lead()}</p>
        </div>
      </div>
      <section className={`card ${categoryStyles.comingSoon}`} aria-labelledby="category-about-heading">
        <h2 id="category-about-heading">{category.about?.()}</h2>
        {body.map((paragraph, index) => (
          <p key={index}>{paragraph()}</p>
        ))}
        <p className={styles.status}>{closed()}</p>
        <p>
          <Link to={paths.custom} className="button">
            {m.store_ask_custom_order()}
          </Link>
        </p>
      </section>
    </Page>
  );
}
