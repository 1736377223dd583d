import { describe, expect, it } from 'vitest';
import type { ItemOf } from '../../lib/api/result-types';
import { citation, resultCitation } from '../../lib/export/citation';
import { itemCitation } from '../../lib/export/item-citation';
import { itemsToCsv } from '../../lib/export/csv';
import { exportedItems, ITEM_EXPORTS } from '../../lib/export/exported-items';
import { itemsToJson } from '../../lib/export/json';
import { linksText } from '../../lib/export/links';
import { itemsToMarkdown } from '../../lib/export/markdown';
import { mapLink } from '../../lib/text/place-links';

// Each search type exports the items as shown (the order given: blocked sites out, pinned
// first), with its own fields, under the same safety rules as web results.
const news: ItemOf<'news'>[] = [
  {
    title: 'Tesla *rallies*',
    link: 'https://www.reuters.com/a',
    source: 'Reuters',
    date: '5 mins ago',
    snippet: 'Shares rose.',
    imageUrl: 'https://img.example/t.jpg',
    position: 4,
  },
  { title: '=HYPERLINK("evil")', link: 'javascript:alert(1)', date: '2023-08-01', imageUrl: 'http://img.example/x' },
].map((item, index) => ({ position: index + 1, ...item }));

const images: ItemOf<'images'>[] = [
  {
    title: 'Lion - Wikipedia',
    link: 'https://en.wikipedia.org/wiki/Lion',
    imageUrl: 'https://upload.wikimedia.org/lion.jpg',
    imageWidth: 5168,
    imageHeight: 3448,
    thumbnailUrl: 'https://encrypted-tbn0.gstatic.com/images?q=tbn:x',
    thumbnailWidth: 275,
    thumbnailHeight: 183,
    source: 'Wikipedia',
    position: 1,
  },
  {
    title: 'Lion walking',
    link: 'https://www.istockphoto.com/photos/lion-walking',
    imageUrl: 'http://media.example/lion.jpg',
    imageWidth: 612,
    imageHeight: 527,
    source: 'iStock',
    creator: 'GlobalP',
    credit: 'Getty Images/iStockphoto',
    position: 5,
  },
];

const videos: ItemOf<'videos'>[] = [
  {
    title: 'Apple at 50',
    link: 'https://www.youtube.com/watch?v=eCSNJgI2LFI',
    snippet: 'Recorded March 11, 2026',
    imageUrl: 'https://encrypted-tbn0.gstatic.com/images?q=v',
    duration: '1:38:13',
    source: 'YouTube',
    channel: 'Computer History Museum',
    date: '2025-12-06',
    position: 3,
  },
  { title: 'Apple', link: 'https://www.youtube.com/apple', position: 1 },
];

const places: ItemOf<'places'>[] = [
  {
    title: "Tony's Di Napoli",
    website: 'http://www.tonysnyc.com/',
    address: '1081 3rd Ave, New York, NY 10065',
    category: 'Italian restaurant',
    rating: 4.6,
    ratingCount: 2900,
    priceLevel: '$$',
    phone: '(212) 888-6333',
    latitude: 40.7643567,
    longitude: -73.9642373,
    cid: '1820798058748048984',
    position: 1,
  },
  {
    title: 'Pavin 86',
    address: '1663 1st Ave, New York, NY 10028',
    category: 'Italian restaurant',
    rating: 5,
    ratingCount: 11,
    phone: '(646) 368-1666',
    latitude: 40.777448,
    longitude: -73.94927679999999,
    position: 5,
  },
];

const shopping: ItemOf<'shopping'>[] = [
  {
    title: 'Apple iPhone X - 256 GB',
    link: 'https://www.walmart.com/ip/971012574',
    source: 'Walmart - Seller',
    price: '$155.00 refurbished',
    delivery: 'Free shipping',
    rating: 4.5,
    ratingCount: 25,
    offers: '3',
    imageUrl: 'https://encrypted-tbn0.gstatic.com/shopping?q=tbn:x',
    position: 1,
  },
  { title: 'iPhone, "used"', link: 'https://swappa.com/listing/x', source: '-Swappa', price: '@$208.00', position: 2 },
];

