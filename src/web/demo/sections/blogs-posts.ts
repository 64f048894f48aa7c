import beesUrl from '../images/sa-blog-bees.svg';
import chartUrl from '../images/sa-blog-chart.svg';
import cityUrl from '../images/sa-blog-city.svg';
import coffeeUrl from '../images/sa-blog-coffee.svg';
import gardenUrl from '../images/sa-blog-garden.svg';
import mountainsUrl from '../images/sa-blog-mountains.svg';
import { AMARA, CLARA, DANIEL, LENA, LUCIA, OMAR, type Person, SOFIA, TOM } from './teams-people';

export interface Post {
  title: string;
  excerpt: string;
  category: string;
  date: string;
  minutes: number;
  image: string;
  author: Person;
}

// The kit's placeholder journal; the blog layouts each show a few of these.
export const BEES: Post = {
  title: 'What a beekeeper taught us about teamwork',
  excerpt:
    'Forty thousand workers, no meetings and a hive that runs like clockwork. We spent a morning with a beekeeper and came back with notes.',
  category: 'Culture',
  date: 'March 14',
  minutes: 6,
  image: beesUrl,
  author: AMARA,
};
export const CALM: Post = {
  title: 'Designing calm dashboards',
  excerpt:
    'Fewer colours, fewer numbers, more sentences. How we rebuilt our reports so people read them.',
  category: 'Design',
  date: 'March 9',
  minutes: 5,
  image: chartUrl,
  author: LENA,
};
export const MOUNTAINS: Post = {
  title: 'A week of remote work from the mountains',
  excerpt:
    'Slow internet, fast decisions: what one week in a cabin changed about how our team writes updates.',
  category: 'Remote work',
  date: 'March 2',
  minutes: 7,
  image: mountainsUrl,
  author: DANIEL,
};
export const GARDEN: Post = {
  title: 'Planning a quarter like a vegetable garden',
  excerpt:
    'Plant a few things, water them every week and pull what does not grow. Our planning ritual on one page.',
  category: 'Planning',
  date: 'February 24',
  minutes: 4,
  image: gardenUrl,
  author: CLARA,
};
export const COFFEE: Post = {
  title: 'Coffee, sketches and the first prototype',
  excerpt:
    'Before a single line of code, there were forty paper screens. A look inside our design notebook.',
  category: 'Design',
  date: 'February 17',
  minutes: 5,
  image: coffeeUrl,
  author: LUCIA,
};
export const CITY: Post = {
  title: 'Opening our first office in the city',
  excerpt:
    'After three years fully remote we rented four desks by the station. Here is why, and what we kept from remote life.',
  category: 'Company',
  date: 'February 10',
  minutes: 3,
  image: cityUrl,
  author: OMAR,
};
export const NOISE: Post = {
  title: 'Reading your analytics without the noise',
  excerpt: 'Three questions to ask before you open any chart, and one you should stop asking.',
  category: 'Data',
  date: 'February 3',
  minutes: 6,
  image: chartUrl,
  author: SOFIA,
};
export const SUPPORT: Post = {
  title: 'Answering support tickets before lunch',
  excerpt: 'The small habits that keep our queue short and our customers on first-name terms.',
  category: 'Support',
  date: 'January 27',
  minutes: 4,
  image: coffeeUrl,
  author: TOM,
};
