import { perEdition, useEditionCopy } from '../../lib/edition/copy';

/**
 * Texts of the software chooser and the settings page, per edition (required texts marked with their
 * requirement id; the rest is our own plain English).
 */
export const softwareCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  return {
    loading: 'Loading the software list…',
    intro: pro
      ? 'Choose the assistive technology you use at work. We have selected the common tools; select a tool to add or remove it.'
      : 'Choose the assistive technology you use for your studies. We have selected the common tools; select a tool to add or remove it.',
    selectedCount: (count: number) => (count === 1 ? '1 software selected' : `${count} software selected`),
    page: {
      title: 'Select Software',
      intro: pro
        ? 'Your learning paths and tutorials follow the software you choose here. You can change it at any time.'
        : 'Your study flows and tutorials follow the software you choose here. You can change it at any time.',
      /** ONB-13: a "SAVE" button. */
      save: 'SAVE',
      saving: 'Saving your software…',
      errorTitle: 'Your software was not saved',
    },
  };
});

export const useSoftwareCopy = () => useEditionCopy(softwareCopy);
