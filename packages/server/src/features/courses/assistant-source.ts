/**
 * The courses feature's share of the AI assistant (decision 0250): every course and every lesson
 * as a document in uz, ru and en (a missing translation falls back to the English row), cited
 * with a link to the course page or the lesson's player. Lessons carry their module's and
 * course's names, so "the lesson on support in the basics course" finds them. The fingerprint
 * moves with any added, edited or removed course, module or lesson.
 */
import { LANGUAGES, type CourseTranslations, type Language } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { AssistantSource, AssistantSourceDocument } from '../assistant';

interface LessonDocRow {
  id: number;
  course_id: number;
  title: string;
  translations: CourseTranslations;
  module_title: string;
  module_translations: CourseTranslations;
  course_title: string;
  course_translations: CourseTranslations;
  is_free: boolean;
  course_is_paid: boolean;
}

interface CourseDocRow {
  id: number;
  title: string;
  description: string;
  translations: CourseTranslations;
  level: string;
  is_paid: boolean;
  modules: { title: string; translations: CourseTranslations }[] | null;
}

const titleIn = (row: { title: string; translations: CourseTranslations }, lang: Language) =>
  (lang === 'en' ? undefined : row.translations[lang]?.title) || row.title;

const descriptionIn = (row: CourseDocRow, lang: Language) =>
  (lang === 'en' ? undefined : row.translations[lang]?.description) || row.description;

const FREE: Record<Language, string> = {
  en: 'Free preview lesson: watch it without buying the module.',
  uz: "Bepul namoyish darsi: modulni sotib olmasdan ko'rish mumkin.",
  ru: 'Бесплатный урок: можно смотреть без покупки модуля.',
};
const FREE_COURSE: Record<Language, string> = {
  en: 'A free course, open to everyone signed in.',
  uz: 'Bepul kurs, tizimga kirgan hamma uchun ochiq.',
  ru: 'Бесплатный курс, открыт всем вошедшим пользователям.',
};
const WORDS: Record<Language, { lesson: string; module: string; course: string; modules: string }> =
  {
    en: { lesson: 'Lesson', module: 'module', course: 'course', modules: 'Modules' },
    uz: { lesson: 'Dars', module: 'modul', course: 'kurs', modules: 'Modullar' },
    ru: { lesson: 'Урок', module: 'модуль', course: 'курс', modules: 'Модули' },
  };

export async function courseDocuments(q: Queryable): Promise<AssistantSourceDocument[]> {
  const courses = await q.query<CourseDocRow>(
    `SELECT c.id, c.title, c.description, c.translations, c.level, c.is_paid,
       (SELECT json_agg(json_build_object('title', cm.title, 'translations', cm.translations)
          ORDER BY cm.position, cm.id)
        FROM course_modules cm WHERE cm.course_id = c.id) AS modules
     FROM courses c ORDER BY c.id`,
  );
  const lessons = await q.query<LessonDocRow>(
    `SELECT ls.id, ls.title, ls.translations, ls.is_free, cm.course_id,
       cm.title AS module_title, cm.translations AS module_translations,
       c.title AS course_title, c.translations AS course_translations, c.is_paid AS course_is_paid
     FROM lessons ls
     JOIN course_modules cm ON cm.id = ls.module_id
     JOIN courses c ON c.id = cm.course_id
     ORDER BY ls.id`,
  );
  const out: AssistantSourceDocument[] = [];
  for (const course of courses.rows) {
    for (const lang of LANGUAGES) {
      const modules = (course.modules ?? []).map((m) => titleIn(m, lang));
      const text = [
        descriptionIn(course, lang),
        modules.length > 0 ? `${WORDS[lang].modules}: ${modules.join('; ')}.` : '',
        course.is_paid ? '' : FREE_COURSE[lang],
      ]
        .filter(Boolean)
        .join('\n\n');
      out.push({
        sourceId: `course.${course.id}`,
        kind: 'course',
        language: lang,
        title: titleIn(course, lang),
        text,
        url: `/video-courses/${course.id}`,
        keywords: course.level,
      });
    }
  }
  for (const lesson of lessons.rows) {
    for (const lang of LANGUAGES) {
      const title = titleIn(lesson, lang);
      const module = titleIn(
        { title: lesson.module_title, translations: lesson.module_translations },
        lang,
      );
      const course = titleIn(
        { title: lesson.course_title, translations: lesson.course_translations },
        lang,
      );
      const words = WORDS[lang];
      out.push({
        sourceId: `lesson.${lesson.id}`,
        kind: 'lesson',
        language: lang,
        title,
        text: [
          `${words.lesson} "${title}": ${words.module} "${module}", ${words.course} "${course}".`,
          lesson.is_free || !lesson.course_is_paid ? FREE[lang] : '',
        ]
          .filter(Boolean)
          .join(' '),
        url: `/video-courses/${lesson.course_id}/player/${lesson.id}`,
      });
    }
  }
  return out;
}

export const coursesAssistantSource: AssistantSource = {
  name: 'courses',
  load: courseDocuments,
  async fingerprint(q) {
    const res = await q.query<{ f: string }>(
      `SELECT concat_ws(':',
         (SELECT count(*) FROM courses), (SELECT max(updated_at) FROM courses),
         (SELECT count(*) FROM course_modules), (SELECT max(updated_at) FROM course_modules),
         (SELECT count(*) FROM lessons), (SELECT max(updated_at) FROM lessons)) AS f`,
    );
    return res.rows[0]?.f ?? '';
  },
};
