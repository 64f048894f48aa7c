import avatar1 from '../images/sa-avatar-1.svg';
import avatar2 from '../images/sa-avatar-2.svg';
import avatar3 from '../images/sa-avatar-3.svg';
import avatar4 from '../images/sa-avatar-4.svg';
import avatar5 from '../images/sa-avatar-5.svg';
import avatar6 from '../images/sa-avatar-6.svg';
import avatar7 from '../images/sa-avatar-7.svg';
import avatar8 from '../images/sa-avatar-8.svg';

export interface Person {
  name: string;
  role: string;
  avatar: string;
  bio: string;
}

// The kit's fictional team: the team layouts and the blog authors draw on the same people.
export const AMARA: Person = {
  name: 'Amara Okafor',
  role: 'Founder & CEO',
  avatar: avatar4,
  bio: 'Started the studio after ten years of building tools for field teams.',
};
export const OMAR: Person = {
  name: 'Omar Haddad',
  role: 'Chief Technology Officer',
  avatar: avatar7,
  bio: 'Keeps the platform fast, boring and secure. Bakes bread on Sundays.',
};
export const LENA: Person = {
  name: 'Lena Hoffmann',
  role: 'Head of Design',
  avatar: avatar1,
  bio: 'Draws every screen on paper first and every icon twice.',
};
export const DANIEL: Person = {
  name: 'Daniel Mensah',
  role: 'Lead Engineer',
  avatar: avatar2,
  bio: 'Turns vague ideas into small, well-tested releases.',
};
export const CLARA: Person = {
  name: 'Clara Bennett',
  role: 'Product Manager',
  avatar: avatar3,
  bio: 'Talks to five customers a week and writes down what they say.',
};
export const LUCIA: Person = {
  name: 'Lucía Fernández',
  role: 'Marketing Lead',
  avatar: avatar5,
  bio: 'Tells our story in plain words and measures what works.',
};
export const SOFIA: Person = {
  name: 'Sofia Lindqvist',
  role: 'Data Analyst',
  avatar: avatar6,
  bio: 'Finds the one chart that answers the question.',
};
export const TOM: Person = {
  name: 'Tom Whitaker',
  role: 'Customer Success',
  avatar: avatar8,
  bio: 'Answers most tickets before lunch and remembers every name.',
};
