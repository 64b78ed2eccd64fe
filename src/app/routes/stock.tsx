import { Page } from '../../components/ui/page';
import { StockPage } from '../../features/catalogue/stock-page';
import { speciesLink } from '../../features/species/species-link';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.stock_title()}>
      <h1>{m.stock_title()}</h1>
      <p className="page__lead">{m.stock_lead()}</p>
      <StockPage species={speciesLink} />
    </Page>
  );
}
