import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { KnowledgeGraph } from '../lib/api/search-response';
import { displayHost, safeImageUrl, safeLinkUrl } from '../lib/text/safe-url';
import { t } from '../lib/i18n/messages';

export interface KnowledgePanelProps {
  graph: KnowledgeGraph;
  /** Controls under the facts (the side panel's "Copy as citation"). */
  Actions?: ComponentType<{ graph: KnowledgeGraph }> | undefined;
}

/** The entity the query is about: title, image (https only), description and facts. */
export function KnowledgePanel({ graph, Actions }: KnowledgePanelProps) {
  // An image that fails to load is dropped rather than shown as a broken box.
  const [imageFailed, setImageFailed] = useState(false);
  const image = imageFailed ? undefined : safeImageUrl(graph.imageUrl);
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
            <a
              class="knowledge-website"
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              referrerpolicy="no-referrer"
            >
              {displayHost(website)}
            </a>
          )}
        </div>
        {image && (
          <img
            class="knowledge-image"
            src={image}
            alt={graph.title ?? ''}
            referrerpolicy="no-referrer"
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        )}
      </div>
      {graph.description && (
        <p class="knowledge-description">
          {graph.description}
          {(graph.descriptionSource || sourceLink) && ' '}
          {sourceLink ? (
            <a href={sourceLink} target="_blank" rel="noopener noreferrer" referrerpolicy="no-referrer">
              {graph.descriptionSource || t('knowledgeSource')}
            </a>
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
