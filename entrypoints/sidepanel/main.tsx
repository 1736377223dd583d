import { render } from 'preact';
import '../../components/styles.css';
import { localizePage } from '../../lib/i18n/localize-page';
import { replaceShell } from '../../lib/ui/page-shell';
import { App } from './App';

localizePage('sidepanelTitle');
replaceShell(() => render(<App />, document.getElementById('app')!), 'panel-query');
