// /admin/courses/new: a course's fields; once created, its own page opens to add modules.
import { Link, useNavigate } from 'react-router';
import type { AdminCourseBody, Course } from '@savdo/contract';
import { adminWrite } from '@savdo/core';
import { Card, useT } from '@savdo/ui';
import { adminStrings } from '../strings';
import { CourseForm } from './course-form';
import { contentStrings } from './strings';

export function CourseNew() {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const navigate = useNavigate();
  return (
    <div data-admin-course-new>
      <p>
        <Link to="/admin/courses">← {at('common.back')}</Link>
      </p>
      <Card>
        <h2>{t('courses.newTitle')}</h2>
        <CourseForm
          submitLabel={t('courses.create')}
          onSubmit={async (body: Partial<AdminCourseBody>) => {
            const created = await adminWrite<Course>('post', '/admin/courses', body);
            void navigate(`/admin/courses/${created.id}`);
          }}
        />
      </Card>
    </div>
  );
}
