import { checkFlag, passageLinksItem } from '../settings/in-page-items';

/*
 * Whether results open at their passage (the option "Open results at the passage their snippet
 * quotes"), for the result links, which need the answer synchronously inside a click: read once
 * per page, the first time a link renders, and kept current from storage.onChanged.
 */
let wanted = passageLinksItem.fallback;
let watching = false;

/** Starts reading the option (a link's first render); later calls do nothing. */
export function watchPassagePreference(): void {
  if (watching) return;
  watching = true;
  passageLinksItem.getValue().then(
    (value) => (wanted = checkFlag(value, passageLinksItem.fallback)),
    () => undefined,
  );
  passageLinksItem.watch((value) => (wanted = checkFlag(value, passageLinksItem.fallback)));
}

/** The option as last read (on until read: the default). */
export function passagesWanted(): boolean {
  return wanted;
}
