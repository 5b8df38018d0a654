import type { TranscriptParagraph } from '../../lib/video/video-transcript';

/**
 * The landing demo's described transcript (WCAG 2.2 1.2.3): its narration, as its English subtitles
 * say it (/uploads/public/landing-demo.en.vtt), and what each of its four slides shows
 * (legacy-api's scripts/make-public-videos.sh). The video is the same in both editions. Loaded with
 * the demo's dialog, never with the page.
 */
export const DEMO_TRANSCRIPT: readonly TranscriptParagraph[] = [
  {
    picture:
      'Four still slides in dark text on an off-white background, each with a blue band along the top and, at the foot, "Studyflow · Demo" and its number, "1 of 4" to "4 of 4". Slide 1, "What is Studyflow?", reads "Study and work skills for disabled learners".',
  },
  { speech: 'Studyflow teaches study and work skills to disabled students and staff.' },
  {
    picture:
      'Slide 2, "Learn in short steps", reads "A few minutes at a time" and "Resume where you stopped".',
  },
  {
    speech:
      'Each lesson is a short step you can finish in a few minutes. Resume takes you back to where you stopped.',
  },
  {
    picture:
      'Slide 3, "Your software, your way", reads "Short videos for your AT" and "and the strategies behind it".',
  },
  { speech: 'Short videos show how your assistive technology helps with each task.' },
  {
    picture: 'Slide 4, "Make it yours", reads "Colours, text size, font" and "Subtitles on every video".',
  },
  { speech: 'Change colours, text size and font, and turn subtitles on or off.' },
];
