// A course's modules and their lessons on its admin page: add and edit a module (its title,
// translations and price: modules are sold one by one, docs/product.md /video-courses/{id}),
// add and edit a lesson, open or close its free preview, upload its video, and reorder both with
// up and down buttons, each move sending the whole new order.
import { useState } from 'react';
import styled from 'styled-components';
import {
  AdminLessonBodySchema,
  AdminLessonPatchSchema,
  AdminModuleBodySchema,
  AdminModulePatchSchema,
  type CourseModule,
  type Lesson,
} from '@savdo/contract';
import { adminWrite, apiErrorMessage, formatUzs } from '@savdo/core';
import {
  Badge,
  Button,
  Card,
  Cluster,
  EmptyState,
  Stack,
  token,
  useT,
  useLanguage,
} from '@savdo/ui';
import { ActionDialog, type ActionDialogProps } from '../common/action-dialog';
import { adminStrings } from '../strings';
import { LessonVideo } from './lesson-video';
import { numberOf } from './numbers';
import { moved } from './reorder';
import { contentStrings } from './strings';
import { translationFields, translationTexts, translationsOf } from './title-fields';

type Dialog = Omit<ActionDialogProps, 'open' | 'onClose'> | null;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  h3,
  h4 {
    margin: 0;
    font-size: ${token('font-size-lg')};
    overflow-wrap: anywhere;
  }
  h4 {
    font-size: ${token('font-size-md')};
  }
