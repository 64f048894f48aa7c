import avatar1 from '../images/pc-avatar-1.svg';
import avatar2 from '../images/pc-avatar-2.svg';
import avatar3 from '../images/pc-avatar-3.svg';
import avatar4 from '../images/pc-avatar-4.svg';
import blocksUrl from '../images/pc-blog-blocks.svg';
import deskUrl from '../images/pc-blog-desktop.svg';
import gridUrl from '../images/pc-blog-grid.svg';
import mugUrl from '../images/pc-blog-mug.svg';
import peaksUrl from '../images/pc-blog-peaks.svg';
import phonesUrl from '../images/pc-blog-phones.svg';
import swatchesUrl from '../images/pc-blog-swatches.svg';

// The people and posts the landing, about and blog pages share, so an author on the blog is
// the same person on the team page.

export interface PcPerson {
  name: string;
  role: string;
  avatar: string;
  bio: string;
}

export const DANIEL: PcPerson = {
  name: 'Daniel Mensah',
  role: 'Founder & Design Lead',
  avatar: avatar1,
  bio: 'Draws every page on paper first. Cycles to work in all weathers.',
};
const CLARA: PcPerson = {
  name: 'Clara Whitfield',
  role: 'Front-end Engineer',
  avatar: avatar2,
  bio: 'Turns sketches into components and keeps the build fast.',
};
const NAOMI: PcPerson = {
  name: 'Naomi Berhane',
  role: 'Product Designer',
  avatar: avatar3,
  bio: 'Owns the colour system and argues kindly about spacing.',
};
const PETER: PcPerson = {
  name: 'Peter Lindqvist',
  role: 'Customer Success',
  avatar: avatar4,
  bio: 'Answers your questions, usually before the kettle boils.',
};

export const TEAM = [DANIEL, CLARA, NAOMI, PETER];

export interface PcPost {
  title: string;
  excerpt: string;
  category: string;
  image: string;
  author: PcPerson;
  date: string;
  minutes: number;
}

export const FEATURED_POST: PcPost = {
  title: 'Designing calm dashboards that people actually open',
  excerpt:
    'Most dashboards shout. We rebuilt ours around three questions a team asks every morning — and removed everything else.',
  category: 'Design',
  image: deskUrl,
  author: DANIEL,
  date: 'March 4, 2025',
  minutes: 7,
};

export const POSTS: PcPost[] = [
  {
    title: 'A colour system you can explain in one minute',
    excerpt: 'Six base colours, four tints each, and one rule for contrast that never breaks.',
    category: 'Design',
    image: swatchesUrl,
    author: NAOMI,
    date: 'February 26, 2025',
    minutes: 5,
  },
  {
    title: 'Why we lay out every page on an eight-point grid',
    excerpt: 'Spacing decisions stop being debates once the grid makes most of them for you.',
    category: 'Guides',
    image: gridUrl,
    author: CLARA,
    date: 'February 18, 2025',
    minutes: 6,
  },
  {
    title: 'Mobile first, really: starting at 375 pixels',
    excerpt: 'We design the smallest screen before the largest. Here is what changed for us.',
    category: 'Engineering',
    image: phonesUrl,
    author: CLARA,
    date: 'February 9, 2025',
    minutes: 4,
  },
  {
    title: 'What a week in the mountains taught our team',
    excerpt: 'No laptops before noon, long walks after lunch, and a roadmap we still believe in.',
    category: 'Culture',
    image: peaksUrl,
    author: DANIEL,
    date: 'January 30, 2025',
    minutes: 8,
  },
  {
    title: 'Support that feels like a conversation',
    excerpt: 'Answering every ticket within a day started with a shared inbox and a kettle.',
    category: 'Culture',
    image: mugUrl,
    author: PETER,
    date: 'January 21, 2025',
    minutes: 3,
  },
  {
    title: 'Shipping components that survive real content',
    excerpt: 'Long names, empty states and translated labels: how we test before a release.',
    category: 'Engineering',
    image: blocksUrl,
    author: NAOMI,
    date: 'January 12, 2025',
    minutes: 6,
  },
];

export const CATEGORIES = [
  { name: 'Design', count: 14 },
  { name: 'Engineering', count: 9 },
  { name: 'Guides', count: 11 },
  { name: 'Culture', count: 6 },
  { name: 'Product news', count: 8 },
];
