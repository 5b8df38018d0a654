import { brandFor, perEdition, useEditionCopy } from '../../lib/edition/copy';

const mailto = (subject: string) =>
  `mailto:training@studyflow.example?subject=${encodeURIComponent(subject)}`;

/** PUB-8: the assessor toolkit. */
export const assessorCopy = perEdition((edition) => {
  const brand = brandFor(edition);
  const learner = edition === 'pro' ? 'employee' : 'student';
  return {
    title: 'Assessor Toolkit',
    lead: `Everything a needs assessor needs to recommend ${brand}: a short walkthrough, a recommendation guide and how licences and training work.`,
    /** SHL-7's subject: a demo booked from here reaches the same trainers. */
    bookDemo: 'Book a demo',
    bookDemoHref: mailto('Trainer Demo'),
    anchorsLabel: 'On this page',
    anchors: {
      video: 'Video Walkthrough',
      guide: 'Recommendation Guide',
      licences: 'Licences and Training',
    },
    video: {
      intro: `A half-minute look at what a ${learner} sees and does in ${brand}.`,
      title: `${brand} walkthrough for assessors`,
      loading: 'Loading the video…',
      play: 'Play the walkthrough',
      subtitles: 'English',
      download: 'Download',
      downloadNote: 'MP4 video, about 250 KB',
    },
    guide: {
      intro: 'What to write in a needs assessment report, in three parts.',
      items: [
        {
          id: 'who',
          title: 'Who it is for',
          text: `${brand} suits ${learner}s with specific learning differences, ADHD, autism, visual impairments, mental health conditions or chronic illness who need structured, self-paced practice with their assistive technology and study strategies.`,
        },
        {
          id: 'what',
          title: 'What it does',
          text: `Short, captioned lessons teach each piece of recommended software and the strategies that go with it: planning, reading, note taking, writing and revision. Progress is saved, so a ${learner} can stop and resume at any point.`,
        },
        {
          id: 'recommend',
          title: 'Recommending it',
          text: `Recommend ${brand} alongside the software in your report, as a licence for the length of the course or contract. Name the software it should cover, so the first lessons match the ${learner}'s set-up.`,
        },
      ],
      downloadPdf: 'Download PDF',
      pdfNote: 'Tagged PDF, 1 page',
      contactUs: 'Contact us',
      contactHref: mailto('Recommendation Guide'),
    },
    licences: {
      items: [
        {
          title: 'Licences',
          text: 'Individual licences (DSA-funded included), institutional licences and site licences. Each gives full access for its term.',
        },
        {
          title: 'Training',
          text: 'A one-hour online session for assessors and trainers on what the lessons cover and how to recommend them.',
        },
      ],
      ask: 'Ask about licences and training',
      askHref: mailto('Licences and training'),
    },
  };
});

export const useAssessorCopy = () => useEditionCopy(assessorCopy);

/** The walkthrough, its subtitles and the guide, served from the uploads area (PUB-13). */
export const ASSESSOR_MEDIA = {
  video: '/uploads/public/assessor-walkthrough.mp4',
  subtitles: '/uploads/public/assessor-walkthrough.en.vtt',
  guide: '/uploads/public/recommendation-guide.pdf',
} as const;
