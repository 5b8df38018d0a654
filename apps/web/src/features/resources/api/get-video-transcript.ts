import { useQuery } from '@tanstack/react-query';

/**
 * A product video's transcript: the plain-text file beside the video under /uploads (legacy-api's
 * step-video renderer writes it, one paragraph per chapter). Asked for when the learner opens it;
 * a failure is the caller's to show in place, never an error page.
 */
export function useVideoTranscript(url: string) {
  return useQuery({
    queryKey: ['video-transcript', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { signal, headers: { accept: 'text/plain' } });
      if (!response.ok) throw new Error(`transcript: HTTP ${response.status}`);
      return response.text();
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    meta: { errors: 'silent' },
  });
}
