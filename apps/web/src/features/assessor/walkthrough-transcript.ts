import type { TranscriptParagraph } from '../../lib/video/video-transcript';

/**
 * The assessor walkthrough's described transcript (WCAG 2.2 1.2.3): its narration, as its English
 * subtitles say it (/uploads/public/assessor-walkthrough.en.vtt), and what each of its four slides
 * shows (legacy-api's scripts/make-public-videos.sh). The video is the same in both editions.
 */
export const WALKTHROUGH_TRANSCRIPT: readonly TranscriptParagraph[] = [
  {
    picture:
      'Four still slides in dark text on an off-white background, each with a blue band along the top and, at the foot, "Studyflow · Assessor walkthrough" and its number, "1 of 4" to "4 of 4". Slide 1, "The assessor toolkit", reads "For needs assessors and DSA advisers".',
  },
  { speech: 'This walkthrough shows needs assessors what Studyflow offers a student.' },
  {
    picture: 'Slide 2, "See it in use", reads "Real tasks, short steps" and "Read, plan, write, revise".',
  },
  { speech: 'Students learn real tasks in short steps: reading, planning, writing and revising.' },
  {
    picture:
      'Slide 3, "Recommend with confidence", reads "Who it is for, what it does" and "Download the guide as a PDF".',
  },
  { speech: 'The recommendation guide says who Studyflow is for and how to recommend it.' },
  {
    picture:
      'Slide 4, "Licences and training", reads "Individual or site licences" and "Training for assessors and tutors".',
  },
  { speech: 'Licences come for individuals or whole sites, with training for assessors and tutors.' },
];
