import { Page } from '../../components/ui/page';
import { StoryArticle } from '../../features/content/story-content';

export function Component() {
  return (
    <Page title="Our Story">
      <h1>Our Story</h1>
      <p className="page__lead">
        Six Atlantic Canadian businesses, from woodlot to architect, working together to get more value and more care out
        of every tree.
      </p>
      <StoryArticle />
    </Page>
  );
}
