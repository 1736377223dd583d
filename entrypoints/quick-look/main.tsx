import { render } from 'preact';
// Only the rooms of components/styles.css the card uses, in that sheet's order (issue 42: the card
// loads into someone else's tab on every quick look; the search form, the results list, the
// options and the shells' words are not in it).
import '../../components/styles/base.css';
import '../../components/styles/states.css';
import '../../components/styles/answers.css';
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