// As recordings/apple-inc-scholar.json and apple-inc-patents.json have them, read (readScholarItem, readPatentItem).
const scholar: ItemOf<'scholar'>[] = [
  {
    title: 'Quantum strategy at apple inc',
    link: 'https://www.heracleous.org/uploads/1/1/2/9/11299865/quantum_strategy_-_org_dynamics.pdf',
    publicationInfo: 'L Heracleous - Organizational Dynamics, 2013 - heracleous.org',
    authors: 'L Heracleous',
    venue: 'Organizational Dynamics',
    year: 2013,
    snippet: '… at Apple would last, or gradually fizzle out.',
    citedBy: 70,
    citedByLink: 'https://scholar.google.com/scholar?cites=1857067970920895280',
    pdfUrl: 'https://www.heracleous.org/uploads/1/1/2/9/11299865/quantum_strategy_-_org_dynamics.pdf',
    id: 'MNN--nqhxRkJ',
    position: 1,
  },
  {
    title: 'Apple Inc.',
    link: 'https://www.torrossa.com/gs/resourceProxy?an=5524612&publisher=FZ0661',
    publicationInfo: "JD O'Grady - 2008 - torrossa.com",
    authors: "JD O'Grady",
    year: 2008,
    citedBy: 38,
    position: 2,
  },
];

const patents: ItemOf<'patents'>[] = [
  {
    title: 'Device, method, and graphical user interface for displaying user interface …',
    link: 'https://patents.google.com/patent/US10775999B2/en',
    snippet: ', an image management application (e.g., Aperture or iPhoto from Apple Inc. of Cupertino, Calif.)',
    publicationNumber: 'US10775999B2',
    assignee: 'Apple Inc.',
    inventor: 'Nicholas Zambetti',
    priorityDate: '2012-05-09',
    filingDate: '2018-10-29',
    grantDate: '2020-09-15',
    publicationDate: '2020-09-15',
    language: 'en',
    pdfUrl: 'https://patentimages.storage.googleapis.com/77/26/74/bbd02b00bb2413/US10775999.pdf',
    thumbnailUrl: 'https://patentimages.storage.googleapis.com/c3/d2/6b/970b9c3459558e/US10775999-20200915-D00000.png',
    figures: 51,
    position: 1,
  },
  {
    title: '=cmd|x',
    link: 'javascript:alert(1)',
    publicationNumber: 'US20250110774A1',
    publicationDate: '2025-04-03',
    thumbnailUrl: 'http://patentimages.example/x.png',
    position: 2,
  },
];

const lens: ItemOf<'lens'>[] = [
  {
    title: 'Ada Lovelace - Wikipedia',
    link: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
    source: 'Wikipedia',
    imageUrl: 'https://upload.wikimedia.org/ada.jpg',
    thumbnailUrl: 'https://encrypted-tbn0.gstatic.com/images?q=ada',
    position: 1,
  },
  {
    title: '=HYPERLINK("x")',
    link: 'javascript:alert(1)',
    price: '$12.99',
    imageUrl: 'ftp://files.example/ada.jpg',
    thumbnailUrl: 'http://insecure.example/t.jpg',
    position: 2,
  },
];

const accessed = new Date(2026, 2, 3, 12);

