// Broken on purpose: a design-system test imports the product's badges.
import { BADGES } from '../../contracts/src/badges';
// Allowed: the component under test.
import { badgeClass } from './badge.css';

export const cases = BADGES.map((badge) => [badgeClass, badge]);
