import { describe, expect, it } from 'vitest';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { searchTypeUnit } from '../../lib/api/result-types';
import { readerOf } from '../../lib/api/type-readers';
import type { SearchType } from '../../lib/api/search-options';
import type { SearchResponse } from '../../lib/api/search-response';
import { mapLink, telHref } from '../../lib/text/place-links';
import { safeImageUrl, safeLinkUrl } from '../../lib/text/safe-url';
import { RECORDED_TEXTS, RECORDINGS } from '../search-api/recordings';

// Every body of every search type recorded from the live service (test/search-api/recordings,
// provenance in its index.json), read by the parser for that type. The expectations are read
// straight off the raw JSON below, independently of the readers: each field as the service
// sent it, with only the display cleaning every text gets (white space folded).
type Raw = Record<string, unknown>;
// Search by image has no public recording (test/search-api/README.md): read-lens.test.ts reads its shapes.
type ResultType = Exclude<SearchType, 'web' | 'lens'>;

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/gu, ' ').trim() : undefined);
/** English days ("Dec 6, 2025") are stored as their ISO day; the service's other words as sent. */
const day = (value: unknown) => {
  if (typeof value !== 'string') return undefined;
  if (!/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/u.test(value)) return value;
  return new Date(`${value} UTC`).toISOString().slice(0, 10);
};

/** Google Scholar's id decoded here on its own: URL-safe base64 of the cluster, little-endian, then a byte 9. */
const citesLink = (id: unknown) => {
  if (typeof id !== 'string') return undefined;
  const bytes = Buffer.from(id, 'base64url');
  if (bytes.length !== 9 || bytes[8] !== 9) return undefined;
  return `https://scholar.google.com/scholar?cites=${bytes.readBigUInt64LE(0)}`;
};
/** "authors - venue, year - site": the venue is what comes between the authors and ", year". */
const infoParts = (r: Raw) => text(r.publicationInfo)?.split(' - ') ?? [];
const venue = (r: Raw) => /^(.*), \d{4}$/u.exec(infoParts(r)[1] ?? '')?.[1];
const figures = (r: Raw) => (Array.isArray(r.figures) ? r.figures : []) as Raw[];

/** Per type, each item field and how to read the value expected for it off the raw item. */
const FIELDS: { [T in ResultType]: Record<string, (raw: Raw) => unknown> } = {
  news: {
    title: (r) => text(r.title),
    link: (r) => r.link,
    source: (r) => text(r.source),
    date: (r) => day(r.date),
    snippet: (r) => text(r.snippet),
    imageUrl: (r) => r.imageUrl,
    position: (r) => r.position,
  },
  images: {
    title: (r) => text(r.title),
    link: (r) => r.link,
    imageUrl: (r) => r.imageUrl,
    imageWidth: (r) => r.imageWidth,
    imageHeight: (r) => r.imageHeight,
    thumbnailUrl: (r) => r.thumbnailUrl,
    thumbnailWidth: (r) => r.thumbnailWidth,
    thumbnailHeight: (r) => r.thumbnailHeight,
    source: (r) => text(r.source),
    domain: (r) => text(r.domain),
    creator: (r) => text(r.creator),
    credit: (r) => text(r.credit),
    copyright: (r) => text(r.copyright),
    position: (r) => r.position,
  },
  videos: {
    title: (r) => text(r.title),
    link: (r) => r.link,
    snippet: (r) => text(r.snippet),
    imageUrl: (r) => r.imageUrl,
    duration: (r) => text(r.duration),
    channel: (r) => text(r.channel),
    source: (r) => text(r.source),
    date: (r) => day(r.date),
    position: (r) => r.position,
  },
  places: {
    title: (r) => text(r.title),
    website: (r) => r.website,
    address: (r) => text(r.address),
    category: (r) => text(r.category),
    rating: (r) => r.rating,
    ratingCount: (r) => r.ratingCount,
    priceLevel: (r) => text(r.priceLevel),
    phone: (r) => text(r.phoneNumber),
    latitude: (r) => r.latitude,
    longitude: (r) => r.longitude,
    cid: (r) => r.cid,
    locationHint: (r) => text(r.locationHint),
    thumbnailUrl: (r) => r.thumbnailUrl,
    position: (r) => r.position,
  },
  shopping: {
    title: (r) => text(r.title),
    link: (r) => r.link,
    source: (r) => text(r.source),
    price: (r) => text(r.price),
    delivery: (r) => text(r.delivery),
    rating: (r) => r.rating,
    ratingCount: (r) => r.ratingCount,
    imageUrl: (r) => r.imageUrl,
    offers: (r) => text(r.offers),
    position: (r) => r.position,
  },
  scholar: {
    title: (r) => text(r.title),
    link: (r) => r.link,
    publicationInfo: (r) => text(r.publicationInfo),
    authors: (r) => infoParts(r)[0],
    venue,
    year: (r) => r.year,
    snippet: (r) => text(r.snippet),
    citedBy: (r) => r.citedBy,
    citedByLink: (r) => citesLink(r.id),
    pdfUrl: (r) => r.pdfUrl,
    htmlUrl: (r) => r.htmlUrl,
    id: (r) => r.id,
    position: (r) => r.position,
  },
  patents: {
    title: (r) => text(r.title),
    link: (r) => r.link,
    snippet: (r) => text(r.snippet),
    publicationNumber: (r) => text(r.publicationNumber),
    assignee: (r) => text(r.assignee),
    inventor: (r) => text(r.inventor),
    // An application has `grantDate: ""`: no day, not an empty one.
    priorityDate: (r) => text(r.priorityDate),
    filingDate: (r) => text(r.filingDate),
    grantDate: (r) => text(r.grantDate) || undefined,
    publicationDate: (r) => text(r.publicationDate),
    language: (r) => text(r.language),
    pdfUrl: (r) => r.pdfUrl,
    thumbnailUrl: (r) => r.thumbnailUrl ?? figures(r)[0]?.thumbnailUrl,
    figures: (r) => figures(r).length || undefined,
    position: (r) => r.position,
  },
};