describe('Markdown per search type: one line per item with the type’s own fields', () => {
  it('news: “Title — source, date”, escaped, linked only where the page links', () => {
    expect(itemsToMarkdown('tesla', exportedItems('news', news))).toBe(
      [
        '# News results for “tesla”',
        '',
        '1. [Tesla \\*rallies\\*](<https://www.reuters.com/a>) — Reuters, 5 mins ago',
        '2. \\=HYPERLINK("evil") — 2023-08-01',
        '',
      ].join('\n'),
    );
  });

  it('images: “Title — source, W×H”, linked to the page the image is on', () => {
    expect(itemsToMarkdown('lion', exportedItems('images', images)).split('\n').slice(2, 4)).toEqual([
      '1. [Lion - Wikipedia](<https://en.wikipedia.org/wiki/Lion>) — Wikipedia, 5168×3448',
      '2. [Lion walking](<https://www.istockphoto.com/photos/lion-walking>) — iStock, 612×527',
    ]);
  });

  it('videos: “Title — channel, duration, date”; a channel page has its title alone', () => {
    expect(itemsToMarkdown('apple', exportedItems('videos', videos)).split('\n').slice(2, 4)).toEqual([
      '1. [Apple at 50](<https://www.youtube.com/watch?v=eCSNJgI2LFI>) — Computer History Museum, 1:38:13, 2025-12-06',
      '2. [Apple](<https://www.youtube.com/apple>)',
    ]);
  });

  it('places: “Title — category, rating (count), address, phone, Map”, the title linked to the website', () => {
    const map = 'https://www.openstreetmap.org/?mlat=40.764357&mlon=-73.964237#map=17/40.764357/-73.964237';
    expect(mapLink(places[0]!)).toBe(map);
    expect(itemsToMarkdown('italian', exportedItems('places', places)).split('\n').slice(2, 4)).toEqual([
      `1. [Tony's Di Napoli](<http://www.tonysnyc.com/>) — Italian restaurant, 4.6/5 (2,900), 1081 3rd Ave, New York, NY 10065, (212) 888-6333, [Map](<${map}>)`,
      '2. Pavin 86 — Italian restaurant, 5/5 (11), 1663 1st Ave, New York, NY 10028, (646) 368-1666, [Map](<https://www.openstreetmap.org/?mlat=40.777448&mlon=-73.949277#map=17/40.777448/-73.949277>)',
    ]);
  });

  it('shopping: “Title — price, merchant, rating (count), delivery”', () => {
    expect(itemsToMarkdown('iphone x', exportedItems('shopping', shopping)).split('\n').slice(2, 4)).toEqual([
      '1. [Apple iPhone X - 256 GB](<https://www.walmart.com/ip/971012574>) — $155.00 refurbished, Walmart - Seller, 4.5/5 (25), Free shipping',
      '2. [iPhone, "used"](<https://swappa.com/listing/x>) — @$208.00, -Swappa',
    ]);
  });
});

describe('papers and patents in every format', () => {
  it('scholar: Markdown “Title — publication line, Cited by N, PDF”', () => {
    const pdf = scholar[0]!.pdfUrl!;
    expect(itemsToMarkdown('apple inc', exportedItems('scholar', scholar)).split('\n')).toEqual([
      '# Scholar results for “apple inc”',
      '',
      `1. [Quantum strategy at apple inc](<${scholar[0]!.link}>) — L Heracleous - Organizational Dynamics, 2013 - heracleous.org, Cited by 70, [PDF](<${pdf}>)`,
      "2. [Apple Inc.](<https://www.torrossa.com/gs/resourceProxy?an=5524612&publisher=FZ0661>) — JD O'Grady - 2008 - torrossa.com, Cited by 38",
      '',
    ]);
  });

  it('scholar: CSV and JSON carry authors, year, venue, citations and the PDF, numbers as numbers', () => {
    const csv = itemsToCsv(exportedItems('scholar', scholar)).split('\r\n');
    expect(csv[0]).toBe('position,title,link,authors,year,venue,publicationInfo,citedBy,citedByLink,pdf,snippet');
    expect(csv[2]).toBe(
      "2,Apple Inc.,https://www.torrossa.com/gs/resourceProxy?an=5524612&publisher=FZ0661,JD O'Grady,2008,,JD O'Grady - 2008 - torrossa.com,38,,,",
    );
    const json = JSON.parse(
      itemsToJson({ query: 'apple inc', type: 'scholar', newestFirst: true }, exportedItems('scholar', scholar)),
    ) as { options: object; results: Array<Record<string, unknown>> };
    expect(json.options).toEqual({ newestFirst: true });
    expect(json.results[0]).toMatchObject({
      authors: 'L Heracleous',
      year: 2013,
      citedBy: 70,
      venue: 'Organizational Dynamics',
    });
  });

  it('patents: Markdown, CSV and JSON carry the number, assignee, inventor, the four days and the PDF', () => {
    expect(itemsToMarkdown('apple inc', exportedItems('patents', patents)).split('\n').slice(2, 4)).toEqual([
      `1. [Device, method, and graphical user interface for displaying user interface …](<https://patents.google.com/patent/US10775999B2/en>) — US10775999B2, Apple Inc., Nicholas Zambetti, granted 2020-09-15, [PDF](<${patents[0]!.pdfUrl!}>)`,
      '2. \\=cmd|x — US20250110774A1, published 2025-04-03',
    ]);
    const csv = itemsToCsv(exportedItems('patents', patents)).split('\r\n');
    expect(csv[0]).toBe(
      'position,title,link,publicationNumber,assignee,inventor,priorityDate,filingDate,grantDate,publicationDate,pdf,figures,image,snippet',
    );
    // The formula-like title is guarded, the javascript: link and the http picture are left out.
    expect(csv[2]).toBe("2,'=cmd|x,,US20250110774A1,,,,,,2025-04-03,,,,");
    const json = JSON.parse(
      itemsToJson(
        { query: 'apple inc', type: 'patents', dateFrom: '2020-01-01', dateTo: '2020-12-31' },
        exportedItems('patents', patents),
      ),
    ) as { options: object; results: Array<Record<string, unknown>> };
    expect(json.options).toEqual({ dateFrom: '2020-01-01', dateTo: '2020-12-31' });
    expect(json.results[0]).toMatchObject({ grantDate: '2020-09-15', figures: 51, image: patents[0]!.thumbnailUrl });
  });
});

