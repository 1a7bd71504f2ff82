// /admin/courses/{id}: the course's own fields (course-form.tsx) above its modules and lessons
// (course-modules.tsx). It reads the course as the catalog serves it (GET /course/{id} and its
// modules): the admin API has no read of one course of its own.
import { useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminCourseBody, Course, CourseModule } from '@savdo/contract';
import { MAX_PAGE_SIZE } from '@savdo/contract';
import { adminListQuery, adminRecordQuery, adminWrite } from '@savdo/core';
import { Card, LoadFailed, Skeleton, Stack, useStore, useT } from '@savdo/ui';
import { adminStrings } from '../strings';
import { CourseForm } from './course-form';
import { CourseModules } from './course-modules';
import { contentStrings } from './strings';

export function CourseDetail() {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const id = Number(useParams().id);
  const $course = useMemo(() => adminRecordQuery<Course>(`/course/${id}`), [id]);
  const $modules = useMemo(
    () => adminListQuery<CourseModule>(`/course/${id}/modules`, { limit: MAX_PAGE_SIZE }),
    [id],
  );
  const course = useStore($course);
  const modules = useStore($modules);
  // A write has every admin answer read again: the page keeps what it shows meanwhile, so the
  // forms and their "saved" notes stay on screen (as the lists do, list/admin-list.tsx).
  const last = useRef<{ id: number; record?: Course; modules?: readonly CourseModule[] }>({ id });
  if (last.current.id !== id) last.current = { id };
  if (course.data) last.current.record = course.data.result;
  if (modules.data) last.current.modules = modules.data.result.data;
  const failed =
    (course.error !== undefined && !course.loading && !course.data) ||
    (modules.error !== undefined && !modules.loading && !modules.data);

  if (failed)
    return (
      <LoadFailed
        title={at('common.loadFailed')}
        retryLabel={at('list.retry')}
        onRetry={() => {
          $course.invalidate();
          $modules.invalidate();
        }}
      />
    );
  const { record, modules: shown } = last.current;
  if (!record || !shown) return <Skeleton height={320} />;

  return (
    <Stack $gap={4} data-admin-course={record.id}>
      <p>
        <Link to="/admin/courses">← {at('common.back')}</Link>
      </p>
      <Card>
        <h2>{t('courses.edit')}</h2>
        <CourseForm
          key={record.id}
          course={record}
          submitLabel={at('common.save')}
          onSubmit={(body: Partial<AdminCourseBody>) =>
            adminWrite('patch', `/admin/courses/${record.id}`, body)
          }
        />
      </Card>
      <CourseModules courseId={record.id} modules={shown} />
    </Stack>
  );
}
