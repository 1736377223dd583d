import { render } from 'preact';
import '../../components/styles.css';
import './quick-look.css';
import { localizePage } from '../../lib/i18n/localize-page';
import { withMessages } from '../../lib/i18n/messages';
import { SHELL_ID } from '../../lib/ui/page-shell';
import { usePageReadyMark } from '../../lib/ui/perf-marks';
import { App } from './App';

function Page() {
  usePageReadyMark();
  return <App />;
}
withMessages(() => {
  localizePage('quickLookLabel');
  render(<Page />, document.getElementById('app')!);
  // The outline the HTML painted goes in the task that first renders the card: no frame shows both.
  document.getElementById(SHELL_ID)?.remove();
});
