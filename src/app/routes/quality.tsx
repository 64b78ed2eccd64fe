import { Page } from '../../components/ui/page';
import { qualityPage } from '../../config/sub-sections';
import { qualityCopy } from '../../features/content/quality-copy';
import { SectionedArticle } from '../../features/content/sectioned-article';

export function Component() {
  return (
    <Page title="Quality">
      <h1>Quality</h1>
      <p className="page__lead">{qualityCopy.lead}</p>
      <SectionedArticle page={qualityPage} copy={qualityCopy.sections} />
    </Page>
  );
}
