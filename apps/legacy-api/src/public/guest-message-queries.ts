import type { Db } from '../db/client';
import type { GuestMessageFields } from './guest-message-rules';
import { guestMessages } from './schema';

export async function insertGuestMessage(db: Db, fields: GuestMessageFields & { at: Date }): Promise<void> {
  const { at, ...rest } = fields;
  await db.insert(guestMessages).values({ ...rest, createdAt: at });
}
