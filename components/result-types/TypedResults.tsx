import type { SiteAction } from '../../lib/sites/site-actions';
import type { LinkTarget } from '../../lib/settings/settings-items';
import { lazyModule } from '../../lib/ui/use-lazy';
import { firstScreenOf, ROW_GUESS_PX, useFirstScreenFirst } from '../../lib/ui/use-first-screen-first';
import type { ArrangedList } from '../../lib/ui/use-site-arrangement';
import './typed-results.css';

export interface TypedResultsProps {
  list: Exclude<ArrangedList, { type: 'web' }>;
  /** The answer shown: a new one renders its first screen first. */
  answerId: string;
  linkTarget: LinkTarget;
  onSiteAction: (action: SiteAction, host: string, link: string) => void;
}

// Each type's view loads the first time an answer of that type is shown (DESIGN §6: what a page
// does not show at start is loaded when first needed).
const useNews = lazyModule(() => import('./NewsList').then((m) => m.NewsList));
const useImages = lazyModule(() => import('./ImageGrid').then((m) => m.ImageGrid));
const useVideos = lazyModule(() => import('./VideoList').then((m) => m.VideoList));
const usePlaces = lazyModule(() => import('./PlaceList').then((m) => m.PlaceList));
const useShopping = lazyModule(() => import('./ShoppingList').then((m) => m.ShoppingList));
const useScholar = lazyModule(() => import('./ScholarList').then((m) => m.ScholarList));
const usePatents = lazyModule(() => import('./PatentList').then((m) => m.PatentList));
const useLens = lazyModule(() => import('./LensList').then((m) => m.LensList));

/** The list of an answer that is not web search: news, images, videos, places, shopping, papers, patents or image matches. */
export function TypedResults({ list, answerId, linkTarget, onSiteAction }: TypedResultsProps) {
  const News = useNews(list.type === 'news');
  const Images = useImages(list.type === 'images');
  const Videos = useVideos(list.type === 'videos');
  const Places = usePlaces(list.type === 'places');
  const Shopping = useShopping(list.type === 'shopping');
  const Scholar = useScholar(list.type === 'scholar');
  const Patents = usePatents(list.type === 'patents');
  const Lens = useLens(list.type === 'lens');
  // A long answer's first screen paints first, the rest a task later (one mechanism for every list).
  const views = {
    news: News,
    images: Images,
    videos: Videos,
    places: Places,
    shopping: Shopping,
    scholar: Scholar,
    patents: Patents,
    lens: Lens,
  };
  const first = useFirstScreenFirst<unknown>(
    list.arranged.shown,
    answerId,
    firstScreenOf(list.type),
    views[list.type] !== undefined,
    // A grid's rows depend on the page's width: its first screen is its 48 tiles, as before.
    list.type === 'images' ? 0 : ROW_GUESS_PX,
  );
  // The same list with fewer of its own items: the cast only restores the element type slice() kept.
  const shown =
    first === list.arranged.shown ? list : ({ ...list, arranged: { ...list.arranged, shown: first } } as typeof list);
  const common = { linkTarget, onSiteAction };
  switch (shown.type) {
    case 'news':
      return News ? <News items={shown.arranged.shown} {...common} /> : <Placeholder />;
    case 'images':
      return Images ? <Images items={shown.arranged.shown} {...common} /> : <Placeholder />;
    case 'videos':
      return Videos ? <Videos items={shown.arranged.shown} {...common} /> : <Placeholder />;
    case 'places':
      return Places ? <Places items={shown.arranged.shown} {...common} /> : <Placeholder />;
    case 'shopping':
      return Shopping ? <Shopping items={shown.arranged.shown} {...common} /> : <Placeholder />;
    case 'scholar':
      return Scholar ? <Scholar items={shown.arranged.shown} {...common} /> : <Placeholder />;
    case 'patents':
      return Patents ? <Patents items={shown.arranged.shown} {...common} /> : <Placeholder />;
    case 'lens':
      return Lens ? <Lens items={shown.arranged.shown} {...common} /> : <Placeholder />;
  }
}

/** Holds the list's place for the moment its view loads, so what is below does not jump. */
function Placeholder() {
  return <div class="typed-placeholder" aria-hidden="true" />;
}
