// What the reading guide brings when a learner first turns it on, in one script: the guide itself
// and the select for its size (React Aria's select, list box and popover, ~45 KB), so neither costs
// a page where the guide is off, and the size select is there as soon as the guide is.
export { Select } from '@studyflow/ui/select';
export { ReadingGuide } from './reading-guide';
