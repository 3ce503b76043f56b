// Hydrates the server's markup; a mismatch is reported through console.error, which the check counts.
import '@factory/ui/styles.css';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Page } from '../page.js';

hydrateRoot(document.getElementById('root'), createElement(Page), {
  onRecoverableError: (error) => console.error('recoverable', error),
});
document.documentElement.dataset.hydrated = 'true';
