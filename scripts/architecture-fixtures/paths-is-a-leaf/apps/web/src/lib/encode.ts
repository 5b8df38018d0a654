export const encode = (path: string) => encodeURI(path);
