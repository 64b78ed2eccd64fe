// What each carbon class means (docs/decisions/023), under the Carbon filter.
// Part of the filters' own code: as a chunk of its own it could not be
// prerendered, and the page hydrated it by rendering it again on the client.
// The panel's wrapper styles it.
import { m } from '../../i18n';

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
