import { Page } from '../../components/ui/page';
import { heritageSections } from '../../config/sections';
import { heritageCopy } from '../../features/content/heritage-copy';
import { SectionedArticle } from '../../features/content/sectioned-article';

export function Component() {
  return (
    <Page title="Heritage">
      <h1>Heritage</h1>
      <p className="page__lead">{heritageCopy.lead}</p>
      <SectionedArticle page={heritageSections} copy={heritageCopy.sections} />
    </Page>
  );
}
