/** VID-4: how far a learner can enlarge the picture, in percent. */
export const VIDEO_ZOOM_LEVELS = [100, 150, 200, 300, 400, 500] as const;
