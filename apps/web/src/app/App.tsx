import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { ConsentBanner } from '@/lib/analytics/ConsentBanner';
import { createQueryClient } from '@/lib/query-client';
import { router } from './router';

/** Providers, the router, the toaster (bottom-left, 3 s — spec 2) and the consent banner. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="bottom-left" duration={3000} />
      <ConsentBanner />
    </QueryClientProvider>
  );
}
