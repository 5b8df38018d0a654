import type { SoftwareRow } from './software-queries';

export interface SoftwarePayload {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  description: string | null;
  group: string | null;
  assistive: boolean;
}

export const softwarePayload = (software: SoftwareRow): SoftwarePayload => ({
  id: software.id,
  name: software.name,
  slug: software.slug,
  image: software.image,
  description: software.description,
  group: software.groupName,
  assistive: software.assistive,
});
