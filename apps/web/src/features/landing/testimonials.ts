/** PUB-5: a testimonial as the requirements shape it; `image` names one of our drawn portraits. */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  comment: string;
  image: PortraitId;
}

export type PortraitId = 'sun' | 'leaf' | 'wave' | 'hill';

/** Twelve voices of our own writing (PUB-5; docs/decisions.md): students, tutors, advisors, trainers, staff. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    name: 'Maya R.',
    role: 'History student',
    comment: 'I plan essays in ten minutes now. The mind-map step finally made sense to me.',
    image: 'sun',
  },
  {
    id: 2,
    name: 'Tom H.',
    role: 'Engineering student',
    comment: 'Short steps mean I actually finish them. I use it on the bus before lectures.',
    image: 'leaf',
  },
  {
    id: 3,
    name: 'Priya S.',
    role: 'Needs assessor',
    comment: 'It shows students the software I recommend, in their own time, at their own pace.',
    image: 'wave',
  },
  {
    id: 4,
    name: 'Dan O.',
    role: 'AT trainer',
    comment: 'My sessions go further because students arrive having watched the basics.',
    image: 'hill',
  },
  {
    id: 5,
    name: 'Aisha K.',
    role: 'Disability adviser',
    comment: 'Students tell me the calm layout helps on the days when everything feels too much.',
    image: 'leaf',
  },
  {
    id: 6,
    name: 'Leo M.',
    role: 'Psychology student',
    comment: 'Dark mode and bigger text made reading on screen bearable again.',
    image: 'sun',
  },
  {
    id: 7,
    name: 'Grace T.',
    role: 'Study skills tutor',
    comment: 'The revision flow matches what I teach, so we build on it together.',
    image: 'hill',
  },
  {
    id: 8,
    name: 'Sam W.',
    role: 'Operations manager',
    comment: 'Our team learnt dictation software in a week without taking a day off for training.',
    image: 'wave',
  },
  {
    id: 9,
    name: 'Ellie P.',
    role: 'Nursing student',
    comment: 'Subtitles on every video mean I can learn on placement breaks without headphones.',
    image: 'sun',
  },
  {
    id: 10,
    name: 'Kwame A.',
    role: 'HR adviser',
    comment: 'A practical way to support colleagues after a workplace assessment.',
    image: 'leaf',
  },
  {
    id: 11,
    name: 'Zoe L.',
    role: 'Law student',
    comment: 'Resume takes me straight back to where I stopped, which matters when I lose focus.',
    image: 'wave',
  },
  {
    id: 12,
    name: 'Owen B.',
    role: 'Software trainer',
    comment: 'Clear, honest videos. I send my clients the links after every session.',
    image: 'hill',
  },
];
