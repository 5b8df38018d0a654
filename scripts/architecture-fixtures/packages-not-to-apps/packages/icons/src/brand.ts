// Broken on purpose: a package (any package, here a new one) depends on an app.
import { BRAND } from '../../../apps/web/src/lib/brand';

export const brandLabel = BRAND.toUpperCase();
