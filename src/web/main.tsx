import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchAhead } from './app/fetch-ahead';
import { AppProviders, createQueryClient } from './app/providers';
import { RootErrorBoundary } from './app/RootErrorBoundary';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './lib/offline/register';
import { startTheme } from './lib/theme';
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/feedback.css';
import './styles/navigation.css';
import './styles/layout.css';
import './styles/screens.css';
import './styles/story-form.css';
import './styles/kids-credits.css';
import './styles/stories.css';
import './styles/reader.css';
import './styles/narration.css';
import './styles/billing.css';

// Before the first render, so the page never flashes the other theme.
startTheme();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first screen's requests leave before React's first render, not from its effects.
const queryClient = createQueryClient();
fetchAhead(queryClient, window.location);

createRoot(container).render(
  <StrictMode>
    <RootErrorBoundary>
      <AppProviders client={queryClient}>
        <AppRouter />
      </AppProviders>
    </RootErrorBoundary>
  </StrictMode>,
);

// The offline library (decision 032): after the page has loaded, never before.
registerServiceWorker();
