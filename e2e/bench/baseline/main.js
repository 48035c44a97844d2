// The main-thread bench's baseline (e2e/bench/main-thread.ts): a bare React 19 app that renders
// one heading, built by the app's own Vite. The pages' costs are read against it, so the figures
// hold on any machine (docs/decisions/0041). Plain JavaScript and createElement: no JSX plugin.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(createElement('h1', null, 'Olá'));
