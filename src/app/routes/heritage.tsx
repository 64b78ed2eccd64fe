import { Page } from '../../components/ui/page';
import { heritageSections } from '../../config/sections';
import { heritageCopy } from '../../features/content/heritage-copy';
import { SectionedArticle } from '../../features/content/sectioned-article';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.content_heritage_heading()}>
      <h1>{m.content_heritage_heading()}</h1>
      <p className="page__lead">{heritageCopy.lead()}</p>
      <SectionedArticle page={heritageSections} copy={heritageCopy.sections} />
    </Page>
  );
}
