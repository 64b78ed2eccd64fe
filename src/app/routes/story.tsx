import { Page } from '../../components/ui/page';
import { StoryArticle } from '../../features/content/story-content';
import { m } from '../../i18n';

export function Component() {
  return (
    <Page title={m.content_story_heading()}>
      <h1>{m.content_story_heading()}</h1>
      <p className="page__lead">{m.content_story_lead()}</p>
      <StoryArticle />
    </Page>
  );
}
