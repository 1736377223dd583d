import type { ComponentType } from 'preact';
import type { KnowledgeGraph } from '../lib/api/search-response';
import type { LinkTarget } from '../lib/settings/settings-items';
import { displayHost, safeLinkUrl } from '../lib/text/safe-url';
import { t } from '../lib/i18n/messages';
import { RemoteImage } from './RemoteImage';
import { ResultLink } from './ResultLink';

/** The picture's box (CSS pixels): the same for the image and a private window's placeholder. */
const IMAGE_SIZE = 96;

export interface KnowledgePanelProps {
  graph: KnowledgeGraph;
  /** Where the website and source links open (the person's setting). */
  linkTarget: LinkTarget;
  /** Controls under the facts (the side panel's "Copy as citation"). */
  Actions?: ComponentType<{ graph: KnowledgeGraph }> | undefined;
}

/** The entity the query is about: title, image (https only; none in a private window), description and facts. */
export function KnowledgePanel({ graph, linkTarget, Actions }: KnowledgePanelProps) {
  const sourceLink = safeLinkUrl(graph.descriptionLink);
  const website = safeLinkUrl(graph.website);
  if (!graph.title && !graph.description && graph.attributes.length === 0) return null;

  return (
    <section class="knowledge-panel" aria-label={t('knowledgePanelLabel')}>
      <div class="knowledge-head">
        <div>
          {graph.title && <h2>{graph.title}</h2>}
          {graph.type && <p class="knowledge-type">{graph.type}</p>}
          {website && (
            <ResultLink class="knowledge-website" url={website} linkTarget={linkTarget}>
              {displayHost(website)}
            </ResultLink>
          )}
        </div>
        <RemoteImage
          class="knowledge-image"
          src={graph.imageUrl}
          alt={graph.title ?? ''}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
        />
      </div>
      {graph.description && (
        <p class="knowledge-description">
          {graph.description}
          {(graph.descriptionSource || sourceLink) && ' '}
          {sourceLink ? (
            <ResultLink url={sourceLink} linkTarget={linkTarget} passage={graph.description}>
              {graph.descriptionSource || t('knowledgeSource')}
            </ResultLink>
          ) : (
            graph.descriptionSource && <span class="knowledge-source">{graph.descriptionSource}</span>
          )}
        </p>
      )}
      {graph.attributes.length > 0 && (
        <dl class="knowledge-facts">
          {graph.attributes.map(([label, value], index) => (
            <div key={index}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {Actions && <Actions graph={graph} />}
    </section>
  );
}
