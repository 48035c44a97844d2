import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ContentOverview } from './content-overview.tsx';
import { loadContent } from './content/load-content.ts';

// A shell until the training screens land (issue 3): it proves the bundle reaches the page.
const content = await loadContent('pt-BR');
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ContentOverview content={content} />
  </StrictMode>,
);
