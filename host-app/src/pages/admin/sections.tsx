// The back office's sections, one entry each: its address under /admin, its name in the section
// bar, and its page. A section's detail pages are its own routes here too.
import type { ReactElement } from 'react';
import { AuditSection } from './audit/audit-section';
import { CalendarSection } from './calendar/calendar-section';
import { SignalForm } from './signals/signal-form';
import { SignalsSection } from './signals/signals-section';
import { OrderDetail } from './money/order-detail';
import { PaymentsSection } from './money/payments-section';
import { ChatSection } from './operations/chat-section';
import { BannersSection } from './content/banners-section';
import { BotsSection } from './content/bots-section';
import { CourseDetail } from './content/course-detail';
import { CourseNew } from './content/course-new';
import { CoursesSection } from './content/courses-section';
import { InstructionsSection } from './content/instructions-section';
import { PlansSection } from './content/plans-section';
import { ResourcesSection } from './content/resources-section';
import { EaQueueSection } from './operations/ea-queue-section';
import { PartnersSection } from './operations/partners-section';
import { ReviewsSection } from './operations/reviews-section';
import { SupportConversation } from './operations/support-conversation';
import { SupportSection } from './operations/support-section';
import { UserDetail } from './users/user-detail';
import { UsersSection } from './users/users-section';
import type { adminStrings } from './strings';

type SectionKey = keyof typeof adminStrings.uz.sections;

export interface AdminSection {
  /** Under /admin: '' is /admin itself. */
  path: string;
  label: Exclude<SectionKey, 'label'>;
  element: ReactElement;
  /** Detail pages of the section (react-router patterns under /admin). */
  details?: readonly { path: string; element: ReactElement }[];
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: '',
    label: 'users',
    element: <UsersSection />,
    details: [{ path: 'users/:id', element: <UserDetail /> }],
  },
  {
    path: 'payments',
    label: 'orders',
    element: <PaymentsSection />,
    details: [{ path: 'payments/:id', element: <OrderDetail /> }],
  },
  { path: 'expert-advisors', label: 'eaQueue', element: <EaQueueSection /> },
  {
    path: 'signals',
    label: 'signals',
    element: <SignalsSection />,
    details: [{ path: 'signals/new', element: <SignalForm /> }],
  },
  { path: 'calendar', label: 'calendar', element: <CalendarSection /> },
  { path: 'reviews', label: 'reviews', element: <ReviewsSection /> },
  {
    path: 'support',
    label: 'support',
    element: <SupportSection />,
    details: [{ path: 'support/:userId', element: <SupportConversation /> }],
  },
  { path: 'chat', label: 'chat', element: <ChatSection /> },
  { path: 'partners', label: 'partners', element: <PartnersSection /> },
  {
    path: 'courses',
    label: 'courses',
    element: <CoursesSection />,
    details: [
      { path: 'courses/new', element: <CourseNew /> },
      { path: 'courses/:id', element: <CourseDetail /> },
    ],
  },
  { path: 'bots', label: 'bots', element: <BotsSection /> },
  { path: 'plans', label: 'plans', element: <PlansSection /> },
  { path: 'resources', label: 'resources', element: <ResourcesSection /> },
  { path: 'banners', label: 'banners', element: <BannersSection /> },
  { path: 'instructions', label: 'instructions', element: <InstructionsSection /> },
  { path: 'audit', label: 'audit', element: <AuditSection /> },
];
