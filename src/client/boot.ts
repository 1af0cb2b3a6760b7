// The page's entry. A prerendered public page (scripts/prerender.mjs) already shows its content, so
// its JavaScript is fetched once the page has loaded and never competes with what paints first;
// until then links work as links and forms wait (SubmitButton). Any other page starts at once.
import './styles.css';

const start = () => void import('./main');
const prerendered = document.getElementById('root')!.hasChildNodes();
if (!prerendered || document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
