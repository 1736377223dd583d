import { render } from 'preact';
import '../../components/styles.css';
import './options-page.css';
import { localizePage } from '../../lib/i18n/localize-page';
import { withMessages } from '../../lib/i18n/messages';
import { App } from './App';

withMessages(() => {
  localizePage('optionsTitle');
  render(<App />, document.getElementById('app')!);
});
