import type { ComponentChildren } from 'preact';
import type { Block, Inline } from '../../lib/text/reader-markdown';
import type { LinkTarget } from '../../lib/settings/settings-items';
import { t } from '../../lib/i18n/messages';
import { RemoteImage } from '../RemoteImage';
import { ResultLink } from '../ResultLink';

export interface ReaderTextProps {
  blocks: readonly Block[];
  linkTarget: LinkTarget;
  /** Load the page's https pictures (Show images); until then each is its description, as text. */
  showImages: boolean;
}

/**
 * A page's text as DOM elements, one per node of the closed set readerDocument makes: no HTML
 * from the service is ever parsed (Preact sets text and attributes, never innerHTML). Links
 * are result links (ResultLink: http(s) only, no referrer, opened as results open); pictures
 * are remote images (https only, no referrer) and load only when the person asks.
 */
export function ReaderText({ blocks, linkTarget, showImages }: ReaderTextProps) {
  const context = { linkTarget, showImages };
  return <>{blocks.map((block, index) => renderBlock(block, index, context))}</>;
}

interface RenderContext {
  linkTarget: LinkTarget;
  showImages: boolean;
}

function renderBlock(block: Block, key: number, context: RenderContext): ComponentChildren {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={key}>{renderInlines(block.children, context)}</Heading>;
    }
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children, context)}</p>;
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>{item.map((child, at) => renderBlock(child, at, context))}</li>
      ));
      return block.ordered ? (
        <ol key={key} {...(block.start !== undefined && { start: block.start })}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'quote':
      return <blockquote key={key}>{block.children.map((child, at) => renderBlock(child, at, context))}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'table':
      return (
        <div key={key} class="reader-table">
          <table>
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col">
                    {renderInlines(cell, context)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, at) => (
                    <td key={at}>{renderInlines(cell, context)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr key={key} />;
  }
}

function renderInlines(inlines: readonly Inline[], context: RenderContext): ComponentChildren {
  return inlines.map((inline, index) => renderInline(inline, index, context));
}

function renderInline(inline: Inline, key: number, context: RenderContext): ComponentChildren {
  switch (inline.kind) {
    case 'text':
      return inline.text;
    case 'strong':
      return <strong key={key}>{renderInlines(inline.children, context)}</strong>;
    case 'em':
      return <em key={key}>{renderInlines(inline.children, context)}</em>;
    case 'del':
      return <del key={key}>{renderInlines(inline.children, context)}</del>;
    case 'code':
      return <code key={key}>{inline.text}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return (
        <ResultLink key={key} url={inline.href} linkTarget={context.linkTarget}>
          {renderInlines(inline.children, context)}
        </ResultLink>
      );
    case 'image':
      return context.showImages && inline.src ? (
        <RemoteImage key={key} src={inline.src} alt={inline.alt} class="reader-image" />
      ) : (
        <span key={key} class="reader-image-text">
          {t('readerImage', inline.alt || '…')}
        </span>
      );
  }
}
