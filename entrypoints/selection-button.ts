import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { startSelectionButton } from '../lib/in-page/selection-button';

// Registered on every page (scripting.registerContentScripts) only once the person switches the
// selection button on in the options. Wiring only; the script is lib/in-page/selection-button.ts.
export default defineUnlistedScript(() => {
  startSelectionButton();
});
