import { useRef, useState } from 'preact/hooks';
import type { Answer } from './shown-search';

/** How many answers a page keeps: the shown one and a few it may go back to. */
const KEPT_ANSWERS = 6;

/**
 * The answers a page holds, the latest few: `answers` to render with, `held` as they are this
 * moment, and `remember` to add one.
 */
export function useKeptAnswers() {
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  /**
   * The answers as they are this moment, ahead of the next render: an effect of an earlier render
   * (a record that came through storage.onChanged just before the reply) must not ask the
   * background again for an answer the reply has just brought (issue 29: the answer travels once).
   */
  const held = useRef<ReadonlyMap<string, Answer>>(answers);
  const remember = (outcome: Answer) => {
    const next = new Map([...held.current].slice(-(KEPT_ANSWERS - 1)));
    next.set(outcome.record.id, outcome);
    held.current = next;
    setAnswers(next);
  };
  return { answers, held, remember };
}
