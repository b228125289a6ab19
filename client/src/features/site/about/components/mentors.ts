export interface Mentor {
  /** Where the mentor's role and bio are in the `about` namespace (`mentors.<id>`). */
  id: 'ada' | 'grace' | 'alan' | 'linus';
  name: string;
  image: string;
}

/** The four mentors of the about page carousel (images in public/mentors; roles and bios in the `about` texts). */
export const mentors: Mentor[] = [
  {
    id: 'ada',
    name: 'Ada Mensah',
    image: '/mentors/ada.svg',
  },
  {
    id: 'grace',
    name: 'Grace Okafor',
    image: '/mentors/grace.svg',
  },
  {
    id: 'alan',
    name: 'Alan Ruiz',
    image: '/mentors/alan.svg',
  },
  {
    id: 'linus',
    name: 'Linus Berg',
    image: '/mentors/linus.svg',
  },
];
