/** The landing's demo and its English subtitles, served from the uploads area (PUB-13). */
export const LANDING_DEMO = {
  video: '/uploads/public/landing-demo.mp4',
  subtitles: '/uploads/public/landing-demo.en.vtt',
} as const;
