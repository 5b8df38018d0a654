import { brandFor, perEdition, useEditionCopy } from '../../lib/copy';

export const dashboardCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  return {
    pageTitle: pro ? 'Software dashboard' : 'Learn dashboard',
    /** seed: "let's begin..." within 5 days of the first login, "welcome back..." after. */
    greeting: (firstName: string, isNew: boolean) =>
      `Hi ${firstName}, ${isNew ? "let's begin..." : 'welcome back...'}`,
    intro: pro
      ? 'Choose your software or a learning path below. New here? The guided tour shows you around.'
      : 'Choose a study flow or your software below. New here? The guided tour shows you around.',
    /** seed */
    guidedTour: 'GUIDED TOUR',
    tourTitle: 'Guided tour',
    tourVideoTitle: `A guided tour of ${brandFor(edition)}`,
    tourLoading: 'Loading the video…',
    subtitlesEnglish: 'English',
    tabsLabel: 'Your learning',
    /** seed: 'My Study Flows', 'Learning Paths' on the Pro layout; 'My Software'. */
    flowsTab: pro ? 'Learning Paths' : 'My Study Flows',
    softwareTab: 'My Software',
    flowListLabel: pro ? 'Learning paths' : 'Study flows',
    modulesOf: (flowName: string) => `Modules in ${flowName}`,
    loadingFlows: pro ? 'Loading your learning paths…' : 'Loading your study flows…',
    noFlows: pro
      ? 'There are no learning paths yet. Your organisation will add them soon.'
      : 'There are no study flows yet. They will appear here as soon as they are ready.',
    noModules: 'This flow has no modules yet.',
    percentDone: (percent: number) => `${percent}% done`,
    progressOf: (name: string) => `Progress in ${name}`,
    minutesLeft: (minutes: number) => (minutes === 1 ? '1 minute left' : `${minutes} minutes left`),
    finished: 'Finished',
    underAMinute: 'Less than a minute left',
    noSoftware: 'You have not chosen any software yet.',
    chooseSoftware: 'Select Software',
    changeSoftware: 'Change your software',
    /** seed 001: software without a group is 'Specialist'. */
    specialist: 'Specialist',
    selected: 'Selected',
  };
});

export const useDashboardCopy = () => useEditionCopy(dashboardCopy);
