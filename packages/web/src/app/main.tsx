import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installCsrfFetch } from './access/csrf-fetch.ts';
import { App } from './app.tsx';
import './styles.css';

installCsrfFetch();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
