export type Edition = 'study' | 'pro';
