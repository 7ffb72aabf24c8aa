import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { env } from './lib/env';
import { mockConfigFrom } from './lib/mock-config';
import './styles/index.css';

// The mock backend must be listening before the first request, so rendering waits for it.
// The flag is read statically so that builds without mocking drop the mock chunk entirely.
async function startMockBackend() {
  if (import.meta.env.VITE_API_MOCKING !== 'true') return;
  const { startMockWorker } = await import('@haat/mocks/browser');
  await startMockWorker(mockConfigFrom(env));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void startMockBackend().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
