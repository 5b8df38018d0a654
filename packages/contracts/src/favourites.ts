import { z } from 'zod';
import { StepSummarySchema } from './learning';
import { IdSchema, listIn, orFallback } from './tolerant';
import { EarnedBadgeSchema } from './user';

const Colour = (field: string) => orFallback(z.string().nullable(), `favourites.${field}`, null);

/** DAT-8: a flow with only the modules, chapters and steps leading to a favourite. */
export const FavouriteFlowSchema = z.object({
  id: IdSchema,
  name: z.string(),
  slug: z.string(),
  primaryColor: Colour('primaryColor'),
  secondaryColor: Colour('secondaryColor'),
  tabColor: Colour('tabColor'),
  learningModules: z.array(
    z.object({
      id: IdSchema,
      name: z.string(),
      slug: z.string(),
      chapters: z.array(
        z.object({
          id: IdSchema,
          name: z.string(),
          slug: z.string(),
          steps: z.array(StepSummarySchema),
        }),
      ),
    }),
  ),
});
export type FavouriteFlow = z.infer<typeof FavouriteFlowSchema>;

/** API-25: `{ favourites: [...] }` or the bare list. */
export const FavouriteListSchema = listIn('favourites', FavouriteFlowSchema);

/** API-22 (FAV-4). */
export const ToggleFavouriteOutputSchema = z.object({
  isFavourite: z.boolean(),
  chapterId: IdSchema,
  stepId: IdSchema,
  badges: z.array(EarnedBadgeSchema),
  favourites: z.array(FavouriteFlowSchema),
});
export type ToggleFavouriteOutput = z.infer<typeof ToggleFavouriteOutputSchema>;
