export const DEMO_LEARNERS = [{ name: 'Ada' }];
