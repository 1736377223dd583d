import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../lib/background/start-background';

// Wiring only: lib/background/start-background.ts registers every listener synchronously, on
// the worker's first turn, with the browser passed in so a test can start the worker without
// the namespaces Firefox for Android lacks.
export default defineBackground(() => {
  startBackground(browser);
});
