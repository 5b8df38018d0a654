export const AVATAR_SIZE = 96;
