import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { showErrorToast } from '../../../lib/api/error-toast';
import { LoadFailed } from '../../../lib/components/load-failed';
import { PageHeading } from '../../../lib/components/page';
import { useFavourites } from '../api/list-favourites';
import { useStepsCopy } from '../copy';
import { firstFavourite } from '../favourite-steps';

/**
 * /favourites (FAV-2, FAV-3): straight on to the first favourite step; with none, 'No Favourites
 * yet.' and how to add one. A failure to load is an error toast (FAV-5) over a page that says the
 * list could not be loaded, with Try again; after a retry that loads, focus goes to the heading.
 */
export function FavouritesPage() {
  const copy = useStepsCopy();
  const favourites = useFavourites();

  useEffect(() => {
    if (favourites.error) showErrorToast(favourites.error);
  }, [favourites.error]);

  if (favourites.isPending) return <LoadingScreen variant="region" message={copy.loadingFavourites} />;
  const first = favourites.data ? firstFavourite(favourites.data) : null;
  if (first) return <Redirect to={first.href} replace />;
  const failed = favourites.isError;
  return (
    <Stack gap="4">
      <PageHeading focusKey={failed ? 'failed' : 'loaded'}>{copy.favouritesTitle}</PageHeading>
      {failed ? (
        <LoadFailed
          message={copy.favouritesFailed}
          retryLabel={copy.tryAgain}
          retryingLabel={copy.loadingFavourites}
          onRetry={() => void favourites.refetch()}
          isRetrying={favourites.isFetching}
        />
      ) : (
        <>
          <p className={text({ size: 'lg', weight: 'semibold' })}>{copy.noFavourites}</p>
          <p className={text()}>{copy.howToFavourite}</p>
        </>
      )}
    </Stack>
  );
}
