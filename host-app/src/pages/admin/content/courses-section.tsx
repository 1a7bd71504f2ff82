// The courses of the catalog (docs/product.md, /video-courses): every course with its level,
// price, modules and lessons; search in the titles, filters by level and paid or free. A row
// opens the course's page, where its modules and lessons are edited (course-detail.tsx).
import { Link, useNavigate } from 'react-router';
import { COURSE_LEVELS, type Course } from '@savdo/contract';
import { formatUzs } from '@savdo/core';
import { Badge, Button, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { contentStrings } from './strings';

export function CoursesSection() {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const navigate = useNavigate();

  const columns: DataColumn<Course>[] = [
    { id: 'id', header: t('courses.id'), sortable: true, numeric: true, cell: (c) => c.id },
    {
      id: 'title',
      header: t('courses.title'),
      sortable: true,
      cell: (c) => <Link to={`/admin/courses/${c.id}`}>{c.title}</Link>,
    },
    {
      id: 'level',
      header: t('courses.level'),
      cell: (c) => <Badge tone="info">{t(`courses.levels.${c.level}`)}</Badge>,
    },
    {
      id: 'price',
      header: t('courses.price'),
      sortable: true,
      numeric: true,
      cell: (c) => (c.is_paid ? formatUzs(c.price, lang) : t('courses.free')),
    },
    {
      id: 'modules_count',
      header: t('courses.modules'),
      sortable: true,
      numeric: true,
      cell: (c) => c.modules_count,
    },
    {
      id: 'lessons_count',
      header: t('courses.lessons'),
      sortable: true,
      numeric: true,
      cell: (c) => c.lessons_count,
    },
    {
      id: 'open',
      header: at('users.actions'),
      cell: (c) => <Link to={`/admin/courses/${c.id}`}>{at('list.open')}</Link>,
    },
  ];

  return (
    <AdminList<Course>
      api="/admin/courses"
      caption={(total) => t('courses.caption', { count: total })}
      columns={columns}
      rowKey={(c) => c.id}
      rowAttributes={(c) => ({ 'data-course': String(c.id) })}
      searchLabel={t('courses.search')}
      filters={[
        {
          name: 'level',
          label: t('courses.level'),
          kind: 'select',
          options: COURSE_LEVELS.map((level) => ({
            value: level,
            label: t(`courses.levels.${level}`),
          })),
        },
        {
          name: 'is_paid',
          label: t('courses.paidFilter'),
          kind: 'select',
          options: (['true', 'false'] as const).map((value) => ({
            value,
            label: t(`courses.paidOptions.${value}`),
          })),
        },
      ]}
      empty={t('courses.empty')}
      actions={
        <Button size="sm" onClick={() => navigate('/admin/courses/new')}>
          {t('courses.new')}
        </Button>
      }
    />
  );
}
