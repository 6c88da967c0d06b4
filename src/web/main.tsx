import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { Toaster } from './components/ui/toaster';
import { userQuery } from './features/auth/api';
import { queryClient } from './lib/api';
import './styles.css';

// Ask for the session at once, in parallel with the first page's code; a client opening an estimate link
// (/public/...) has none and the page never asks.
if (!window.location.pathname.startsWith('/public/')) void queryClient.prefetchQuery(userQuery);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
