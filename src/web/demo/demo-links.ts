import type { DemoRoute } from '../../domain/routes';

/** The navbar's "Pages" menu: every demo page, grouped as a visitor looks for them. */
export const PAGE_GROUPS: { title: string; pages: { to: DemoRoute; label: string }[] }[] = [
  {
    title: 'Landing pages',
    pages: [
      { to: '/index', label: 'Home' },
      { to: '/presentation', label: 'Presentation' },
      { to: '/landing-page', label: 'Landing' },
      { to: '/about-us', label: 'About Us' },
      { to: '/contact-us', label: 'Contact Us' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Blog',
    pages: [
      { to: '/blog-posts', label: 'Blog Posts' },
      { to: '/blog-post', label: 'Blog Post' },
    ],
  },
  {
    title: 'E-commerce',
    pages: [
      { to: '/ecommerce', label: 'Ecommerce' },
      { to: '/product-page', label: 'Product Page' },
      { to: '/checkout-page', label: 'Checkout' },
      { to: '/invoice-page', label: 'Invoice' },
    ],
  },
  {
    title: 'Account',
    pages: [
      { to: '/profile-page', label: 'Profile' },
      { to: '/account-settings', label: 'Account Settings' },
      { to: '/chat-page', label: 'Chat' },
      { to: '/login-page', label: 'Login' },
      { to: '/register-page', label: 'Register' },
      { to: '/reset-page', label: 'Reset Password' },
    ],
  },
  {
    title: 'Errors',
    pages: [
      { to: '/404-error', label: '404 Error' },
      { to: '/500-error', label: '500 Error' },
    ],
  },
];

/** The sections of /sections in their order: anchor id and the navbar's label. */
export const SECTIONS = [
  { id: 'headers', label: 'Headers' },
  { id: 'features', label: 'Features' },
  { id: 'blogs', label: 'Blogs' },
  { id: 'teams', label: 'Teams' },
  { id: 'projects', label: 'Projects' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'contactus', label: 'Contact Us' },
  { id: 'tables', label: 'Tables' },
  { id: 'accordion', label: 'Accordion' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

// The footer's pages outside this site: the template maker's own, not configured per shop.
export const FOOTER_EXTERNAL = [
  { href: 'https://hofladen.example/demo/contact', label: 'Contact Us' },
  { href: 'https://hofladen.example/demo/about', label: 'About Us' },
  { href: 'https://hofladen.example/demo/blog', label: 'Blog' },
  { href: 'https://hofladen.example/demo/license', label: 'License' },
] as const;

export const SOCIAL_PROFILES = [
  { network: 'twitter', href: 'https://twitter.com/', label: 'Twitter', tooltip: 'Follow us' },
  { network: 'facebook', href: 'https://www.facebook.com/', label: 'Facebook', tooltip: 'Like us' },
  {
    network: 'instagram',
    href: 'https://www.instagram.com/',
    label: 'Instagram',
    tooltip: 'Follow us',
  },
] as const;
