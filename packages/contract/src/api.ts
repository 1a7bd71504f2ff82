/**
 * Requests and responses of spec section 7, in the shapes of decision 4: auth calls answer as
 * section 7 lists; every other call answers `{ result }`, lists `{ result: { data, page, limit,
 * total } }`; errors `{ message, detail? }` so the client reads `data.message`.
 */
import type {
  AlgoBot,
  AlgoFormField,
  AlgoMetrics,
  AlgoPlan,
  AlgoPurchase,
  AlgoTrade,
  ApiUser,
  AppNotification,
  Banner,
  CalendarQuery,
  ChatMessage,
  Course,
  CourseFilters,
  CourseModule,
  Device,
  EconomicEvent,
  EconomicEventInput,
  Instruction,
  JournalEntry,
  Lesson,
  OnlineUser,
  PaymentRequest,
  ProfileVisibility,
  ProfitPeriod,
  ProfitStat,
  RegistrationForm,
  Resource,
  ResourceFilters,
  Review,
  SignalFilters,
  SignalResult,
  SignalType,
  AssetType,
  SignalPerformanceStats,
  TokenPair,
  TradingSignal,
  VideoOtp,
  IsoDate,
} from './entities';
import type { Language } from './constants';

/** Every error answer. `detail` maps a form field to its message, where a form can use it. */
export interface ApiError {
  /** In the language the request asked for (Accept-Language), English by default. */
  message: string;
  /** A stable code for `message` (error-messages.ts), the same in every language. */
  code?: string;
  /** Form field -> message. */
  detail?: Record<string, string>;
  /** Form field -> stable code of its message. */
  fields?: Record<string, string>;
}

export interface Result<T> {
  result: T;
}

export interface Page<T> {
  data: T[];
  page: number;
  limit: number;
  total: number;
}

export type PageResult<T> = Result<Page<T>>;

export interface PageQuery {
  limit?: number;
  page?: number;
}

// ---- Authentication ---------------------------------------------------------------------------

export type RegisterRequest = RegistrationForm;
export type RegisterResponse = Result<ApiUser>;

/** POST /auth/jwt/login, form-encoded exactly as section 7 lists. */
export interface LoginRequest {
  grant_type: 'password';
  username: string;
  password: string;
  scope: '';
  client_id: string;
  client_secret: string;
}
export interface LoginResponse extends TokenPair {
  token_type: 'bearer';
}
/**
 * The OAuth2 password-form fields the client does not use: sent as these placeholders (the
 * values the framework's API docs show), never checked by the server.
 */
export const LOGIN_FORM_PLACEHOLDERS = { client_id: 'string', client_secret: 'string' } as const;

export interface VerifyTokenResponse {
  valid: boolean;
  user: ApiUser | null;
}

export interface RefreshResponse extends TokenPair {
  user: ApiUser;
}

export interface GoogleSignInRequest {
  token: string;
}
/** Google and Telegram sign-in answer like the password sign-in: the token pair. */
export type GoogleSignInResponse = LoginResponse;
export type TelegramSignInResponse = LoginResponse;
/** Linking or unlinking Google or Telegram answers with the updated user. */
export type OAuthLinkResponse = Result<ApiUser>;

export interface ForgotPasswordRequest {
  email: string;
}
export interface ResetPasswordRequest {
  token: string;
  password: string;
}
export interface RequestVerifyTokenRequest {
  email: string;
}
export interface VerifyEmailRequest {
  token: string;
}
export type MessageResponse = Result<{ message: string }>;

export interface SetPasswordRequest {
  password: string;
}
export interface SetEmailRequest {
  email: string;
}
export type UserResponse = Result<ApiUser>;
export type UsernameCheckResponse = Result<{ username: string; available: boolean }>;

/** The sign-in methods the server has configured, so the client hides what is not. */
export interface AuthProvidersResponse {
  result: { google_client_id: string | null; telegram_bot_name: string | null };
}

// ---- Profile ----------------------------------------------------------------------------------

export interface UpdateProfileRequest {
  first_name?: string;
  last_name?: string;
  username?: string;
  phone?: string | null;
  language?: Language;
  profile_visibility?: ProfileVisibility;
}
export type DevicesResponse = Result<Device[]>;

// ---- Algo trading -----------------------------------------------------------------------------

export type AlgoListResponse = PageResult<AlgoBot>;
export type AlgoDetailsResponse = Result<AlgoBot>;
export type AlgoFormFieldsResponse = Result<AlgoFormField[]>;
export type AlgoPlansResponse = Result<AlgoPlan[]>;
export interface AlgoPurchaseRequest {
  plan_id?: number;
  fields?: Record<string, string>;
}
export type AlgoPurchaseResponse = Result<AlgoPurchase>;
export type MyPurchasesResponse = PageResult<AlgoPurchase>;
export type MyPurchaseResponse = Result<AlgoPurchase>;
export type AlgoMetricsResponse = Result<AlgoMetrics>;
export interface HistoricalTradesQuery extends PageQuery {
  from_date?: string;
  to_date?: string;
  symbol?: string;
}
export type AlgoTradesResponse = PageResult<AlgoTrade>;
export type OpenTradesResponse = Result<AlgoTrade[]>;
export type ProfitStatsResponse = Result<{ period: ProfitPeriod; data: ProfitStat[] }>;
export type AlgoStatusResponse = Result<{ status: AlgoPurchase['status'] }>;
export type ReviewsResponse = PageResult<Review>;
export type ReviewResponse = Result<Review>;

// ---- Chat -------------------------------------------------------------------------------------

export type ChatMessagesResponse = PageResult<ChatMessage>;
export type ChatSendResponse = Result<ChatMessage>;
export type ChatUploadResponse = Result<{ url: string }>;
export type OnlineUsersResponse = Result<OnlineUser[]>;

