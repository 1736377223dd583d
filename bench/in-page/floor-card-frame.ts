import { openQuickLookCard } from '../../lib/in-page/card-frame';
import { extensionApi } from '../../lib/in-page/extension-api';
import { BENCH_FILES } from './floor-names';

/*
 * The bench's floor for the quick-look card (bench build only, bundled by bench/build.ts): the
 * card's own in-page code — the same guarded host element, the same frame, placed the same way —
 * with a one-word extension page in the frame instead of the card's page. What the browser costs
 * to put an extension page in that frame, with none of the card's own work.
 */
const api = extensionApi();
openQuickLookCard(window, {
  i18n: api.i18n,
  runtime: {
    getURL: () => api.runtime.getURL(`/${BENCH_FILES.cardPage}`),
    sendMessage: (message) => api.runtime.sendMessage(message),
    onMessage: api.runtime.onMessage,
  },
});