/** The array an answer of the type carries: papers and patents come in `organic`, as web results do. */
const arrayOf = (type: ResultType) => (type === 'scholar' || type === 'patents' ? 'organic' : type);

interface TypeRecording {
  name: string;
  type: ResultType;
  /** The body text as stored (the shopping block wrapped in the live shape, its items byte for byte). */
  text: string;
  query: string;
  items: Raw[];
  credits: unknown;
}

const typeOfEndpoint = (endpoint: string) => endpoint.slice(1) as ResultType;
const SHOPPING_QUERY = 'iphone x';
const TYPE_RECORDINGS: TypeRecording[] = [
  ...RECORDINGS.filter((r) => r.endpoint !== '/search').map((r) => ({
    name: r.name,
    type: typeOfEndpoint(r.endpoint),
    text: r.text,
    query: r.query,
    items: r.body[arrayOf(typeOfEndpoint(r.endpoint))] as Raw[],
    credits: r.body.credits,
  })),
  // No whole /shopping body was ever found: the recorded `shopping` array, in the body the live service wraps it in.
  ...RECORDED_TEXTS.filter((r) => r.kind === 'fragment' && r.endpoint === '/shopping').map((r) => ({
    name: r.name,
    type: 'shopping' as const,
    text: `{"searchParameters":{"q":"${SHOPPING_QUERY}","type":"shopping"},"shopping":${r.text}}`,
    query: SHOPPING_QUERY,
    items: r.json as Raw[],
    credits: undefined,
  })),
];

function parsed(recording: TypeRecording): SearchResponse {
  const result = parseSearchResponse(recording.text, { query: 'fallback', type: recording.type });
  if (!result.ok) throw new Error(`${recording.name}: ${result.error.kind} ${result.error.message}`);
  return result.value;
}

const itemsOfType = (recording: TypeRecording) =>
  searchTypeUnit(recording.type).listIn(parsed(recording)).items as unknown as Raw[];

describe('the recordings cover every search type', () => {
  it.each(['news', 'images', 'videos', 'places', 'shopping', 'scholar', 'patents'] as const)(
    '%s has at least one recorded body',
    (type) => {
      expect(TYPE_RECORDINGS.filter((r) => r.type === type).length).toBeGreaterThan(0);
    },
  );
});

