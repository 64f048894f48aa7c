import avatar1Url from '../images/sb-avatar-1.svg';
import avatar2Url from '../images/sb-avatar-2.svg';
import avatar3Url from '../images/sb-avatar-3.svg';
import avatar4Url from '../images/sb-avatar-4.svg';
import avatar5Url from '../images/sb-avatar-5.svg';
import avatar6Url from '../images/sb-avatar-6.svg';
import avatar7Url from '../images/sb-avatar-7.svg';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  avatar: string;
}

/** Short quotes for the multi-slide carousel. */
export const CAROUSEL_QUOTES: Testimonial[] = [
  {
    quote: 'We rebuilt our booking site over a weekend. The sections just fit together.',
    name: 'Mara Lindqvist',
    role: 'Founder, Fjord Yoga',
    avatar: avatar1Url,
  },
  {
    quote: 'Clean markup, sensible class names and no fights with the grid. My favourite kit.',
    name: 'Tomás Ferreira',
    role: 'Front-end developer',
    avatar: avatar2Url,
  },
  {
    quote: 'Our clients see a polished first draft on day one instead of grey boxes.',
    name: 'Hannah Okafor',
    role: 'Creative director, Loop Studio',
    avatar: avatar3Url,
  },
  {
    quote: 'The pricing and contact layouts alone saved us a full sprint.',
    name: 'Daniel Mensah',
    role: 'Product lead, Tally',
    avatar: avatar4Url,
  },
  {
    quote: 'Accessible out of the box. Our audit came back with almost nothing to fix.',
    name: 'Ruth Calloway',
    role: 'Accessibility consultant',
    avatar: avatar5Url,
  },
  {
    quote: 'I teach a web design class with it. Students read the source and learn from it.',
    name: 'Peter Novak',
    role: 'Lecturer, City College',
    avatar: avatar6Url,
  },
  {
    quote: 'Dark sections, warm colours, good typography. It looks like we hired a designer.',
    name: 'Amara Diallo',
    role: 'Owner, Baobab Bakery',
    avatar: avatar7Url,
  },
];

/** Longer quotes, one at a time. */
export const FEATURED_QUOTES: Testimonial[] = [
  {
    quote:
      'We launched three client sites in the time one used to take. The kit gives us a strong starting point and still lets every brand look like itself.',
    name: 'Hannah Okafor',
    role: 'Creative director, Loop Studio',
    avatar: avatar3Url,
  },
  {
    quote:
      'I expected to rewrite half of it. Instead I changed the colours, swapped the copy and shipped. The components are exactly as simple as they look.',
    name: 'Tomás Ferreira',
    role: 'Front-end developer',
    avatar: avatar2Url,
  },
  {
    quote:
      'Our bakery finally has a website that feels like the shop: warm, friendly and easy to find your way around.',
    name: 'Amara Diallo',
    role: 'Owner, Baobab Bakery',
    avatar: avatar7Url,
  },
];

/** A static wall of quotes. */
export const WALL_QUOTES: Testimonial[] = [
  {
    quote: 'Support answered my question before I finished my coffee.',
    name: 'Peter Novak',
    role: 'Lecturer, City College',
    avatar: avatar6Url,
  },
  {
    quote:
      'The forms, tables and FAQ blocks cover every page a small business needs. We only added our photos.',
    name: 'Mara Lindqvist',
    role: 'Founder, Fjord Yoga',
    avatar: avatar1Url,
  },
  {
    quote: 'Finally a kit that does not need a page of overrides to look good on a phone.',
    name: 'Daniel Mensah',
    role: 'Product lead, Tally',
    avatar: avatar4Url,
  },
];
