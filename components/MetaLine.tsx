import { Fragment, toChildArray, type ComponentChildren } from 'preact';
import { MetaSeparator } from './ResultDate';

/** The parts given that are present (a part is `condition && <span>…</span>`), with " · " between each two. */
export function joinParts(children: ComponentChildren): ComponentChildren[] {
  return toChildArray(children)
    .filter((part) => part !== '')
    .map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <MetaSeparator />}
        {part}
      </Fragment>
    ));
}

/** A line of an item's facts (source, date, duration …): those present, joined; no line when none is. */
export function MetaLine({
  tag: Tag = 'div',
  class: className,
  children,
}: {
  tag?: 'div' | 'p';
  class: string;
  children: ComponentChildren;
}) {
  const parts = joinParts(children);
  return parts.length === 0 ? null : <Tag class={className}>{parts}</Tag>;
}
