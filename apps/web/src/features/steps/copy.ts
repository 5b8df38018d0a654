import { perEdition, useEditionCopy } from '../../lib/edition/copy';

/** The step reader, favourites and tutorials (STP, FAV). Texts in quotes there are used exactly. */
export const stepsCopy = perEdition((edition) => {
  const learningName = edition === 'pro' ? 'learning path' : 'study flow';
  return {
    /** SHL-5 */
    goToDashboard: 'Go to Dashboard',
    /** STP-7 */
    continue: 'CONTINUE',
    transcript: 'TRANSCRIPT',
    closeTranscript: 'CLOSE TRANSCRIPT',
    readMore: 'READ MORE',
    readLess: 'READ LESS',
    /** STP-3: a video step's duration. */
    minutes: (minutes: number) => `${minutes} MIN`,
    /** STP-2 page types, said beside each icon so the icon never carries the meaning alone. */
    pageTypes: { text: 'Text', vid: 'Video', app: 'App', star: 'Activity' },
    favourite: 'Favourite',
    isFavourite: 'In your favourites',
    hasNote: 'Has a note',
    completed: 'Completed',
    markComplete: 'MARK AS COMPLETE',
    markedComplete: 'COMPLETED',
    markingComplete: 'Saving…',
    showText: 'Show the text',
    focusMode: 'Focus mode',
    toolbar: 'Step tools',
    tip: 'Tip',
    /** Ours: the research a step draws on, under its text. */
    sources: 'Sources',
    transcriptTitle: 'Transcript',
    moreTitle: 'More on this',
    subtitlesEnglish: 'English',
    loadingVideo: 'Loading the video…',
    loadingStep: 'Loading the step…',
    loadingModule: 'Finding where you left off…',
    moduleProgress: (name: string) => `Progress in ${name}`,
    percentDone: (percent: number) => `${percent}% done`,
    moduleContents: 'Module contents',
    chapterSteps: (name: string) => `Steps in ${name}`,
    stepUnavailable: 'This step could not be opened.',
    stepUnavailableHelp: `The address may be out of date. Your dashboard lists every module of each ${learningName}.`,
    app: {
      howTo: (software: string) => `How to do it in ${software}`,
      noHowTo: 'None of your software does this yet. You can change your software in your profile.',
    },
    /** FAV-3 */
    noFavourites: 'No Favourites yet.',
    favouritesTitle: 'Favourites',
    howToFavourite:
      'To add one, open any step and press the Favourite button above its content. Your favourite steps then show here, ready to read again.',
    favouritesLabel: 'Your favourite steps',
    loadingFavourites: 'Loading your favourites…',
    /** After a failed load (FAV-5's toast says why): the list is unknown, not empty. */
    favouritesFailed: 'Your favourites could not be loaded.',
    tryAgain: 'Try again',
    /** FAV-7 */
    essentials: 'Essentials',
    tutorialLabel: (software: string) => `${software} tutorial`,
  };
});

export const useStepsCopy = () => useEditionCopy(stepsCopy);
