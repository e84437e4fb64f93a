import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installCsrfFetch } from './access/csrf-fetch.ts';
import { App } from './app.tsx';
import { ClientProposalPage } from './proposal/client-proposal-page.tsx';
import './styles.css';

installCsrfFetch();
const root = document.getElementById('root');
// A client's share link (issue #15): the proposal page alone, no account, no workspace.
const proposalToken = /^\/p\/([^/]+)$/.exec(window.location.pathname)?.[1];
if (root)
  createRoot(root).render(
    <StrictMode>
      {proposalToken ? <ClientProposalPage token={decodeURIComponent(proposalToken)} /> : <App />}
    </StrictMode>,
  );
