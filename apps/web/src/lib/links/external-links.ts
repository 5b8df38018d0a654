/** Pages and addresses outside this app (the legal pages are ours: see app/routes.ts). */
export const externalLinks = {
  /** PUB-4: the footer's three social links (docs/decisions.md). */
  social: {
    linkedin: 'https://www.linkedin.com/company/studyflow-learning',
    youtube: 'https://www.youtube.com/@studyflow-learning',
    bluesky: 'https://bsky.app/profile/studyflow-learning.bsky.social',
  },
  /** SHL-7: 'Book a demo' mails the trainers with the subject Trainer Demo. */
  bookDemo: 'mailto:training@studyflow.example?subject=Trainer%20Demo',
  /** Help for someone who is not signed in: the support page is for learners only (GRD-4). */
  supportMail: 'mailto:support@studyflow.example?subject=Studyflow%20support',
} as const;
