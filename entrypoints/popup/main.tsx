import { render } from 'preact';
import '../../components/styles.css';
import { App } from './App';

render(<App />, document.getElementById('app')!);
