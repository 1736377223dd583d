import type { Token, Tokens } from 'marked';
import { safeImageUrl, safeLinkUrl } from './safe-url';
import { READER_TEXT_LIMITS, type Context, type Inline } from './reader-nodes';

// The inline rules (emphasis, code, links, images, text) apart from the block rules (reader-markdown.ts).

export function inlinesOf(tokens: readonly Token[] | undefined, context: Context, depth: number): Inline[] {
  const inlines: Inline[] = [];
  for (const token of tokens ?? []) {
    if (context.budget.spent) {
      context.budget.truncated = true;
      break;
    }
    const inline = inlineOf(token, context, depth);
    if (Array.isArray(inline)) inlines.push(...inline);
    else if (inline) inlines.push(inline);
  }
  return inlines;
}

/** One inline node, or several in its place (the text of a link that may not be followed). */
function inlineOf(token: Token, context: Context, depth: number): Inline | Inline[] | undefined {
  const { budget } = context;
  if (!budget.node()) return undefined;
  if (depth >= READER_TEXT_LIMITS.inlineDepth) return { kind: 'text', text: budget.take(textOf(token)) };
  switch (token.type) {
    case 'strong':
    case 'em':
    case 'del':
      return { kind: token.type, children: inlinesOf((token as Tokens.Strong).tokens, context, depth + 1) };
    case 'codespan':
      return { kind: 'code', text: budget.take((token as Tokens.Codespan).text) };
    case 'br':
      return { kind: 'break' };
    case 'link': {
      const link = token as Tokens.Link;
      const href = resolved(link.href, context.base, safeLinkUrl);
      const children = inlinesOf(link.tokens, context, depth + 1);
      // A link that may not be followed (javascript:, data:, …) is its text.
      return href ? { kind: 'link', href, children } : children;
    }
    case 'image': {
      const image = token as Tokens.Image;
      const src = resolved(image.href, context.base, safeImageUrl);
      if (src) budget.images += 1;
      return { kind: 'image', alt: budget.take(image.text), ...(src && { src }) };
    }
    case 'text': {
      const text = token as Tokens.Text;
      return text.tokens && text.tokens.length > 0
        ? inlinesOf(text.tokens, context, depth + 1)
        : { kind: 'text', text: budget.take(text.text) };
    }
    case 'escape':
      return { kind: 'text', text: budget.take((token as Tokens.Escape).text) };
    default:
      // Inline HTML (`<img onerror=…>`, `<script>`) and anything unknown: its source, as text.
      return { kind: 'text', text: budget.take(token.raw) };
  }
}

/** The readable text of a token (for content past the nesting bound). */
function textOf(token: Token): string {
  return 'text' in token && typeof token.text === 'string' ? token.text : token.raw;
}

/** A link or image address resolved against the page, kept only if `check` allows it. */
function resolved(
  href: string,
  base: string | undefined,
  check: (url: string | undefined) => string | undefined,
): string | undefined {
  try {
    return check(new URL(href.trim(), base).href);
  } catch {
    return undefined;
  }
}
