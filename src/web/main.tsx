import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '#web/lib/router';
import { router } from './app/router';
import { BusyNotice } from './components/ui/busy-notice';
import { loadToaster, ToastHost } from './components/ui/toast-host';
import { userQuery } from './features/auth/api';
import { queryClient } from './lib/api';
import './styles.css';

// Ask for the session at once, in parallel with the first page's code; a client opening an estimate link
// (/public/...) has none and the page never asks.
if (!window.location.pathname.startsWith('/public/')) void queryClient.prefetchQuery(userQuery);

// Almost every change ends in a toast: fetch the toast code as the first one starts, not when it answers.
const stopWatching = queryClient.getMutationCache().subscribe((event) => {
  if (event.type !== 'added') return;
  stopWatching();
  void loadToaster();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastHost />
      <BusyNotice />
    </QueryClientProvider>
  </StrictMode>,
);