`;

const Lessons = styled.ol`
  margin: ${token('space-3')} 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${token('space-3')};
  li {
    padding: ${token('space-3')};
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    display: grid;
    gap: ${token('space-2')};
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${(p) => (p.$error ? token('color-danger') : token('color-success'))};
`;

export function CourseModules({
  courseId,
  modules,
}: {
  courseId: number;
  modules: readonly CourseModule[];
}) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const titles = { uz: t('form.uzTitle'), ru: t('form.ruTitle') };

  const reorder = async (path: string, ids: number[] | null) => {
    if (!ids) return;
    setNote(null);
    try {
      await adminWrite('patch', path, { ids });
      setNote({ text: t('modules.moved') });
    } catch (error) {
      setNote({ text: apiErrorMessage(error, at('common.failed')), error: true });
    }
  };

  const moduleDialog = (module?: CourseModule): Dialog => ({
    title: module ? t('modules.edit') : t('modules.add'),
    description: module?.title ?? '',
    confirmLabel: at('common.save'),
    fields: [
      { name: 'title', label: t('modules.name') },
      { name: 'price', label: t('modules.price'), hint: t('modules.priceHint'), type: 'number' },
      ...translationFields(titles),
    ],
    initial: module
      ? {
          title: module.title,
          price: String(module.price),
          ...translationTexts(module.translations),
        }
      : { price: '0' },
    schema: module ? AdminModulePatchSchema : AdminModuleBodySchema,
    body: (values) => ({
      title: (values.title ?? '').trim(),
      price: numberOf(values.price),
      translations: translationsOf(values),
    }),
    onConfirm: async (body) => {
      if (module) await adminWrite('patch', `/admin/courses/modules/${module.id}`, body);
      else await adminWrite('post', `/admin/courses/${courseId}/modules`, body);
      setNote({ text: at('common.saved') });
    },
  });

  const lessonDialog = (moduleId: number, lesson?: Lesson): Dialog => ({
    title: lesson ? t('lessons.edit') : t('lessons.add'),
    description: lesson?.title ?? '',
    confirmLabel: at('common.save'),
    fields: [
      { name: 'title', label: t('lessons.name') },
      {
        name: 'duration_seconds',
        label: t('lessons.duration'),
        hint: t('lessons.durationHint'),
        type: 'number',
      },
      ...translationFields(titles),
    ],
    initial: lesson
      ? {
          title: lesson.title,
          duration_seconds: String(lesson.duration_seconds),
          ...translationTexts(lesson.translations),
        }
      : {},
    schema: lesson ? AdminLessonPatchSchema : AdminLessonBodySchema,
    body: (values) => ({
      title: (values.title ?? '').trim(),
      // Optional: left empty, the length stays as it is (0 for a new lesson).
      ...((values.duration_seconds ?? '').trim()
        ? { duration_seconds: numberOf(values.duration_seconds) }
        : {}),
      translations: translationsOf(values),
    }),
    onConfirm: async (body) => {
      if (lesson) await adminWrite('patch', `/admin/courses/lessons/${lesson.id}`, body);
      else await adminWrite('post', `/admin/courses/modules/${moduleId}/lessons`, body);
      setNote({ text: at('common.saved') });
    },
  });

  const setFree = async (lesson: Lesson) => {
    setNote(null);
    try {
      await adminWrite('patch', `/admin/courses/lessons/${lesson.id}`, {
        is_free: !lesson.is_free,
      });
      setNote({ text: at('common.saved') });
    } catch (error) {
      setNote({ text: apiErrorMessage(error, at('common.failed')), error: true });
    }
  };

  const moduleIds = modules.map((m) => m.id);
  return (
    <Stack $gap={4} data-course-modules>
      <Head>
        <h3>{t('modules.title')}</h3>
        <Button size="sm" onClick={() => setDialog(moduleDialog())}>
          {t('modules.add')}
        </Button>
      </Head>
      {note ? (
        <Note role={note.error ? 'alert' : 'status'} $error={note.error}>
          {note.text}
        </Note>
      ) : null}
      {modules.length === 0 ? <EmptyState title={t('modules.empty')} /> : null}
      {modules.map((module, index) => {
        const lessonIds = module.lessons.map((l) => l.id);
        const lessonsOrder = `/admin/courses/modules/${module.id}/lessons/order`;
        return (
          <Card key={module.id} data-module={module.id}>
            <Head>
              <h4>
                {index + 1}. {module.title}
              </h4>
              <Cluster $gap={1}>
                <Badge tone="info">{formatUzs(module.price, lang)}</Badge>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('modules.up', { title: module.title })}
                  disabled={index === 0}
                  onClick={() =>
                    reorder(`/admin/courses/${courseId}/modules/order`, moved(moduleIds, index, -1))
                  }
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('modules.down', { title: module.title })}
                  disabled={index === modules.length - 1}
                  onClick={() =>
                    reorder(`/admin/courses/${courseId}/modules/order`, moved(moduleIds, index, 1))
                  }
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setDialog(moduleDialog(module))}
                >
                  {t('modules.edit')}
                </Button>
                <Button size="sm" onClick={() => setDialog(lessonDialog(module.id))}>
                  {t('lessons.add')}
                </Button>
              </Cluster>
            </Head>
            {module.lessons.length === 0 ? (
              <p>{t('modules.lessonsEmpty')}</p>
            ) : (
              <Lessons>
                {module.lessons.map((lesson, at) => (
                  <li key={lesson.id} data-lesson={lesson.id}>
                    <Head>
                      <span>
                        {at + 1}. <strong>{lesson.title}</strong> ·{' '}
                        {t('lessons.minutes', { count: lesson.minutes })}{' '}
                        {lesson.is_free ? <Badge tone="success">{t('lessons.free')}</Badge> : null}
                      </span>
                      <Cluster $gap={1}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('modules.up', { title: lesson.title })}
                          disabled={at === 0}
                          onClick={() => reorder(lessonsOrder, moved(lessonIds, at, -1))}
                        >
                          ↑
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('modules.down', { title: lesson.title })}
                          disabled={at === module.lessons.length - 1}
                          onClick={() => reorder(lessonsOrder, moved(lessonIds, at, 1))}
                        >
                          ↓
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setDialog(lessonDialog(module.id, lesson))}
                        >
                          {t('lessons.edit')}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setFree(lesson)}>
                          {lesson.is_free ? t('lessons.makePaid') : t('lessons.makeFree')}
                        </Button>
                      </Cluster>
                    </Head>
                    <LessonVideo lessonId={lesson.id} title={lesson.title} />
                  </li>
                ))}
              </Lessons>
            )}
          </Card>
        );
      })}
      {dialog ? <ActionDialog open {...dialog} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
