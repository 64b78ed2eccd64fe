import { Page } from '../../components/ui/page';
import { ecologyPage } from '../../config/sub-sections';
import { ecologyCopy } from '../../features/content/ecology-copy';
import { SectionedArticle } from '../../features/content/sectioned-article';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.content_ecology_heading()}>
      <h1>{m.content_ecology_heading()}</h1>
      <p className="page__lead">{ecologyCopy.lead()}</p>
      <SectionedArticle page={ecologyPage} copy={ecologyCopy.sections} />
    </Page>
  );
}
