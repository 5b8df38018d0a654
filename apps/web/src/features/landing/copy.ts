import { brandFor, perEdition, useEditionCopy } from '../../lib/copy';

export const landingCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  return {
    brand: brandFor(edition),
    landing: {
      /** PUB-1: the professional landing's headline. */
      headline: pro ? 'Transform the way you work.' : 'Study skills that fit the way you learn.',
      lead: pro
        ? 'Short learning paths for the assistive technology and workplace skills you use every day.'
        : 'Short, calm lessons on essays, lectures, reading and revision, and on the assistive technology that helps you.',
      points: pro
        ? ['Learn in bite-sized steps', 'Build confidence with your software', 'Go at your own pace']
        : ['Bite-sized steps you can finish', 'Made with disabled students', 'Go at your own pace'],
      signIn: 'Sign in',
      goToDashboard: 'Go to Dashboard',
    },
    /** Sample content for the decorative preview card. */
    preview: {
      chip: pro ? 'Read&Write' : 'Essay writing',
      title: pro ? 'Check your writing' : 'Plan your essay',
      steps: pro
        ? ['Turn on read aloud', 'Listen back', 'Fix what sounds wrong']
        : ['Read the question', 'Make a mind map', 'Order your ideas'],
      done: '60% done',
      left: '4 MIN left',
    },
  };
});

export const useLandingCopy = () => useEditionCopy(landingCopy);
