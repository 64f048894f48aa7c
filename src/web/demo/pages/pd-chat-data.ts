import avatar1Url from '../images/pd-avatar-1.svg';
import avatar2Url from '../images/pd-avatar-2.svg';
import avatar3Url from '../images/pd-avatar-3.svg';
import avatar4Url from '../images/pd-avatar-4.svg';
import avatar5Url from '../images/pd-avatar-5.svg';

export interface Contact {
  name: string;
  role: string;
  avatar: string;
  preview: string;
  time: string;
  unread: number;
  online: boolean;
}

export interface Message {
  from: 'me' | 'them';
  text: string;
  time: string;
}

/** The conversation the thread shows. */
export const ACTIVE_CONTACT: Contact = {
  name: 'Lena Okafor',
  role: 'Frontend developer',
  avatar: avatar3Url,
  preview: 'Perfect, I will push the new cards tonight.',
  time: '10:42',
  unread: 0,
  online: true,
};

export const CONTACTS: Contact[] = [
  ACTIVE_CONTACT,
  {
    name: 'Samuel Adeyemi',
    role: 'Project manager',
    avatar: avatar2Url,
    preview: 'Can we move the review to Thursday?',
    time: '09:15',
    unread: 2,
    online: true,
  },
  {
    name: 'Jonas Berg',
    role: 'Copywriter',
    avatar: avatar4Url,
    preview: 'Sent you the headlines for the pricing page.',
    time: 'Yesterday',
    unread: 1,
    online: false,
  },
  {
    name: 'Harold Finch',
    role: 'Client, Fernhill Coffee',
    avatar: avatar5Url,
    preview: 'The team loves the new logo!',
    time: 'Mon',
    unread: 0,
    online: false,
  },
  {
    name: 'Design team',
    role: '6 members',
    avatar: avatar1Url,
    preview: 'You: Stand-up moves to 9:30 tomorrow.',
    time: 'Sun',
    unread: 0,
    online: false,
  },
];

export const MESSAGES: Message[] = [
  {
    from: 'them',
    text: 'Morning! Did you get a chance to look at the profile cards?',
    time: '10:02',
  },
  {
    from: 'me',
    text: 'Yes — they look great. Could the Follow button sit a little lower on mobile?',
    time: '10:05',
  },
  { from: 'them', text: 'Sure, I can add some spacing below the stats.', time: '10:07' },
  {
    from: 'me',
    text: 'And let us use the warm cover gradient from the landing page.',
    time: '10:31',
  },
  { from: 'them', text: 'Perfect, I will push the new cards tonight.', time: '10:42' },
];
