import { image, type ImageSeed } from './typed-seeds';

type Size = readonly [number, number];
const LANDSCAPE: Size = [1920, 1280];
const WIDE: Size = [1600, 900];
const CLASSIC: Size = [1600, 1200];
const SQUARE: Size = [1080, 1080];
const PORTRAIT: Size = [1080, 1620];
const TALL: Size = [900, 1600];

/** Paris sights, each found on several photo sites: more than 100 images for "paris". */
const PARIS_SUBJECTS: ReadonlyArray<readonly [subject: string, slug: string, keywords: readonly string[]]> = [
  ['Eiffel Tower at sunset', 'eiffel-tower-sunset', ['eiffel tower', 'sunset']],
  ['Eiffel Tower from the Trocadéro', 'eiffel-tower-trocadero', ['eiffel tower', 'trocadero']],
  ['Louvre Pyramid at night', 'louvre-pyramid-night', ['louvre', 'museum', 'night']],
  ['Notre-Dame de Paris cathedral', 'notre-dame-cathedral', ['notre-dame', 'cathedral']],
  ['Sacré-Cœur Basilica, Montmartre', 'sacre-coeur-montmartre', ['sacre coeur', 'montmartre']],
  ['Arc de Triomphe and the Champs-Élysées', 'arc-de-triomphe', ['arc de triomphe', 'champs elysees']],
  ['Pont Alexandre III over the Seine', 'pont-alexandre-iii', ['seine', 'bridge']],
  ['Pont Neuf and the Île de la Cité', 'pont-neuf', ['seine', 'bridge']],
  ['Musée d’Orsay clock window', 'musee-dorsay-clock', ['musee d orsay', 'museum']],
  ['Jardin du Luxembourg in autumn', 'jardin-du-luxembourg', ['luxembourg gardens', 'autumn']],
  ['Palais Garnier opera house', 'palais-garnier', ['opera', 'palais garnier']],
  ['Place de la Concorde fountain', 'place-de-la-concorde', ['place de la concorde', 'fountain']],
  ['Rue des Rosiers in the Marais', 'marais-street', ['marais', 'street']],
  ['Canal Saint-Martin footbridges', 'canal-saint-martin', ['canal saint martin']],
  ['Montmartre rooftops', 'montmartre-rooftops', ['montmartre', 'rooftops']],
  ['Sainte-Chapelle stained glass', 'sainte-chapelle', ['sainte chapelle', 'stained glass']],
  ['Centre Pompidou façade', 'centre-pompidou', ['centre pompidou', 'architecture']],
  ['Paris café terrace', 'cafe-terrace', ['cafe', 'coffee', 'terrace']],
  ['Haussmann buildings on Boulevard Saint-Germain', 'haussmann-buildings', ['haussmann', 'architecture']],
  ['Tuileries Garden', 'tuileries-garden', ['tuileries', 'garden']],
  ['Paris skyline from Tour Montparnasse', 'skyline-montparnasse', ['skyline', 'montparnasse']],
  ['Place des Vosges', 'place-des-vosges', ['place des vosges', 'marais']],
  ['Seine riverbanks at golden hour', 'seine-golden-hour', ['seine', 'sunset']],
];

const title = (subject: string): string =>
  subject.replace(/(^|[\s-])(\p{L})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());

const PARIS_SITES: ReadonlyArray<(subject: string, slug: string) => Omit<ImageSeed, 'keywords'>> = [
  (s, slug) => ({
    title: `File:${s}, Paris.jpg - Wikimedia Commons`,
    link: `https://commons.wikimedia.org/wiki/File:${slug}-paris.jpg`,
    source: 'Wikimedia Commons',
    width: 2400,
    height: 1600,
  }),
  (s, slug) => ({
    title: `${s} photo – Free Paris Image on Unsplash`,
    link: `https://unsplash.com/photos/${slug}`,
    source: 'Unsplash',
    width: 1600,
    height: 2400,
  }),
  (s, slug) => ({
    title: `${title(s)} Paris High-Res Stock Photo - Getty Images`,
    link: `https://www.gettyimages.com/detail/photo/${slug}-paris`,
    source: 'Getty Images',
    width: 1024,
    height: 683,
  }),
  (s, slug) => ({
    title: `${s} | Paris travel guide - Lonely Planet`,
    link: `https://www.lonelyplanet.com/france/paris/attractions/${slug}`,
    source: 'Lonely Planet',
    width: 1600,
    height: 900,
  }),
  (s, slug) => ({
    title: `${title(s)} Stock Photo - Download Image Now - iStock`,
    link: `https://www.istockphoto.com/photo/${slug}-paris-france`,
    source: 'iStock',
    width: 1200,
    height: 1200,
  }),
];

const PARIS_IMAGES: ImageSeed[] = PARIS_SUBJECTS.flatMap(([subject, slug, keywords], index) =>
  PARIS_SITES.map((site, siteIndex) => {
    const seed = site(subject, slug);
    // Vary the sizes a little, as real photos do.
    const shrink = 1 - ((index + siteIndex) % 4) * 0.1;
    return {
      ...seed,
      width: Math.round(seed.width * shrink),
      height: Math.round(seed.height * shrink),
      keywords: ['paris', 'france', ...keywords],
    };
  }),
);

