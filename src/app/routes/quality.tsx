import { Page } from '../../components/ui/page';
import { qualityPage } from '../../config/sub-sections';
import { qualityCopy } from '../../features/content/quality-copy';
import { SectionedArticle } from '../../features/content/sectioned-article';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.content_quality_heading()}>
      <h1>{m.content_quality_heading()}</h1>
      <p className="page__lead">{qualityCopy.lead()}</p>
      <SectionedArticle page={qualityPage} copy={qualityCopy.sections} />
    </Page>
  );
}
