/** A user as the upstream sends it (snake_case), valid against the contracts once camelCased. */
export const upstreamUser = {
  id: 7,
  email: 'alex@university.example',
  first_name: 'Alex',
  surname: 'Morgan',
  university: 'University of Example',
  user_type: 'student',
  avatar: null,
  softwares: [
    {
      id: 1,
      name: 'Read&Write',
      slug: 'read-write',
      image: null,
      description: null,
      group: null,
      assistive: true,
    },
  ],
  software_selected: true,
  user_info: {
    course_started: 2024,
    course_ends: 2027,
    course_name: 'Law',
    as_technology_level: 'beginner',
    essay_writing_level: null,
    presentations_level: null,
    lectures_level: null,
    reading_level: null,
    organisation_level: null,
    revision_level: null,
  },
  badges: [{ id: 1, name: 'NEWBIE', created_at: '2026-11-22T10:00:00.000Z' }],
  accessability_setting: null,
  wellbeings: ['calm'],
  is_calm_requested: false,
};

/** A flow as GET /flows sends it (snake_case). */
export const upstreamFlow = {
  id: 1,
  name: 'Essay Writing',
  slug: 'essay-writing',
  primary_color: '#7B3FA0',
  secondary_color: '#F1E8F7',
  tab_color: '#5E2C7D',
  learning_modules: [
    {
      id: 3,
      name: 'Understanding the question',
      slug: 'understanding-the-question',
      description: 'Break an essay question into parts.',
      image: null,
      url: '/flows/essay-writing/learning_modules/understanding-the-question',
      learning_module_progress: 0,
      learning_module_remaining_duration: 1020,
      is_resume: false,
      chapters: [
        {
          id: 9,
          name: 'Instruction words',
          slug: 'instruction-words',
          url: '/flows/essay-writing/learning_modules/understanding-the-question/chapters/instruction-words',
          chapter_progress: 0,
        },
      ],
    },
  ],
};

/** The user_info of POST /users/user_info (snake_case, priorities keyed by snake_case area). */
export const upstreamUserInfo = {
  course_started: 2025,
  course_ends: 2028,
  course_name: 'Law',
  as_technology_level: 'beginner',
  essay_writing_level: 'medior',
  presentations_level: 'expert',
  lectures_level: 'beginner',
  reading_level: 'medior',
  organisation_level: 'beginner',
  revision_level: 'expert',
  study_priorities: {
    essay_writing: 5,
    presentations: 1,
    lectures: 2,
    reading: 4,
    organisation: 3,
    revision: 1,
  },
};
