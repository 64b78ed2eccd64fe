import { SpeciesRegionPage } from '../../features/species/species-region-page';

export function Component() {
  return <SpeciesRegionPage region="native-acadian" />;
}
