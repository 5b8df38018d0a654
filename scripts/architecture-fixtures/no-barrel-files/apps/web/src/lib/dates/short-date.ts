export const shortDate = (day: Date) => day.toISOString().slice(0, 10);
