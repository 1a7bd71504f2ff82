/**
 * The entities of spec section 3, as the client and the server exchange them.
 * Money is integer UZS (decision 14); dates travel as ISO 8601 strings.
 */
import type { Language, Theme } from './constants';

export type Role = 'user' | 'admin';
export type IsoDate = string;

/** A linked sign-in provider account (Google or Telegram). */
export interface OAuthAccount {
  oauth_name: 'google' | 'telegram';
  account_id: string;
  account_email?: string | null;
}

export type SubscriptionStatus = 'active' | 'inactive' | 'expired' | 'pending_payment';

export interface Subscription {
  plan_id: number;
  plan_name: string;
  status: SubscriptionStatus;
  expires_at: IsoDate | null;
}

/** The user as the server describes it (users/me, verify-token, refresh). */
export interface ApiUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  username: string;
  role: Role;
  is_active: boolean;
  is_verified: boolean;
  is_password_set: boolean;
  is_banned: boolean;
  balance: number;
  oauth_accounts?: OAuthAccount[];
  language?: Language;
  subscriptions?: Subscription[];
  phone?: string | null;
  avatar_url?: string | null;
  profile_visibility?: ProfileVisibility;
}

/** Session user, held client-side (section 3). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  username: string;
  role: Role;
  is_active: boolean;
  is_verified: boolean;
  is_password_set: boolean;
  is_banned: boolean;
  balance: number;
  oauth_accounts: OAuthAccount[];
  language: Language;
  subscriptions: Subscription[];
  first_name?: string;
  last_name?: string;
  avatar_url?: string | null;
  /** Timestamp (ms) added by the client when the user was last validated. */
  lastValidated: number;
}

export interface AuthState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  isValidating: boolean;
  /** Token expiry in epoch milliseconds, or null when unknown. */
  sessionTimeout: number | null;
}

