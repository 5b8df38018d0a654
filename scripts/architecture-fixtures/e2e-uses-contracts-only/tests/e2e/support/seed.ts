export const seedLearner = () => ({ email: 'ada@example.com' });
