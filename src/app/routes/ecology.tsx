import { Page } from '../../components/ui/page';
import { ecologyPage } from '../../config/sub-sections';
import { ecologyCopy } from '../../features/content/ecology-copy';
import { SectionedArticle } from '../../features/content/sectioned-article';

export function Component() {
  return (
    <Page title="Ecology">
      <h1>Ecology</h1>
      <p className="page__lead">{ecologyCopy.lead}</p>
      <SectionedArticle page={ecologyPage} copy={ecologyCopy.sections} />
    </Page>
  );
}
