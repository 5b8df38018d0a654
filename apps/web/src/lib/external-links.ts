/**
 * Pages outside this app. The requirements name terms and privacy links but not their addresses
 * (PUB-17); these are placeholders to replace with the real policy pages.
 */
export const externalLinks = {
  terms: 'https://studyflow.example/terms',
  privacy: 'https://studyflow.example/privacy',
  /** SHL-7: 'Book a demo' mails the trainers with the subject Trainer Demo. */
  bookDemo: 'mailto:training@studyflow.example?subject=Trainer%20Demo',
  /** Help for someone who is not signed in: the support page is for learners only (GRD-4). */
  supportMail: 'mailto:support@studyflow.example?subject=Studyflow%20support',
} as const;