describe('search by image in every format', () => {
  it('Markdown “Title — source, price”, linked to the page the match is on', () => {
    expect(itemsToMarkdown(lens[0]!.imageUrl!, exportedItems('lens', lens)).split('\n').slice(0, 4)).toEqual([
      '# Image matches results for “https://upload.wikimedia.org/ada.jpg”',
      '',
      '1. [Ada Lovelace - Wikipedia](<https://en.wikipedia.org/wiki/Ada_Lovelace>) — Wikipedia',
      '2. \\=HYPERLINK("x") — $12.99',
    ]);
  });

  it('CSV and JSON carry the matched picture as a link and the thumbnail only over https', () => {
    const csv = itemsToCsv(exportedItems('lens', lens)).split('\r\n');
    expect(csv[0]).toBe('position,title,link,source,price,imageUrl,thumbnail');
    expect(csv[1]).toBe(
      '1,Ada Lovelace - Wikipedia,https://en.wikipedia.org/wiki/Ada_Lovelace,Wikipedia,,https://upload.wikimedia.org/ada.jpg,https://encrypted-tbn0.gstatic.com/images?q=ada',
    );
    expect(csv[2]).toBe(`2,"'=HYPERLINK(""x"")",,,$12.99,,`);
    const json = JSON.parse(itemsToJson({ query: lens[0]!.imageUrl!, type: 'lens' }, exportedItems('lens', lens))) as {
      results: Array<Record<string, unknown>>;
    };
    expect(json.results[1]).toEqual({ position: 2, title: '=HYPERLINK("x")', price: '$12.99' });
  });

  it('cites a match by its title and site', () => {
    expect(itemCitation('lens', lens[0]!, accessed)).toBe(
      'Ada Lovelace - Wikipedia. Wikipedia. https://en.wikipedia.org/wiki/Ada_Lovelace (accessed 3 March 2026).',
    );
  });
});

