import type { Toast } from './toast';

export type ToastHistory = Toast[];