describe.each(TYPE_RECORDINGS.map((recording) => [recording.type, recording.name, recording] as const))(
  'the recorded %s body %s',
  (type, _name, recording) => {
    it('is a success of its type, echoing its query, with no web blocks', () => {
      const value = parsed(recording);
      expect(value.type).toBe(type);
      expect(value.query).toBe(recording.query);
      expect(value.organic).toEqual([]);
      expect(value.knowledgeGraph).toBeUndefined();
      expect(value.credits).toBe(recording.credits);
    });

    it('keeps every item, in order, with its link and its rank', () => {
      const items = itemsOfType(recording);
      expect(items).toHaveLength(recording.items.length);
      const linkField = type === 'places' ? 'website' : 'link';
      expect(items.map((item) => item[linkField])).toEqual(recording.items.map((raw) => raw[linkField]));
      // Papers and patents come with no rank: their place in the list is theirs.
      expect(items.map((item) => item.position)).toEqual(
        recording.items.map((raw, index) => raw.position ?? index + 1),
      );
      expect(parsed(recording).droppedResults).toBe(0);
    });

    it.each(Object.entries(FIELDS[type]).filter(([field]) => field !== 'position'))(
      'reads %s off every item as the service sent it',
      (field, expected) => {
        const items = itemsOfType(recording);
        expect(items.map((item) => item[field])).toEqual(recording.items.map(expected));
      },
    );

    it('reads nothing the service did not send', () => {
      const known = new Set(Object.keys(FIELDS[type]));
      for (const item of itemsOfType(recording)) {
        for (const key of Object.keys(item)) expect(known, `${key} is a field of ${type}`).toContain(key);
        for (const value of Object.values(item)) expect(value).not.toBeUndefined();
      }
    });

    it('gives the same items when the type’s reader reads the array alone', () => {
      const { items, dropped } = readerOf(type)(recording.items);
      expect(items).toEqual(itemsOfType(recording));
      expect(dropped).toBe(0);
    });

    it('has only links a page may show and pictures it may load (all https here)', () => {
      for (const raw of recording.items) {
        const link = (type === 'places' ? raw.website : raw.link) as string | undefined;
        if (link !== undefined) expect(safeLinkUrl(link)).toBe(new URL(link).href);
        for (const picture of [raw.imageUrl, raw.thumbnailUrl, ...figures(raw).map((figure) => figure.thumbnailUrl)]) {
          if (typeof picture === 'string') expect(safeImageUrl(picture)).toBe(new URL(picture).href);
        }
      }
    });
  },
);

