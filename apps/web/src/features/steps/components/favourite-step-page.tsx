import type { GetStepInput, StepAddressInput } from '@studyflow/contracts/learning';
import { LoadingScreen } from '@studyflow/ui/loading-screen';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { showErrorToast } from '../../../lib/api/error-toast';
import { useStep } from '../api/get-step';
import { useFavourites } from '../api/list-favourites';
import { useStepsCopy } from '../copy';
import { FavouritesSidebar } from './favourites-sidebar';
import { StepReader, useEndFocusModeOnLeave } from './step-reader';
import { StepUnavailable } from './step-unavailable';

type Params = Record<keyof StepAddressInput, string>;

/** FAV-1: a favourite step, read in the favourites' context (STP-9), CONTINUE walking the favourites. */
export function FavouriteStepPage() {
  const copy = useStepsCopy();
  const { flowSlug, learningModuleSlug, chapterSlug, stepSlug } = useParams<Params>();
  const address: StepAddressInput = { flowSlug, learningModuleSlug, chapterSlug, stepSlug };
  const input: GetStepInput = { ...address, view: 'favourites' };
  const answer = useStep(input);
  const favourites = useFavourites();
  useEndFocusModeOnLeave();

  // FAV-5 / ERR-21: the list failing is an error toast; the step itself still reads.
  useEffect(() => {
    if (favourites.error) showErrorToast(favourites.error);
  }, [favourites.error]);

  if (answer.isPending) return <LoadingScreen variant="region" message={copy.loadingStep} />;
  if (answer.isError) return <StepUnavailable />;
  const { step, progressStep } = answer.data;
  return (
    <StepReader
      step={step}
      eyebrow={copy.favouritesTitle}
      context={{ address, stepInput: input, progressStepId: progressStep.id }}
      sidebar={<FavouritesSidebar flows={favourites.isError ? [] : favourites.data} current={address} />}
    />
  );
}
