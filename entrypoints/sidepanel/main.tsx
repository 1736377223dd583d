import { render } from 'preact';
import '../../components/styles.css';
import '../../components/panel.css';
import { localizePage } from '../../lib/i18n/localize-page';
import { withMessages } from '../../lib/i18n/messages';
import { refusedInAFrame } from '../../lib/ui/framed-page';
import { replaceShell, takeShellResults } from '../../lib/ui/page-shell';
import { SHELL_RESULTS_ID } from '../../lib/boot/boot-names';
import { App } from './App';

if (!refusedInAFrame())
  withMessages(() => {
    localizePage('sidepanelTitle');
    // The window's last answer the shell painted (page-boot.ts) stays shown until the app confirms it.
    const carried = takeShellResults(SHELL_RESULTS_ID);
    replaceShell(() => render(<App carried={carried} />, document.getElementById('app')!), 'panel-query');
  });
