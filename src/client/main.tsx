import './styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config as configureZod } from 'zod/v4/core';
import { App } from './app';

// Zod compiles parsers with `new Function` unless told not to, which our CSP (rightly) forbids.
configureZod({ jitless: true });

// Public pages arrive prerendered (scripts/prerender.mjs): React takes over their HTML as it is.
const root = document.getElementById('root')!;
const app = <App Router={BrowserRouter} />;
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
