import { render } from 'preact';
import '../../components/styles.css';
import { localizePage } from '../../lib/i18n/localize-page';
import { App } from './App';

localizePage('optionsTitle');
render(<App />, document.getElementById('app')!);
