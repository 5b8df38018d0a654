import type { UserInfoRow } from './user-info-queries';

type Level = 'beginner' | 'medior' | 'expert' | null;

export interface UserInfoPayload {
  course_started: number | null;
  course_ends: number | null;
  course_name: string | null;
  as_technology_level: Level;
  essay_writing_level: Level;
  presentations_level: Level;
  lectures_level: Level;
  reading_level: Level;
  organisation_level: Level;
  revision_level: Level;
  study_priorities: Record<string, number> | null;
}

export const userInfoPayload = (info: UserInfoRow): UserInfoPayload => ({
  course_started: info.courseStarted,
  course_ends: info.courseEnds,
  course_name: info.courseName,
  as_technology_level: info.asTechnologyLevel,
  essay_writing_level: info.essayWritingLevel,
  presentations_level: info.presentationsLevel,
  lectures_level: info.lecturesLevel,
  reading_level: info.readingLevel,
  organisation_level: info.organisationLevel,
  revision_level: info.revisionLevel,
  study_priorities: info.studyPriorities ?? null,
});
