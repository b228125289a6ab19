export interface Mentor {
  name: string;
  role: string;
  bio: string;
  image: string;
}

/** The four mentor profiles of the about page carousel (images in public/mentors). */
export const mentors: Mentor[] = [
  {
    name: 'Ada Mensah',
    role: 'Full-stack engineer',
    bio: 'Ten years of shipping web products; teaches JavaScript, React and the craft of readable code.',
    image: '/mentors/ada.svg',
  },
  {
    name: 'Grace Okafor',
    role: 'Data scientist',
    bio: 'Turns messy data into decisions; teaches Python, statistics and machine learning from first principles.',
    image: '/mentors/grace.svg',
  },
  {
    name: 'Alan Ruiz',
    role: 'Cloud architect',
    bio: 'Designs systems that stay up at scale; teaches Linux, networking, containers and cloud platforms.',
    image: '/mentors/alan.svg',
  },
  {
    name: 'Linus Berg',
    role: 'Product designer',
    bio: 'Believes good design is invisible; teaches UX research, interface design and accessibility.',
    image: '/mentors/linus.svg',
  },
];
