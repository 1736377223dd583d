import { render } from 'preact';
import '../../components/styles.css';
import { localizePage } from '../../lib/i18n/localize-page';
import { withMessages } from '../../lib/i18n/messages';
import { replaceShell } from '../../lib/ui/page-shell';
import { App } from './App';

withMessages(() => {
  localizePage('popupTitle');
  replaceShell(() => render(<App />, document.getElementById('app')!), 'popup-query');
});
