import type { TopStory } from '../lib/api/search-response';
import type { LinkTarget } from '../lib/settings/settings-items';
import { t } from '../lib/i18n/messages';
import { ResultLink } from './ResultLink';
import { MetaSeparator, ResultDate } from './ResultDate';

export interface TopStoriesProps {
  stories: TopStory[];
  linkTarget: LinkTarget;
}

/** News about the query: title, source and date of each story. */
export function TopStories({ stories, linkTarget }: TopStoriesProps) {
  if (stories.length === 0) return null;
  return (
    <section class="top-stories" aria-label={t('topStoriesLabel')}>
      <h2 class="section-title">{t('topStoriesLabel')}</h2>
      <ul>
        {stories.map((story, index) => (
          <li key={index}>
            <ResultLink url={story.link} linkTarget={linkTarget}>
              {story.title}
            </ResultLink>
            {(story.source || story.date) && (
              <p class="story-meta">
                {story.source}
                {story.source && story.date && <MetaSeparator />}
                <ResultDate date={story.date} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
