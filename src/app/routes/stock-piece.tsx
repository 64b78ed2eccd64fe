import { useParams } from 'react-router-dom';
import { PiecePage } from '../../features/catalogue/piece-page';
import { speciesLink } from '../../features/species/species-link';

export function Component() {
  const { id = '' } = useParams();
  return <PiecePage key={id} id={id} species={speciesLink} />;
}
