/** The same in both editions. */
export const achievementsCopy = {
  title: 'Achievements',
  summary: (earned: number, total: number) => `You have earned ${earned} of ${total} badges.`,
  /** Our design rules: earned badges also say "Earned", never colour alone. */
  earned: 'Earned',
  notEarned: 'Not earned yet',
  requirement: (text: string) => `To earn it: ${text}`,
  listLabel: 'Badges',
  close: 'Close',
  /** BDG-4: the achievement toast. */
  unlocked: 'Achievement unlocked.',
  view: 'VIEW',
};
