/** Boot only: render the shell, start monitoring after first paint, register the service worker. */
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startMonitoring } from './lib/monitoring';
import { registerServiceWorker } from './lib/service-worker';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);

startMonitoring();
if (import.meta.env.PROD) registerServiceWorker();
