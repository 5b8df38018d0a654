import type { Db } from '../db/client';
import { chosenSoftwares, type SoftwareRow } from '../software/software-queries';
import { howTosFor } from '../tutorials/tutorial-queries';
import type { StepApp } from './schema';
import type { StepAppPayload } from './step-payload';

/**
 * The app step's action with how-tos for the learner's chosen products that offer its feature, or
 * for the one product asked for (a tutorial is about one product).
 */
export async function appPayload(
  db: Db,
  userId: number,
  app: StepApp,
  only?: SoftwareRow,
): Promise<StepAppPayload> {
  const products = only === undefined ? await chosenSoftwares(db, userId) : [only];
  const howTos = await howTosFor(
    db,
    app.feature,
    products.map((product) => product.id),
  );
  return {
    name: app.name,
    description: app.description,
    feature: app.feature,
    button_image: howTos[0]?.image ?? null,
    how_to: howTos.map((entry) => ({
      software_slug: entry.softwareSlug,
      software_name: entry.softwareName,
      text: entry.howTo,
    })),
  };
}
