import { SEARCH_RECORDINGS } from '../search-api/recordings';

function recorded(name: string): Record<string, unknown> {
  const recording = SEARCH_RECORDINGS.find((candidate) => candidate.name === name);
  if (!recording) throw new Error(`No recording ${name}`);
  return recording.body;
}

/**
 * A live-shaped answer with every block at once, for checks of the whole page (layout,
 * accessibility, screenshots): the recorded "Apple Inc." body (knowledge panel, sitelinks,
 * facts, people also ask), the recorded answer box of another query, and top stories —
 * which no public recording had, so these two are made up in the live service's shape.
 */
export const ALL_BLOCKS_BODY = {
  ...recorded('apple-inc-knowledge-graph'),
  answerBox: recorded('jungian-interpretation-mountain').answerBox,
  topStories: [
    {
      title: 'Apple unveils new MacBook Pro with faster chips',
      link: 'https://news.example/apple-macbook',
      source: 'Example News',
      date: '3 hours ago',
      imageUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
    },
    {
      title: 'What the latest iPhone sales figures say',
      link: 'https://finance.example/iphone-sales',
      source: 'Example Finance',
      date: '1 day ago',
    },
  ],
};
