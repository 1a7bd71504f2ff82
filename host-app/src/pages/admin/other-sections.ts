// Every back-office section but the one /admin opens on (users): one chunk, loaded when an
// operator opens another section or points at its tab (lazy-section.tsx). One chunk rather than
// one per section: each dynamic import counts as one more chunk sharing ui's modules, and with
// sixteen of them modules only the back office uses counted as shared by most pages and moved
// into every page's first load (host-app/vite.config.ts, the shell's minShareCount).
export { AuditSection } from './audit/audit-section';
export { CalendarSection } from './calendar/calendar-section';
export { BannersSection } from './content/banners-section';
export { BotsSection } from './content/bots-section';
export { CourseDetail } from './content/course-detail';
export { CourseNew } from './content/course-new';
export { CoursesSection } from './content/courses-section';
export { InstructionsSection } from './content/instructions-section';
export { PlansSection } from './content/plans-section';
export { ResourcesSection } from './content/resources-section';
export { OrderDetail } from './money/order-detail';
export { PaymentsSection } from './money/payments-section';
export { ChatSection } from './operations/chat-section';
export { EaQueueSection } from './operations/ea-queue-section';
export { PartnersSection } from './operations/partners-section';
export { ReviewsSection } from './operations/reviews-section';
export { SupportConversation } from './operations/support-conversation';
export { SupportSection } from './operations/support-section';
export { SignalForm } from './signals/signal-form';
export { SignalsSection } from './signals/signals-section';
export { UserDetail } from './users/user-detail';
