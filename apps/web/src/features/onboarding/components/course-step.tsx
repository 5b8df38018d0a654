import { Select } from '@studyflow/ui/select';
import { Stack } from '@studyflow/ui/stack';
import { Tiles } from '@studyflow/ui/tiles';
import { useOnboardingCopy } from '../copy';
import type { CourseAnswers } from '../model/answers';
import { COURSE_SUBJECTS } from '../model/course-subjects';
import type { StepErrors } from '../model/validation';
import { endYearRange, keptEndYear, startYearRange, yearsIn } from '../model/years';
import { fieldTarget } from './field-target';
import * as styles from './onboarding.css';

export interface CourseStepProps {
  course: CourseAnswers;
  errors: StepErrors;
  onChange: (course: CourseAnswers) => void;
  currentYear: number;
}

const yearItems = (years: number[]) => years.map((year) => ({ id: year, label: String(year) }));
const SUBJECT_ITEMS = COURSE_SUBJECTS.map((subject) => ({ id: subject, label: subject }));

/** Step 'Course Information': start and end year (year only) and the subject (ONB-6 to ONB-8). */
export function CourseStep({ course, errors, onChange, currentYear }: CourseStepProps) {
  const copy = useOnboardingCopy().course;
  const endRange = endYearRange(course.startYear);
  return (
    <Stack gap="6" className={styles.fields}>
      <Tiles columns={{ md: 2 }} gap="6">
        <div data-field="startYear" id={fieldTarget('startYear')}>
          <Select
            label={copy.startYear}
            placeholder={copy.yearPlaceholder}
            items={yearItems(yearsIn(startYearRange(course.endYear, currentYear, course.startYear)))}
            selectedKey={course.startYear}
            onSelectionChange={(startYear) =>
              onChange({ ...course, startYear, endYear: keptEndYear(startYear, course.endYear) })
            }
            errorMessage={errors.startYear}
            isRequired
          />
        </div>
        <div data-field="endYear" id={fieldTarget('endYear')}>
          <Select
            label={copy.endYear}
            placeholder={copy.yearPlaceholder}
            description={endRange === null ? copy.endYearHelp : undefined}
            items={endRange === null ? [] : yearItems(yearsIn(endRange))}
            selectedKey={course.endYear}
            onSelectionChange={(endYear) => onChange({ ...course, endYear })}
            // Only the start year's own error is shown while this field cannot be used yet.
            errorMessage={endRange === null ? null : errors.endYear}
            isDisabled={endRange === null}
            isRequired
          />
        </div>
      </Tiles>
      <div data-field="subject" id={fieldTarget('subject')}>
        <Select
          label={copy.subject}
          placeholder={copy.subjectPlaceholder}
          items={SUBJECT_ITEMS}
          selectedKey={course.subject}
          onSelectionChange={(subject) => onChange({ ...course, subject })}
          errorMessage={errors.subject}
          isRequired
        />
      </div>
    </Stack>
  );
}
