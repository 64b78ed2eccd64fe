// What each carbon class means (docs/decisions/023), under the Carbon filter:
// a chunk of its own, which the filters panel renders as one constant element
// (filters-panel.tsx says why). The panel's wrapper styles it.
import { m } from '../../../i18n';

export default function CarbonMeaning() {
  return (
    <>
      <p>{m.store_carbon_means()}</p>
      <dl>
        <dt>{m.store_filter_carbon_low()}</dt>
        <dd>{m.store_carbon_low_means()}</dd>
        <dt>{m.store_filter_carbon_medium()}</dt>
        <dd>{m.store_carbon_medium_means()}</dd>
        <dt>{m.store_filter_carbon_high()}</dt>
        <dd>{m.store_carbon_high_means()}</dd>
      </dl>
    </>
  );
}
