import { Outlet, ScrollRestoration } from 'react-router-dom';
import { GlobalEffects } from '../GlobalEffects';
import { Footer } from './Footer';
import { Header } from './Header';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
      <GlobalEffects />
    </div>
  );
}
