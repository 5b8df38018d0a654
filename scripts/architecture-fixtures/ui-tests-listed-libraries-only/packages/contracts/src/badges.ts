export const BADGES = ['first-step'];
