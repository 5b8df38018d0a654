import { loadSeedContent } from '../seed/seed-content';

/** The seed's data files as tests compare against them: read through the seed's own loader and checks. */
const content = loadSeedContent();

export const STUDY_FLOWS = content.flows.study;
export const PRO_PATHS = content.flows.pro;
export const FLOW_CONTENT = content.flows;
export const SOFTWARE_CATALOGUE = content.software;
export const DEMO_LEARNERS = content.demoLearners;
export const LICENCE_KEYS = content.licenceKeys;