describe('CSV per search type: position, title, the type’s columns; RFC 4180 and formula guards', () => {
  it('news: guards formula-like cells, drops unsafe links and http thumbnails', () => {
    expect(itemsToCsv(exportedItems('news', news))).toBe(
      'position,title,link,source,date,snippet,image\r\n' +
        '1,Tesla *rallies*,https://www.reuters.com/a,Reuters,5 mins ago,Shares rose.,https://img.example/t.jpg\r\n' +
        `2,"'=HYPERLINK(""evil"")",,,2023-08-01,,\r\n`,
    );
  });

  it('places: numbers as numbers (a negative longitude is not a formula), the map link, the phone as text', () => {
    const csv = itemsToCsv(exportedItems('places', places)).split('\r\n');
    expect(csv[0]).toBe(
      'position,title,website,category,rating,ratingCount,priceLevel,address,phone,latitude,longitude,map',
    );
    expect(csv[1]).toBe(
      `1,Tony's Di Napoli,http://www.tonysnyc.com/,Italian restaurant,4.6,2900,$$,"1081 3rd Ave, New York, NY 10065",(212) 888-6333,40.7643567,-73.9642373,${mapLink(places[0]!)}`,
    );
    expect(csv[2]?.startsWith('2,Pavin 86,,Italian restaurant,5,11,,')).toBe(true);
  });

  it('shopping: the merchant and price are guarded where they start like a formula', () => {
    expect(itemsToCsv(exportedItems('shopping', shopping)).split('\r\n').slice(0, 3)).toEqual([
      'position,title,link,price,merchant,rating,ratingCount,delivery,offers,image',
      '1,Apple iPhone X - 256 GB,https://www.walmart.com/ip/971012574,$155.00 refurbished,Walmart - Seller,4.5,25,Free shipping,3,https://encrypted-tbn0.gstatic.com/shopping?q=tbn:x',
      `2,"iPhone, ""used""",https://swappa.com/listing/x,'@$208.00,'-Swappa,,,,,`,
    ]);
  });

  it('images and videos: every column of the type, pixel sizes as numbers', () => {
    expect(itemsToCsv(exportedItems('images', images)).split('\r\n')[2]).toBe(
      '2,Lion walking,https://www.istockphoto.com/photos/lion-walking,iStock,612,527,http://media.example/lion.jpg,GlobalP,Getty Images/iStockphoto,',
    );
    expect(itemsToCsv(exportedItems('videos', videos)).split('\r\n')[0]).toBe(
      'position,title,link,channel,source,duration,date,snippet,thumbnail',
    );
  });
});

describe('JSON per search type: the items as shown', () => {
  it('writes the query, the type, the options and each item’s own fields, leaving out what it lacks', () => {
    const json = itemsToJson(
      { query: 'italian', type: 'places', location: 'NY_USA', page: 2 },
      exportedItems('places', places),
    );
    expect(json.endsWith('}\n')).toBe(true);
    const parsed = JSON.parse(json) as { results: Array<Record<string, unknown>> };
    expect(parsed).toMatchObject({ query: 'italian', type: 'places', options: { location: 'NY_USA', page: 2 } });
    expect(parsed.results[1]).toEqual({
      position: 2,
      title: 'Pavin 86',
      category: 'Italian restaurant',
      rating: 5,
      ratingCount: 11,
      address: '1663 1st Ave, New York, NY 10028',
      phone: '(646) 368-1666',
      latitude: 40.777448,
      longitude: -73.94927679999999,
      map: mapLink(places[1]!),
    });
  });

  it('writes no unsafe link and no http thumbnail', () => {
    const json = itemsToJson({ query: 'tesla', type: 'news' }, exportedItems('news', news));
    expect(JSON.parse(json)).toMatchObject({
      type: 'news',
      options: {},
      results: [
        { position: 1, link: 'https://www.reuters.com/a', image: 'https://img.example/t.jpg' },
        { position: 2, title: '=HYPERLINK("evil")', date: '2023-08-01' },
      ],
    });
    expect(json).not.toContain('javascript:');
    expect(json).not.toContain('http://img.example');
  });
});

