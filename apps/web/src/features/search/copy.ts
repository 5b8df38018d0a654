/** The same in both editions. */
export const searchCopy = {
  label: 'Search',
  placeholder: 'Search steps, chapters and modules',
  /** SRC-3 / ERR-9 */
  noResults: 'No results found',
  searching: 'Searching…',
  resultsLabel: 'Search results',
  groups: {
    steps: 'Steps',
    chapters: 'Chapters',
    learningModules: 'Learning modules',
  },
  /** Said after each result's name, so two results with one name can be told apart. */
  inFlow: (flowName: string) => `in ${flowName}`,
};
