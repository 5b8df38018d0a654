export const badgeClass = 'badge';