describe('links and citations per search type', () => {
  it('copies the shown links in the order shown, a place’s website as its link', () => {
    expect(linksText(exportedItems('news', news).items)).toBe('https://www.reuters.com/a');
    expect(linksText(exportedItems('places', places).items)).toBe('http://www.tonysnyc.com/');
  });

  it.each([
    [
      'news',
      () => itemCitation('news', { ...news[0]!, date: '2023-08-01' }, accessed),
      'Tesla *rallies*. Reuters, 1 August 2023. https://www.reuters.com/a (accessed 3 March 2026).',
    ],
    [
      'news with the service’s words for its date',
      () => itemCitation('news', news[0]!, accessed),
      'Tesla *rallies*. Reuters, 5 mins ago. https://www.reuters.com/a (accessed 3 March 2026).',
    ],
    [
      'an image, crediting who made it',
      () => itemCitation('images', images[1]!, accessed),
      'Lion walking. GlobalP, Getty Images/iStockphoto. iStock. https://www.istockphoto.com/photos/lion-walking (accessed 3 March 2026).',
    ],
    [
      'a video',
      () => itemCitation('videos', videos[0]!, accessed),
      'Apple at 50. Computer History Museum, YouTube, 6 December 2025. https://www.youtube.com/watch?v=eCSNJgI2LFI (accessed 3 March 2026).',
    ],
    [
      'a place with a website',
      () => itemCitation('places', places[0]!, accessed),
      "Tony's Di Napoli. Italian restaurant, 1081 3rd Ave, New York, NY 10065. http://www.tonysnyc.com/ (accessed 3 March 2026).",
    ],
    [
      'a place without one, by its map',
      () => itemCitation('places', places[1]!, accessed),
      `Pavin 86. Italian restaurant, 1663 1st Ave, New York, NY 10028. ${mapLink(places[1]!)} (accessed 3 March 2026).`,
    ],
    [
      'a product',
      () => itemCitation('shopping', shopping[0]!, accessed),
      'Apple iPhone X - 256 GB. Walmart - Seller, $155.00 refurbished. https://www.walmart.com/ip/971012574 (accessed 3 March 2026).',
    ],
    [
      'a paper, as papers are cited: authors (year), title, venue',
      () => itemCitation('scholar', scholar[0]!, accessed),
      `L Heracleous (2013). Quantum strategy at apple inc. Organizational Dynamics. ${scholar[0]!.link} (accessed 3 March 2026).`,
    ],
    [
      'a paper with no venue',
      () => itemCitation('scholar', scholar[1]!, accessed),
      "JD O'Grady (2008). Apple Inc. https://www.torrossa.com/gs/resourceProxy?an=5524612&publisher=FZ0661 (accessed 3 March 2026).",
    ],
    [
      'a patent: inventor, title, number, assignee, day granted',
      () => itemCitation('patents', patents[0]!, accessed),
      'Nicholas Zambetti. Device, method, and graphical user interface for displaying user interface …. US10775999B2, Apple Inc., 15 September 2020. https://patents.google.com/patent/US10775999B2/en (accessed 3 March 2026).',
    ],
    [
      'an item whose link is not a link',
      () => itemCitation('news', news[1]!, accessed),
      '=HYPERLINK("evil"). 1 August 2023. Accessed 3 March 2026.',
    ],
    [
      'a web result',
      () => resultCitation({ title: 'Ada Lovelace', link: 'https://www.example.org/ada', position: 1 }, accessed),
      'Ada Lovelace. example.org. https://www.example.org/ada (accessed 3 March 2026).',
    ],
  ])('cites %s', (_label, cite, expected) => {
    expect(cite()).toBe(expected);
  });

  it('still cites the knowledge panel as before', () => {
    expect(citation({ title: 'Paris.', descriptionLink: 'javascript:x', attributes: [] }, accessed)).toBe(
      'Paris. Accessed 3 March 2026.',
    );
  });

  it('every type’s columns are exactly the keys its values give', () => {
    const samples = { news, images, videos, places, shopping, scholar, patents, lens };
    for (const type of Object.keys(ITEM_EXPORTS) as Array<keyof typeof ITEM_EXPORTS>) {
      const exported = exportedItems(type, samples[type] as never[]);
      for (const item of exported.items) {
        for (const key of Object.keys(item.values)) expect(exported.columns).toContain(key);
      }
    }
  });
});
