// Broken on purpose: the design system knows the product's badges.
import { BADGES } from '../../contracts/src/badges';
// Allowed: its own files.
import { badgeClass } from './badge.css';

export const badgeNames = BADGES.map((badge) => `${badgeClass} ${badge}`);
