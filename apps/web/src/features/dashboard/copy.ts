import { brandFor, perEdition, useEditionCopy } from '../../lib/edition/copy';

export const dashboardCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  return {
    pageTitle: pro ? 'Software dashboard' : 'Learn dashboard',
    /** DSH-2: "let's begin..." within 5 days of the first login, "welcome back..." after. */
    greeting: (firstName: string, isNew: boolean) =>
      `Hi ${firstName}, ${isNew ? "let's begin..." : 'welcome back...'}`,
    intro: pro
      ? 'Choose your software or a learning path below. New here? The guided tour shows you around.'
      : 'Choose a study flow or your software below. New here? The guided tour shows you around.',
    /** DSH-3 */
    /** The weekly goal card: counts what was done, never what was not (docs/decisions.md). */
    weeklyGoal: {
      heading: 'Your week',
      meterLabel: 'Learning days this week',
      count: (learnt: number, goal: number) =>
        learnt > goal
          ? `${learnt} learning days this week, with a goal of ${goal}`
          : `${learnt} of ${goal} learning ${goal === 1 ? 'day' : 'days'} this week`,
      none: 'A learning day is any day you complete a step. Every week starts afresh on Monday.',
      onTheWay: 'A learning day is any day you complete a step. Go at your own pace.',
      reached: 'You reached this week’s goal. Anything more is a bonus.',
      goalLabel: 'Weekly goal',
      goalHint: 'How many days a week you would like to learn. You can change it at any time.',
      goalOption: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} a week`,
      goalSaved: (days: number) => `Your weekly goal is now ${days} ${days === 1 ? 'day' : 'days'}.`,
      notKept: 'This browser could not keep your goal; it applies until you close the page.',
    },
    guidedTour: 'GUIDED TOUR',
    tourTitle: 'Guided tour',
    tourVideoTitle: `A guided tour of ${brandFor(edition)}`,
    tourLoading: 'Loading the video…',
    subtitlesEnglish: 'English',
    tabsLabel: 'Your learning',
    /** DSH-4: 'My Study Flows', 'Learning Paths' on the Pro layout; 'My Software'. */
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
    /** DSH-6 */
    resume: 'RESUME',
    /** The tick's name: a finished module. */
    completed: 'Completed',
    underAMinute: 'Less than a minute left',
    noSoftware: 'You have not chosen any software yet.',
    chooseSoftware: 'Select Software',
    changeSoftware: 'Change your software',
    /** ONB-9: software without a group is 'Specialist'. */
    specialist: 'Specialist',
    softwareListLabel: 'Your software',
    /** DSH-1: the software dashboard's two cards. */
    essentials: 'Essentials',
    essentialsIntro: (name: string, count: number) =>
      `${count === 1 ? 'One short step' : `${count} short steps`} to get going with ${name}.`,
    startEssentials: (name: string) => `Start the ${name} Essentials`,
    noEssentials: (name: string) => `There are no Essentials for ${name} yet.`,
    strategies: 'Strategies',
    strategiesIntro: (name: string) => `Study strategies that use ${name}, by topic.`,
    noStrategies: (name: string) => `There are no strategies for ${name} yet.`,
    strategiesLabel: (name: string) => `Strategies with ${name}`,
  };
});

export const useDashboardCopy = () => useEditionCopy(dashboardCopy);
