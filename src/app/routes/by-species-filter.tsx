import { Page } from '../../components/ui/page';
import { SpeciesSelector } from '../../features/species/species-selector';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.store_species_title()}>
      <h1>{m.store_species_title()}</h1>
      <p className="page__lead">{m.store_species_lead()}</p>
      <SpeciesSelector />
    </Page>
  );
}
