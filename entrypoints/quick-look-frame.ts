import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { openQuickLookCard } from '../lib/in-page/card-frame';

// Injected by the background into the tab of a quick look (scripting.executeScript, under
// activeTab or the selection button's permission): puts the card beside the selection. Wiring
// only; the script is lib/in-page/card-frame.ts.
export default defineUnlistedScript(() => {
  openQuickLookCard();
});
