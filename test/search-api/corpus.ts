import { TECH_DOCUMENTS } from './corpus-documents-tech';
import { WORLD_DOCUMENTS } from './corpus-documents-world';
import { ENTITIES } from './corpus-entities';
import type { DocumentSeed, EntitySeed } from './corpus-types';
import { slugify } from './ids';
import { tokenize } from './tokenize';
import { pictureUrl } from './typed-items';
import type { KnowledgeGraph } from './types';

const HOUR_MS = 60 * 60 * 1000;

/** A document ready for ranking: its date resolved against the start time, its terms indexed. */
export interface CorpusDocument {
  readonly title: string;
  readonly link: string;
  readonly snippet: string;
  /** ISO 8601, `null` (unknown date, sent as null) or `undefined` (no date field sent). */
  readonly date: string | null | undefined;
  /** Epoch ms of `date`, or null when the document has no date. */
  readonly publishedAt: number | null;
  readonly titleTerms: ReadonlySet<string>;
  readonly snippetTerms: ReadonlySet<string>;
  readonly keywordTerms: ReadonlySet<string>;
  /** Multi-word keywords, offered as related searches. */
  readonly keywordPhrases: readonly string[];
}

export interface CorpusEntity {
  readonly panel: KnowledgeGraph;
  /** Title and aliases as term sequences, matched as contiguous runs of the query's terms. */
  readonly names: readonly (readonly string[])[];
  readonly relatedSearches: readonly string[];
}

export interface Corpus {
  readonly documents: readonly CorpusDocument[];
  readonly entities: readonly CorpusEntity[];
}

/** Builds the bundled corpus with dates relative to `startedAt` (epoch ms). */
export function buildCorpus(startedAt: number): Corpus {
  return {
    documents: [...TECH_DOCUMENTS, ...WORLD_DOCUMENTS].map((seed) => indexDocument(seed, startedAt)),
    entities: ENTITIES.map(indexEntity),
  };
}

/** The knowledge panels' pictures drawn by the server at `origin` (GET /thumbs/entity-<name>-330x330.png). */
export function withLocalPictures(corpus: Corpus, origin: string): Corpus {
  return {
    ...corpus,
    entities: corpus.entities.map((entity) => ({
      ...entity,
      panel: {
        ...entity.panel,
        imageUrl: pictureUrl(origin, `entity-${slugify(entity.panel.title)}`, 330, 330),
      },
    })),
  };
}

function indexDocument(seed: DocumentSeed, startedAt: number): CorpusDocument {
  const publishedAt = typeof seed.ageHours === 'number' ? Math.round(startedAt - seed.ageHours * HOUR_MS) : null;
  let date: string | null | undefined;
  if (publishedAt !== null) date = new Date(publishedAt).toISOString();
  else if (seed.ageHours === null) date = null;
  return {
    title: seed.title,
    link: seed.link,
    snippet: seed.snippet,
    date,
    publishedAt,
    titleTerms: new Set(tokenize(seed.title)),
    snippetTerms: new Set(tokenize(seed.snippet)),
    keywordTerms: new Set(seed.keywords.flatMap(tokenize)),
    keywordPhrases: seed.keywords.filter((keyword) => keyword.includes(' ')),
  };
}

function indexEntity(seed: EntitySeed): CorpusEntity {
  return {
    panel: {
      title: seed.title,
      imageUrl: seed.imageUrl,
      description: seed.description,
      descriptionSource: seed.descriptionSource,
      descriptionLink: seed.descriptionLink,
      attributes: { ...seed.attributes },
    },
    names: [seed.title, ...seed.aliases].map(tokenize).filter((terms) => terms.length > 0),
    relatedSearches: seed.relatedSearches,
  };
}
