import { render } from 'preact';
import '../../components/styles.css';
import './options-page.css';
import { localizePage } from '../../lib/i18n/localize-page';
import { withMessages } from '../../lib/i18n/messages';
import { refusedInAFrame } from '../../lib/ui/framed-page';
import { App } from './App';

if (!refusedInAFrame())
  withMessages(() => {
    localizePage('optionsTitle');
    render(<App />, document.getElementById('app')!);
  });
