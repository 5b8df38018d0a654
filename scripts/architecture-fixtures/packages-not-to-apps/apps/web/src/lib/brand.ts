export const BRAND = 'Studyflow';
