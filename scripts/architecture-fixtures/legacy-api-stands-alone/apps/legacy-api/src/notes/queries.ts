export const noteRows = () => [{ id: 1 }];