const LOVELACE = ['ada lovelace', 'lovelace', 'portrait'];
const COFFEE = ['coffee'];
const TYPESCRIPT = ['typescript'];
const TESLA = ['tesla'];

export const IMAGES: readonly ImageSeed[] = [
  ...PARIS_IMAGES,
  // Ada Lovelace
  image('Ada Lovelace - Wikipedia', 'https://en.wikipedia.org/wiki/Ada_Lovelace', 'Wikipedia', PORTRAIT, LOVELACE),
  image(
    'Ada Lovelace portrait by Alfred Edward Chalon, 1840',
    'https://www.sciencemuseum.org.uk/objects-and-stories/ada-lovelace',
    'Science Museum',
    [1200, 1500],
    LOVELACE,
  ),
  image(
    'Ada Lovelace: The First Computer Programmer | Biography',
    'https://www.biography.com/scientists/ada-lovelace',
    'Biography',
    LANDSCAPE,
    LOVELACE,
  ),
  image(
    'Ada Lovelace | Biography, Computer, & Facts | Britannica',
    'https://www.britannica.com/biography/Ada-Lovelace',
    'Britannica',
    [1600, 1067],
    LOVELACE,
  ),
  image(
    'Ada Lovelace daguerreotype by Antoine Claudet, 1843',
    'https://commons.wikimedia.org/wiki/File:Ada_Lovelace_daguerreotype_by_Antoine_Claudet_1843.jpg',
    'Wikimedia Commons',
    [960, 1280],
    LOVELACE,
  ),
  image(
    'Diagram for the computation of Bernoulli numbers (Note G)',
    'https://commons.wikimedia.org/wiki/File:Diagram_for_the_computation_of_Bernoulli_numbers.jpg',
    'Wikimedia Commons',
    [2000, 1420],
    [...LOVELACE, 'note g', 'bernoulli numbers'],
  ),
  image(
    'Who was Ada Lovelace? - BBC Bitesize',
    'https://www.bbc.co.uk/bitesize/articles/ada-lovelace',
    'BBC',
    WIDE,
    LOVELACE,
  ),
  image(
    'Ada Lovelace and the Analytical Engine - Computer History Museum',
    'https://www.computerhistory.org/babbage/adalovelace/',
    'Computer History Museum',
    [1400, 933],
    [...LOVELACE, 'analytical engine'],
  ),
  image(
    'Ada Lovelace Day poster',
    'https://findingada.com/about/ada-lovelace-day-poster/',
    'Finding Ada',
    [1131, 1600],
    [...LOVELACE, 'ada lovelace day'],
  ),
  image(
    'Portrait of Ada, Countess of Lovelace by Margaret Carpenter',
    'https://www.npg.org.uk/collections/search/portrait/ada-countess-of-lovelace',
    'National Portrait Gallery',
    [1200, 1560],
    LOVELACE,
  ),
  image(
    'The Thrilling Adventures of Lovelace and Babbage (cover)',
    'https://www.penguin.co.uk/books/thrilling-adventures-of-lovelace-and-babbage',
    'Penguin Books UK',
    [1000, 1500],
    [...LOVELACE, 'charles babbage'],
  ),
  image(
    'Ada Lovelace statue unveiled in London',
    'https://www.standard.co.uk/news/london/ada-lovelace-statue-unveiled',
    'Evening Standard',
    LANDSCAPE,
    LOVELACE,
  ),
  // Coffee
  image('Coffee - Wikipedia', 'https://en.wikipedia.org/wiki/Coffee', 'Wikipedia', CLASSIC, COFFEE),
  image(
    'Cup of coffee on a wooden table',
    'https://unsplash.com/photos/cup-of-coffee-on-wooden-table',
    'Unsplash',
    LANDSCAPE,
    [...COFFEE, 'cup'],
  ),
  image(
    'Roasted coffee beans close-up',
    'https://www.pexels.com/photo/roasted-coffee-beans-close-up/',
    'Pexels',
    SQUARE,
    [...COFFEE, 'coffee beans'],
  ),
  image(
    'Latte art heart in a white cup',
    'https://unsplash.com/photos/latte-art-heart-white-cup',
    'Unsplash',
    PORTRAIT,
    [...COFFEE, 'latte art'],
  ),
  image(
    'Espresso shot pouring from a portafilter',
    'https://www.pexels.com/photo/espresso-shot-pouring/',
    'Pexels',
    TALL,
    [...COFFEE, 'espresso'],
  ),
  image(
    'Coffee cherries ripening on the plant',
    'https://www.nationalgeographic.com/environment/article/coffee-cherries',
    'National Geographic',
    WIDE,
    [...COFFEE, 'coffee plant'],
  ),
  image(
    'Pour-over coffee with a Hario V60',
    'https://www.seriouseats.com/pour-over-coffee-v60',
    'Serious Eats',
    CLASSIC,
    [...COFFEE, 'pour over', 'v60'],
  ),
  image(
    'Inside a London specialty coffee shop',
    'https://www.timeout.com/london/restaurants/best-coffee-shops-in-london',
    'Time Out',
    LANDSCAPE,
    [...COFFEE, 'coffee shop', 'london'],
  ),
  image(
    'Iced cold brew coffee in a glass',
    'https://www.allrecipes.com/recipe/cold-brew-coffee/',
    'Allrecipes',
    SQUARE,
    [...COFFEE, 'cold brew'],
  ),
  image('Cappuccino from above', 'https://www.istockphoto.com/photo/cappuccino-from-above', 'iStock', SQUARE, [
    ...COFFEE,
    'cappuccino',
  ]),
  image(
    'Coffee roasting drum at a small roastery',
    'https://www.perfectdailygrind.com/coffee-roasting-drum',
    'Perfect Daily Grind',
    WIDE,
    [...COFFEE, 'roasting'],
  ),
  image(
    'French press and coffee grinder on a kitchen counter',
    'https://www.bonappetit.com/story/french-press-coffee',
    'Bon Appétit',
    CLASSIC,
    [...COFFEE, 'french press'],
  ),
  image(
    'Coffee harvest in Huila, Colombia',
    'https://www.gettyimages.com/detail/photo/coffee-harvest-huila-colombia',
    'Getty Images',
    LANDSCAPE,
    [...COFFEE, 'colombia'],
  ),
  image('Moka pot on a gas stove', 'https://unsplash.com/photos/moka-pot-gas-stove', 'Unsplash', PORTRAIT, [
    ...COFFEE,
    'moka pot',
  ]),
  // TypeScript
  image('TypeScript logo', 'https://www.typescriptlang.org/branding/', 'TypeScript', SQUARE, [...TYPESCRIPT, 'logo']),
  image('TypeScript - Wikipedia', 'https://en.wikipedia.org/wiki/TypeScript', 'Wikipedia', [1200, 630], TYPESCRIPT),
  image(
    'TypeScript generics cheat sheet',
    'https://www.totaltypescript.com/cheat-sheets/generics',
    'Total TypeScript',
    [1200, 1600],
    [...TYPESCRIPT, 'generics', 'cheat sheet'],
  ),
  image(
    'Announcing TypeScript 5.9 - TypeScript blog',
    'https://devblogs.microsoft.com/typescript/announcing-typescript-5-9/',
    'Microsoft Developer Blogs',
    WIDE,
    [...TYPESCRIPT, 'typescript 5.9'],
  ),
  image(
    'TypeScript vs JavaScript comparison chart',
    'https://www.freecodecamp.org/news/typescript-vs-javascript/',
    'freeCodeCamp',
    [1400, 800],
    [...TYPESCRIPT, 'javascript'],
  ),
  image(
    'Code editor showing TypeScript types',
    'https://unsplash.com/photos/code-editor-typescript',
    'Unsplash',
    LANDSCAPE,
    [...TYPESCRIPT, 'code'],
  ),
  // Tesla
  image('Tesla Model Y - Wikipedia', 'https://en.wikipedia.org/wiki/Tesla_Model_Y', 'Wikipedia', LANDSCAPE, [
    ...TESLA,
    'model y',
  ]),
  image('Tesla Cybertruck in stainless steel', 'https://www.tesla.com/cybertruck', 'Tesla', WIDE, [
    ...TESLA,
    'cybertruck',
  ]),
  image(
    'Tesla Model 3 Highland interior',
    'https://www.motortrend.com/reviews/tesla-model-3-highland-interior/',
    'MotorTrend',
    CLASSIC,
    [...TESLA, 'model 3', 'interior'],
  ),
  image(
    'Tesla Supercharger station at night',
    'https://electrek.co/tesla-supercharger-station-night/',
    'Electrek',
    WIDE,
    [...TESLA, 'supercharger'],
  ),
  image(
    'Tesla Gigafactory Texas aerial view',
    'https://www.gettyimages.com/detail/photo/tesla-gigafactory-texas-aerial',
    'Getty Images',
    LANDSCAPE,
    [...TESLA, 'giga texas'],
  ),
  image('Tesla logo on a car', 'https://unsplash.com/photos/tesla-logo-on-car', 'Unsplash', SQUARE, [...TESLA, 'logo']),
  image('Tesla Megapack batteries at a grid site', 'https://www.tesla.com/megapack', 'Tesla', WIDE, [
    ...TESLA,
    'megapack',
  ]),
  image('Tesla Model S Plaid on track', 'https://www.caranddriver.com/tesla/model-s', 'Car and Driver', LANDSCAPE, [
    ...TESLA,
    'model s',
  ]),
  image('Tesla Semi truck', 'https://www.tesla.com/semi', 'Tesla', WIDE, [...TESLA, 'tesla semi']),
  image(
    'Tesla Optimus robot on stage',
    'https://www.reuters.com/technology/tesla-optimus-robot-stage/',
    'Reuters',
    TALL,
    [...TESLA, 'optimus'],
  ),
];