// ---- Dashboard, banners, calendar, instructions, notifications ----------------------------------

export type VideoCourseStatsResponse = Result<{
  courses_started: number;
  lessons_completed: number;
  total_lessons: number;
  progress_percent: number;
}>;
export type SignalStatsResponse = Result<SignalPerformanceStats>;
export type BannersResponse = PageResult<Banner>;
export type EconomicCalendarRequest = CalendarQuery;
export type EconomicCalendarResponse = Result<EconomicEvent[]>;
export interface InstructionQuery extends PageQuery {
  location?: string;
}
export type InstructionsResponse = PageResult<Instruction>;
export type NotificationsResponse = PageResult<AppNotification> & { unread?: number };
export interface MarkNotificationReadRequest {
  is_read: true;
}
export type NotificationResponse = Result<AppNotification>;

// ---- Payments ---------------------------------------------------------------------------------

/** Query parameters of POST /{payme|click}/generate_payment_url; algo_trade_data in the body. */
export type GeneratePaymentUrlQuery = Omit<PaymentRequest, 'algo_trade_data'>;
export interface GeneratePaymentUrlBody {
  algo_trade_data?: Record<string, unknown>;
}
export type GeneratePaymentUrlResponse = Result<{ payment_url: string; payment_id: number }>;

// ---- Resources, journal, signals, courses ----------------------------------------------------------

export type ResourceQuery = PageQuery & ResourceFilters;
export type ResourcesResponse = PageResult<Resource>;
export type ResourceResponse = Result<Resource>;
export type JournalListResponse = PageResult<JournalEntry>;
export type JournalEntryResponse = Result<JournalEntry>;
export type SignalQuery = PageQuery & SignalFilters;
export type SignalsResponse = PageResult<TradingSignal>;
export type SignalResponse = Result<TradingSignal>;
export type CourseQuery = PageQuery & CourseFilters;
export type CoursesResponse = PageResult<Course>;
export type CourseResponse = Result<Course>;
export type CourseModulesResponse = PageResult<CourseModule>;
export type CourseModuleResponse = Result<CourseModule>;
export type LessonResponse = Result<Lesson>;
export interface LessonProgressRequest {
  lesson_id: number;
  progress_percent?: number;
  is_completed?: boolean;
}
export type LastViewedResponse = Result<Lesson | null>;
export type VideoOtpResponse = Result<VideoOtp>;

// ---- Live channel (one WebSocket per page; address and messages are ours, section 7 is silent) ----

/** Path of the live channel under the API root; the access token goes in the `token` query. */
export const LIVE_PATH = '/api/v1/live';

export type LiveEvent =
  | { type: 'hello'; user_id: number | null }
  | { type: 'signal.created'; signal: TradingSignal }
  | { type: 'signal.updated'; signal: TradingSignal }
  | { type: 'calendar.actual'; event: EconomicEvent }
  | { type: 'chat.message'; message: ChatMessage }
  | { type: 'presence'; online: OnlineUser[] }
  | { type: 'notification'; notification: AppNotification }
  | { type: 'balance'; balance: number }
  | { type: 'session.revoked' }
  /** The answer to a client's `ping`. */
  | { type: 'pong' };

export type LiveClientMessage = { type: 'ping' } | { type: 'subscribe'; channels: string[] };

// ---- Partner keys (public mode on partner origins; ours, section 7 is silent) ---------------

/**
 * The request header that carries a partner key. Widgets on a partner's page send it (the
 * loader's `data-partner`); the server answers public data when the page's Origin is one of
 * the key's allowed origins.
 */
export const PARTNER_KEY_HEADER = 'X-Savdo-Partner';

export interface PartnerKey {
  id: number;
  /** The public key itself (it sits in the partner's page, so it is not a secret). */
  key: string;
  name: string;
  /** Exact origins, e.g. https://news.example.uz (scheme, host and port). */
  allowed_origins: string[];
  /** Requests per minute this key may make across all public calls. */
  rate_limit_per_minute: number;
  created_at: IsoDate;
  revoked_at: IsoDate | null;
}

export interface CreatePartnerKeyRequest {
  name: string;
  allowed_origins: string[];
  rate_limit_per_minute?: number;
}
export type PartnerKeyResponse = Result<PartnerKey>;
export type PartnerKeysResponse = Result<PartnerKey[]>;

// ---- Economic calendar administration ---------------------------------------------------------

/** POST /admin/economic-calendar/import: a week (or any list) of events. */
export interface CalendarImportRequest {
  events: EconomicEventInput[];
}
export type CalendarImportResponse = Result<{ imported: number }>;
/** POST /admin/economic-calendar/{id}/actual: publishes the actual value (pushed live). */
export interface PublishActualRequest {
  actual: string;
}
export type EconomicEventResponse = Result<EconomicEvent>;

// ---- Signal administration (ours: publish, activate, close, cancel; each pushed live) ---------

/** POST /admin/signals: a new signal, pending unless `status` says active. */
export interface SignalInput {
  symbol: string;
  type: SignalType;
  asset_type: AssetType;
  entry_price: number;
  stop_loss: number;
  take_profit: number;
  description?: string | null;
  chart_image?: string | null;
  analysis_type?: string | null;
  timeframe?: string | null;
  expert_id?: number | null;
  is_premium?: boolean;
  /** Required when is_premium. */
  required_plan_id?: number | null;
  status?: 'pending' | 'active';
}
/** POST /admin/signals/{id}/close: the signal hit its take profit (profit) or stop (loss). */
export interface CloseSignalRequest {
  result: Exclude<SignalResult, 'waiting'>;
}