describe('what the recordings show of each type', () => {
  const recorded = (name: string) => {
    const recording = TYPE_RECORDINGS.find((r) => r.name === name);
    if (!recording) throw new Error(`no recording ${name}`);
    return recording;
  };

  it('calls every recorded place phone number by its digits alone (US numbers, no country code sent)', () => {
    const recording = recorded('italian-restaurants-upper-east-side-places-2025');
    const places = parsed(recording).places ?? [];
    expect(places.map((place) => telHref(place.phone))).toEqual(
      recording.items.map((raw) => `tel:${String(raw.phoneNumber).replace(/\D/gu, '')}`),
    );
    expect(telHref(places[0]?.phone)).toBe('tel:2128886333');
  });

  it('puts every recorded place on the map at its own coordinates, to within a few centimetres', () => {
    for (const name of [
      'italian-restaurants-upper-east-side-places',
      'italian-restaurants-upper-east-side-places-2025',
    ]) {
      const recording = recorded(name);
      (parsed(recording).places ?? []).forEach((place, index) => {
        const raw = recording.items[index] as { latitude: number; longitude: number };
        const map = new URL(mapLink(place) ?? '');
        expect(map.origin).toBe('https://www.openstreetmap.org');
        expect(Math.abs(Number(map.searchParams.get('mlat')) - raw.latitude)).toBeLessThan(1e-6);
        expect(Math.abs(Number(map.searchParams.get('mlon')) - raw.longitude)).toBeLessThan(1e-6);
      });
    }
  });

  it('keeps the place without a website (2025, item 5) with no link, and its integer rating', () => {
    const place = parsed(recorded('italian-restaurants-upper-east-side-places-2025')).places?.[4];
    expect(place).toMatchObject({ title: 'Pavin 86', rating: 5, ratingCount: 11, phone: '(646) 368-1666' });
    expect(place?.website).toBeUndefined();
  });

  it('keeps a video channel page, which has nothing but its title, link and snippet', () => {
    const first = parsed(recorded('apple-inc-videos')).videos?.[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(['link', 'position', 'snippet', 'title']);
  });

  it('stores a video’s English day as its ISO day and “3 days ago” as sent', () => {
    const dates = (parsed(recorded('apple-inc-videos')).videos ?? []).map((video) => video.date);
    expect(dates).toContain('2025-12-06');
    expect(dates).toContain('3 days ago');
  });

  it('keeps an image’s pixel sizes and its thumbnail’s, and who made it', () => {
    const image = parsed(recorded('lion-images')).images?.[4];
    expect(image).toMatchObject({
      imageWidth: 612,
      imageHeight: 527,
      thumbnailWidth: 242,
      thumbnailHeight: 208,
      creator: 'GlobalP',
      credit: 'Getty Images/iStockphoto',
    });
  });

  it('links each paper to the works citing it, its Scholar id read as the cluster number (recorded pairs agree)', () => {
    const papers = parsed(recorded('apple-inc-scholar')).scholar ?? [];
    expect(papers).toHaveLength(10);
    expect(papers.every((paper) => paper.citedByLink?.startsWith('https://scholar.google.com/scholar?cites='))).toBe(
      true,
    );
    expect(papers[0]).toMatchObject({
      title: 'Apple Inc. in 2012',
      authors: 'DB Yoffie, P Rossano',
      year: 2012,
      citedBy: 90,
      citedByLink: 'https://scholar.google.com/scholar?cites=2802157291485533899',
    });
    expect(papers[0]?.venue).toBeUndefined();
    expect(papers[2]).toMatchObject({ venue: 'Organizational Dynamics', year: 2013 });
  });

  it('keeps a PDF for the seven papers that have one, and the full-text page of the one that has that instead', () => {
    const papers = parsed(recorded('apple-inc-scholar')).scholar ?? [];
    expect(papers.filter((paper) => paper.pdfUrl !== undefined)).toHaveLength(7);
    expect(papers[9]).toMatchObject({ htmlUrl: 'https://publichealth.jmir.org/2021/2/e20335' });
    expect(papers[9]?.pdfUrl).toBeUndefined();
  });

  it('keeps one picture per patent (its thumbnail), counts its figures, and none for those without', () => {
    const patents = parsed(recorded('apple-inc-patents')).patents ?? [];
    expect(patents).toHaveLength(10);
    expect(patents.map((patent) => patent.figures ?? 0)).toEqual([0, 76, 26, 0, 25, 0, 303, 22, 26, 0]);
    expect(patents.filter((patent) => patent.thumbnailUrl === undefined)).toHaveLength(4);
    expect(patents[1]).toMatchObject({
      publicationNumber: 'US10775999B2',
      assignee: 'Apple Inc.',
      inventor: 'Nicholas Zambetti',
      priorityDate: '2012-05-09',
      grantDate: '2020-09-15',
    });
    // Applications (US…A1) are not granted: the service sends "" for the day.
    expect(patents[2]?.grantDate).toBeUndefined();
    expect(patents.every((patent) => patent.pdfUrl?.endsWith('.pdf'))).toBe(true);
  });

  it('stores nothing of the figures but the first: the answer stays small (303 figures on one patent)', () => {
    const recording = recorded('apple-inc-patents');
    expect(JSON.stringify(parsed(recording)).length).toBeLessThan(recording.text.length / 10);
  });

  it('keeps offers only where the service gave them, with prices and delivery as written', () => {
    const products = parsed(recorded('iphone-x-shopping-items')).shopping ?? [];
    expect(products[0]).toMatchObject({ price: '$155.00 refurbished', delivery: 'Free shipping', offers: '3' });
    // Six items carry offers (1, 6, 11, 16, 17, 20); index.json's note says seven.
    expect(products.filter((product) => product.offers !== undefined).map((product) => product.position)).toEqual([
      1, 6, 11, 16, 17, 20,
    ]);
  });
});
