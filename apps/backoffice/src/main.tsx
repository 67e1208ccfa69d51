import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import './styles.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html must have a #root element for the console to mount in');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
