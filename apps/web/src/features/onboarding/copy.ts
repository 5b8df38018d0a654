import type { StudyArea } from '@studyflow/contracts/onboarding';
import type { KnowledgeLevel } from '@studyflow/contracts/user';
import { perEdition, useEditionCopy } from '../../lib/edition/copy';
import type { StepId } from './model/steps';

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
}

/** Priorities 1 to 5 in words. */
const PRIORITY_WORDS = ['Low', 'Fairly low', 'Medium', 'Fairly high', 'High'] as const;

/**
 * Onboarding texts per edition. Step names, the 'Select Course' placeholder and the validation
 * messages (contracts ONBOARDING_MESSAGES) are the requirements'; the rest is our own plain English.
 */
export const onboardingCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  return {
    title: (firstName: string) => `Welcome, ${firstName}`,
    intro: pro
      ? 'A few quick questions so your learning paths suit you. It takes about two minutes.'
      : 'A few quick questions so Studyflow suits you and your course. It takes about three minutes.',
    signOut: 'Sign out',
    stepListLabel: 'Set-up steps',
    progress: (current: number, total: number, name: string) => `Step ${current} of ${total}: ${name}`,
    /** ONB-3: stage labels. */
    steps: {
      course: 'Course Information',
      software: 'Assistive Technology',
      knowledge: 'Current knowledge',
      priorities: 'Study priorities',
    } satisfies Record<StepId, string>,
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    saving: 'Saving…',
    errorTitle: 'Something went wrong...',
    course: {
      intro: 'Tell us about the course you are studying now.',
      startYear: 'Course start year',
      endYear: 'Course end year',
      endYearHelp: 'Choose a start year first.',
      yearPlaceholder: 'Select year',
      subject: 'Course subject',
      /** ONB-6: the disabled placeholder of the course list. */
      subjectPlaceholder: 'Select Course',
    },
    knowledge: {
      intro:
        'How well do you know assistive technology? There are no wrong answers: this helps us start you at the right level.',
      overall: 'Assistive technology overall',
      areasHeading: 'By area',
      areasIntro: pro
        ? 'How confident are you using assistive technology for each of these at work?'
        : 'How confident are you using assistive technology for each of these?',
      levels: {
        beginner: 'Complete beginner',
        medior: 'A little knowledge',
        expert: 'Quite familiar',
      } satisfies Record<KnowledgeLevel, string>,
    },
    areas: {
      essayWriting: 'Essay writing',
      presentations: 'Presentations',
      lectures: 'Lectures',
      reading: 'Reading',
      organisation: 'Organisation',
      revision: 'Revision',
    } satisfies Record<StudyArea, string>,
    priorities: {
      intro: 'How much do you want to work on each area? 1 is a low priority and 5 is a high one.',
      /** The slider's value in words, shown and announced (aria-valuetext). */
      valueLabel: (value: number): string => {
        const word = PRIORITY_WORDS[value - 1];
        return word ? `${value} – ${word}` : String(value);
      },
    },
    testimonial: {
      title: (firstName: string) => `You are all set, ${firstName}`,
      intro: pro
        ? 'Here is how other people use assistive technology at work.'
        : 'Here is how other students study with assistive technology.',
      carouselLabel: pro ? 'Stories from employees' : 'Stories from students',
      position: (current: number, total: number) => `Quote ${current} of ${total}`,
      previous: 'Previous quote',
      next: 'Next quote',
      note: 'These stories are examples we wrote to show how people use assistive technology.',
      getStarted: 'Get Started',
      quotes: (pro
        ? [
            {
              name: 'Daniel',
              role: 'Housing officer',
              quote:
                'Dictation lets me draft a report before my energy runs out. My manager noticed the difference within a month.',
            },
            {
              name: 'Grace',
              role: 'Finance assistant',
              quote:
                'The screen reader lessons were short enough to fit between meetings. I use shortcuts now instead of hunting with the mouse.',
            },
            {
              name: 'Leon',
              role: 'Project coordinator',
              quote:
                'A coloured background and having long documents read aloud made policy updates manageable. I no longer dread Mondays.',
            },
          ]
        : [
            {
              name: 'Mina',
              role: 'History student',
              quote:
                'Text-to-speech changed how I proofread. I hear the mistakes my eyes skip, and my essays come back with fewer comments.',
            },
            {
              name: 'Tom',
              role: 'Nursing student',
              quote:
                'I record lectures and tidy my notes afterwards. I used to panic about missing things. Now I listen and think.',
            },
            {
              name: 'Aisha',
              role: 'Psychology student',
              quote:
                'Mind mapping helped me plan my dissertation in small pieces. Ten minutes a day felt possible, so I kept going.',
            },
          ]) satisfies Testimonial[],
    },
  };
});

export const useOnboardingCopy = () => useEditionCopy(onboardingCopy);
