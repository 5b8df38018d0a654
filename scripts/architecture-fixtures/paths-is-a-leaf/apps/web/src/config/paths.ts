// Allowed: types only.
import type { Edition } from '../../../../packages/contracts/src/edition';
// Broken on purpose: the paths module loads a helper at run time.
import { encode } from '../lib/encode';

export const dashboardFor = (edition: Edition) =>
  encode(edition === 'pro' ? '/dashboard/software' : '/dashboard/learn');
