import type { ComponentType } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';
import { type DemoRoute, paths } from '../../domain/routes';
import { ConsentGate } from '../consent/consent-gate';
import { NotFoundPage } from '../layout/error-page';
import { scrollKey } from '../layout/scroll-key';
import { DemoFooter } from './demo-footer';
import { DemoNavbar } from './demo-navbar';
import { AboutUsPage } from './pages/about-us-page';
import { AccountSettingsPage } from './pages/account-settings-page';
import { BlogPostPage } from './pages/blog-post-page';
import { BlogPostsPage } from './pages/blog-posts-page';
import { ChatPage } from './pages/chat-page';
import { CheckoutPage } from './pages/checkout-page';
import { ContactUsPage } from './pages/contact-us-page';
import { EcommercePage } from './pages/ecommerce-page';
import { IndexPage } from './pages/index-page';
import { InvoicePage } from './pages/invoice-page';
import { LandingPage } from './pages/landing-page';
import { LoginPage } from './pages/login-page';
import { NotFoundErrorPage } from './pages/not-found-error-page';
import { PresentationPage } from './pages/presentation-page';
import { PricingPage } from './pages/pricing-page';
import { ProductPage } from './pages/product-page';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';
import { ResetPage } from './pages/reset-page';
import { ServerErrorPage } from './pages/server-error-page';
import { SectionsPage } from './sections/sections-page';
import './demo.scss';

const PAGES: Record<DemoRoute | '/sections', ComponentType> = {
  '/index': IndexPage,
  '/presentation': PresentationPage,
  '/about-us': AboutUsPage,
  '/blog-post': BlogPostPage,
  '/blog-posts': BlogPostsPage,
  '/contact-us': ContactUsPage,
  '/landing-page': LandingPage,
  '/pricing': PricingPage,
  '/ecommerce': EcommercePage,
  '/product-page': ProductPage,
  '/profile-page': ProfilePage,
  '/404-error': NotFoundErrorPage,
  '/500-error': ServerErrorPage,
  '/account-settings': AccountSettingsPage,
  '/login-page': LoginPage,
  '/register-page': RegisterPage,
  '/reset-page': ResetPage,
  '/invoice-page': InvoicePage,
  '/checkout-page': CheckoutPage,
  '/chat-page': ChatPage,
  '/sections': SectionsPage,
};

/**
 * The demo template site: English placeholder pages in their own frame (routes.tsx sends its
 * paths here). Everything in it is inert — no forms send, no link leaves for a shop action.
 */
export function DemoSite() {
  const { pathname } = useLocation();
  const path = pathname.replace(/(.)\/$/, '$1');
  const Page = PAGES[path as keyof typeof PAGES] ?? NotFoundPage;
  return (
    <div className="demo-site" lang="en">
      <a href="#content" className="visually-hidden-focusable skip-link">
        Skip to content
      </a>
      <DemoNavbar />
      <main id="content" tabIndex={-1}>
        <Page />
      </main>
      <DemoFooter />
      <ConsentGate />
      {/* /sections places itself (the hash's section, else the top); a restored position from
          the last page loaded in this tab would win over that */}
      {path !== paths.sections() && <ScrollRestoration getKey={scrollKey} />}
    </div>
  );
}
