// A course's own fields, to create one (/admin/courses/new) or edit it (its detail page): the
// main title and description, level, paid or free, image, and the uz and ru translations. The
// body is checked with the contract schema the server enforces before it is sent; an edit sends
// only the fields that changed (AdminCoursePatchSchema).
import styled from 'styled-components';
import {
  AdminCourseBodySchema,
  AdminCoursePatchSchema,
  COURSE_LEVELS,
  type AdminCourseBody,
  type Course,
  type CourseLevel,
  type CourseTranslations,
} from '@savdo/contract';
import { Button, Checkbox, Select, TextField, token, useT } from '@savdo/ui';
import { useSchemaForm } from '../common/use-schema-form';
import { adminStrings } from '../strings';
import { changes } from './changes';
import { LongTextField } from './long-text-field';
import { contentStrings } from './strings';

interface Draft {
  title: string;
  description: string;
  level: CourseLevel;
  is_paid: boolean;
  image_url: string;
  uzTitle: string;
  uzDescription: string;
  ruTitle: string;
  ruDescription: string;
}

const BODY_FIELDS = ['title', 'description', 'level', 'is_paid', 'image_url', 'translations'];

function draftOf(course: Course | undefined): Draft {
  return {
    title: course?.title ?? '',
    description: course?.description ?? '',
    level: course?.level ?? 'beginner',
    is_paid: course?.is_paid ?? true,
    image_url: course?.image_url ?? '',
    uzTitle: course?.translations.uz?.title ?? '',
    uzDescription: course?.translations.uz?.description ?? '',
    ruTitle: course?.translations.ru?.title ?? '',
    ruDescription: course?.translations.ru?.description ?? '',
  };
}

/** A language's text when its title is given; the description only when written. */
function textOf(title: string, description: string) {
  const t = title.trim();
  if (!t) return undefined;
  const d = description.trim();
  return d ? { title: t, description: d } : { title: t };
}

export function courseBody(draft: Draft): AdminCourseBody {
  const translations: CourseTranslations = {};
  const uz = textOf(draft.uzTitle, draft.uzDescription);
  const ru = textOf(draft.ruTitle, draft.ruDescription);
  if (uz) translations.uz = uz;
  if (ru) translations.ru = ru;
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    level: draft.level,
    is_paid: draft.is_paid,
    image_url: draft.image_url.trim() || null,
    translations,
  };
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${token('space-3')};
  & > .wide {
    grid-column: 1 / -1;
  }
  h3 {
    margin: ${token('space-2')} 0 0;
    font-size: ${token('font-size-md')};
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${(p) => (p.$error ? token('color-danger') : token('color-success'))};
`;

export interface CourseFormProps {
  /** The course being edited; none to create one. */
  course?: Course;
  /** Sends the body (the whole of it to create, the changes to edit). */
  onSubmit: (body: Partial<AdminCourseBody>) => Promise<unknown>;
  submitLabel: string;
}

export function CourseForm({ course, onSubmit, submitLabel }: CourseFormProps) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const form = useSchemaForm({
    initial: () => draftOf(course),
    schema: course ? AdminCoursePatchSchema : AdminCourseBodySchema,
    body: (draft: Draft) =>
      course ? changes(courseBody(draftOf(course)), courseBody(draft)) : courseBody(draft),
    fields: BODY_FIELDS,
    send: onSubmit,
  });
  const { draft, set, errors, busy } = form;
  // The form stays open after a save, so an edit says it went through.
  const note: { text: string; error?: boolean } | null = form.failure
    ? { text: form.failure, error: true }
    : form.sent && course
      ? { text: at('common.saved') }
      : null;

  return (
    <Form onSubmit={(event) => void form.submit(event)} noValidate data-course-form>
      <TextField
        label={t('courses.title')}
        value={draft.title}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <Select
        label={t('courses.level')}
        value={draft.level}
        options={COURSE_LEVELS.map((level) => ({
          value: level,
          label: t(`courses.levels.${level}`),
        }))}
        onChange={(e) => set({ level: e.target.value as CourseLevel })}
      />
      <div className="wide">
        <LongTextField
          label={t('courses.description')}
          value={draft.description}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <TextField
        label={t('courses.image')}
        hint={t('courses.imageHint')}
        value={draft.image_url}
        error={errors.image_url}
        onChange={(e) => set({ image_url: e.target.value })}
      />
      <Checkbox
        label={t('courses.isPaid')}
        checked={draft.is_paid}
        error={errors.is_paid}
        onChange={(e) => set({ is_paid: e.target.checked })}
      />
      <h3 className="wide">{t('form.translations')}</h3>
      <TextField
        label={t('form.uzTitle')}
        hint={t('form.translationsHint')}
        value={draft.uzTitle}
        error={errors.translations}
        onChange={(e) => set({ uzTitle: e.target.value })}
      />
      <TextField
        label={t('form.ruTitle')}
        value={draft.ruTitle}
        onChange={(e) => set({ ruTitle: e.target.value })}
      />
      <LongTextField
        label={t('form.uzDescription')}
        value={draft.uzDescription}
        onChange={(e) => set({ uzDescription: e.target.value })}
      />
      <LongTextField
        label={t('form.ruDescription')}
        value={draft.ruDescription}
        onChange={(e) => set({ ruDescription: e.target.value })}
      />
      <div className="wide">
        {note ? (
          <Note role={note.error ? 'alert' : 'status'} $error={note.error}>
            {note.text}
          </Note>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t('form.saving') : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