/** What the token vault stores (encrypted) under the auth-token key. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  timestamp: number;
}

/** Access token payload fields the client reads (section 3). */
export interface TokenPayload {
  sub: string;
  email: string;
  username: string;
  is_active: boolean;
  is_verified?: boolean;
  is_password_set?: boolean;
  is_banned?: boolean;
  exp: number;
  jti: string;
  aud: string | string[];
  role?: Role;
  first_name?: string;
  last_name?: string;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export type ProfileVisibility = 'public' | 'private' | 'friends';

export interface Device {
  id: number;
  user_agent: string;
  ip_address: string;
  created_at: IsoDate;
  last_seen_at: IsoDate;
  current?: boolean;
}

/** Telegram Login Widget user object (core.telegram.org/widgets/login). */
export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

export interface SignInForm {
  username: string;
  password: string;
}

export interface RegistrationForm {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export interface PasswordSetupForm {
  email?: string;
  password: string;
  confirmPassword: string;
}

// ---- Trading journal -------------------------------------------------------------------

export type TradeDirection = 'long' | 'short';

/** A journal entry as the client sends it (section 3). Images are files in multipart. */
export interface JournalEntryInput {
  symbol: string;
  trade_date: IsoDate;
  direction: TradeDirection;
  pnl: number;
  risk: number;
  rr: number;
  win: boolean;
  before_title_1: string;
  before_title_2: string;
  notes?: string;
  description_1: string[];
  description_2: string[];
}

export interface JournalEntry extends Required<JournalEntryInput> {
  id: number;
  before_image_1: string | null;
  before_image_2: string | null;
  after_image: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

// ---- Signals -----------------------------------------------------------------------------

export type AssetType = 'crypto' | 'forex' | 'stocks' | 'commodities';
export type SignalType = 'buy' | 'sell';
export type SignalStatus = 'pending' | 'active' | 'closed' | 'cancelled';
export type SignalResult = 'profit' | 'loss' | 'waiting';
export type SignalTab = 'all' | 'crypto' | 'forex' | 'stock' | 'commodity';

export interface TradingSignal {
  id: number;
  symbol: string;
  type: SignalType;
  asset_type: AssetType;
  status: SignalStatus;
  /** Null when the signal is premium and locked for this viewer: the server does not send it. */
  entry_price: number | null;
  stop_loss: number | null;
  take_profit: number | null;
  description: string | null;
  chart_image: string | null;
  analysis_type: string | null;
  timeframe: string | null;
  expert_id: number | null;
  created_at: IsoDate;
  closed_at: IsoDate | null;
  risk_reward_ratio: number | null;
  potential_profit: number | null;
  potential_loss: number | null;
  is_premium: boolean;
  required_plan_id: number | null;
  result: SignalResult;
  /** True when premium fields were withheld for this viewer. */
  locked: boolean;
}

export interface SignalFilters {
  asset_type?: AssetType;
  signal_type?: SignalType;
  status?: SignalStatus;
}

export interface SignalPerformanceStats {
  period_days: number;
  total_signals: number;
  closed_signals: number;
  profit_count: number;
  loss_count: number;
  win_rate: number;
  average_risk_reward: number;
  /** Daily points for the chart: date and cumulative result count. */
  daily: { date: IsoDate; profit: number; loss: number }[];
}

// ---- Economic calendar ---------------------------------------------------------------------

export type EventImpact = 'low' | 'medium' | 'high';

export interface EconomicEvent {
  id: number;
  time: IsoDate;
  flag: string;
  currency: string;
  event: string;
  impact: EventImpact;
  previous: string | null;
  forecast: string | null;
  actual: string | null;
  consensus: string | null;
  is_tentative: boolean;
  is_preliminary: boolean;
  is_report: boolean;
  is_speech: boolean;
}

export type CalendarDateFilter = 'today' | 'tomorrow' | 'this_week' | 'next_week' | 'custom';

export interface CalendarQuery {
  query?: string;
  date_filter?: CalendarDateFilter;
  /** YYYY-MM-DD, with date_filter 'custom' (or alone): the first day shown. */
  from_date?: string;
  /** YYYY-MM-DD, with date_filter 'custom' (or alone): the last day shown (inclusive). */
  to_date?: string;
  /**
   * Ours, beyond section 7: minutes east of UTC of the viewer's chosen time zone, so "today"
   * and "this week" are the viewer's days. Default 300 (UTC+5 Tashkent, decision 15).
   */
  utc_offset?: number;
}

/** An economic event as an admin imports it: every field but the id. */
export type EconomicEventInput = Omit<EconomicEvent, 'id'>;

// ---- Algo trading ----------------------------------------------------------------------------

export interface AlgoBot {
  id: number;
  name: string;
  author: string;
  version: string;
  updated_at: IsoDate;
  price: number;
  type: string;
  platforms: string[];
  monthly_purchases: number;
  monthly_downloads: number;
  live_signal: boolean;
  description?: string;
  image_url?: string | null;
  rating?: number;
  reviews_count?: number;
}

export interface AlgoFormField {
  name: string;
  label: string;
  type: 'text' | 'number' | 'select' | 'password';
  required: boolean;
  options?: string[];
}

export interface AlgoPlan {
  id: number;
  name: string;
  price: number;
  duration_days: number;
}

export type ExpertAdvisorStatus = 'in_progress' | 'active' | 'deactivated' | 'paused' | 'unknown';

/** My expert advisor: a purchase of an algo bot with its trading account (section 3). */
export interface AlgoPurchase {
  id: number;
  algo_trade_id: number;
  name: string;
  version: string;
  status: ExpertAdvisorStatus;
  platform: string;
  type: string;
  access: string;
  broker: string;
  account_name: string;
  login: string;
  deposit: number;
  risk: number;
  purchased_at: IsoDate;
  expires_at: IsoDate | null;
}

export interface AlgoMetrics {
  balance: number;
  equity: number;
  profit: number;
  drawdown_percent: number;
  win_rate: number;
  trades: number;
}

export interface AlgoTrade {
  id: number;
  symbol: string;
  type: SignalType;
  volume: number;
  open_price: number;
  close_price: number | null;
  open_time: IsoDate;
  close_time: IsoDate | null;
  profit: number;
}

export type ProfitPeriod = 'day' | 'week' | 'month' | 'year';

export interface ProfitStat {
  period_start: IsoDate;
  profit: number;
}

export interface Review {
  id: number;
  algo_trade_id: number;
  user_id: number;
  user_name: string;
  rating: number;
  comment: string;
  created_at: IsoDate;
}

export interface ReviewInput {
  rating: number;
  comment: string;
}

// ---- Courses ---------------------------------------------------------------------------------

export type CourseLevel = 'beginner' | 'intermediate' | 'advanced';
export type CourseProgressBand = 'just_started' | 'in_progress' | 'almost_done' | 'completed';

export interface Lesson {
  id: number;
  module_id: number;
  title: string;
  minutes: number;
  position: number;
  is_completed?: boolean;
  progress_percent?: number;
}

export interface CourseModule {
  id: number;
  course_id: number;
  title: string;
  price: number;
  position: number;
  purchased: boolean;
  /** When the 7-day access ends; null if never bought. */
  access_expires_at: IsoDate | null;
  lessons: Lesson[];
}

export interface Course {
  id: number;
  title: string;
  description: string;
  level: CourseLevel;
  is_paid: boolean;
  price: number;
  minutes: number;
  progress_percent: number;
  last_watched_at: IsoDate | null;
  purchased: boolean;
  image_url: string | null;
  modules_count: number;
  lessons_count: number;
}

export interface CourseFilters {
  level?: CourseLevel;
  is_paid?: boolean;
  search?: string;
}

export interface VideoOtp {
  otp: string;
  playback_info: string;
}

// ---- Resources, notifications, chat, banners, instructions --------------------------------------

export interface Resource {
  id: number;
  title: string;
  description: string;
  category_name: string;
  is_featured: boolean;
  price: number;
  purchased: boolean;
  file_url: string | null;
  image_url: string | null;
  created_at: IsoDate;
}

export interface ResourceFilters {
  category_name?: string;
  is_featured?: boolean;
  search?: string;
}

export interface AppNotification {
  id: number;
  title: string;
  body: string;
  is_read: boolean;
  created_at: IsoDate;
}

export interface ChatMessage {
  id: number;
  conversation_id: string;
  user_id: number;
  user_name: string;
  text: string;
  image_url: string | null;
  created_at: IsoDate;
}

export interface ChatMessageInput {
  text: string;
  image_url?: string | null;
}

export interface OnlineUser {
  id: number;
  name: string;
  username: string;
  avatar_url: string | null;
}

export interface Banner {
  id: number;
  title: string;
  image_url: string;
  link_url: string | null;
}

export interface Instruction {
  id: number;
  location: string;
  title: string;
  body: string;
  video_url: string | null;
}

// ---- Payments, plans --------------------------------------------------------------------------

export type PaymentProvider = 'payme' | 'click';

export interface PaymentRequest {
  amount: number;
  product_name: string;
  return_url: string;
  reference_id: string;
  algo_trade_data?: Record<string, unknown>;
}

export interface SubscriptionPlan {
  id: number;
  name: string;
  price: number;
  duration_days: number;
  features: string[];
}

export interface LedgerEntry {
  id: number;
  amount: number;
  reason: string;
  balance_after: number;
  created_at: IsoDate;
}

// ---- Client-only state ----------------------------------------------------------------------------

export interface ChatState {
  unreadCount: number;
  lastReadMessageId: number | null;
  isOpen: boolean;
}

export interface NotificationState {
  unreadCount: number;
  isOpen: boolean;
}

export type { Theme };
export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading';
export type ConnectionState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting';
