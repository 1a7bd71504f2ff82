import type { AppStrings } from './uz';

// Host-app strings in English. Spec texts (error page titles, 'Page not found: {page}', the
// banned text) are exact here.
export const en: AppStrings = {
  brand: { name: 'Savdo', tagline: 'Education and tools for traders' },
  nav: {
    skip: 'Skip to content',
    label: 'Main navigation',
    groups: { overview: 'Overview', learn: 'Learn', trade: 'Trade', account: 'Account' },
    open: 'Open menu',
    close: 'Close menu',
  },
  pages: {
    auth: { title: 'Sign in', description: 'Sign in to your account or create one.' },
    resetPassword: { title: 'Reset password', description: 'Set a new password for your account.' },
    verifyEmail: { title: 'Verify email', description: 'Confirm your email address.' },
    privacy: { title: 'Privacy Policy', description: 'How we handle your data.' },
    terms: { title: 'Terms of Service', description: 'The rules of using Savdo.' },
    widgets: {
      title: 'Widgets',
      description: 'Put Savdo widgets on your own site: set them up and copy the code.',
    },
    ban: { title: 'Account banned', description: 'Your account has been banned.' },
    notFound: { title: 'Page not found', description: 'This page does not exist.' },
    dashboard: {
      title: 'Dashboard',
      description: 'Your learning progress and your algo trading bots in one place.',
    },
    profile: {
      title: 'Profile',
      description:
        'Personal details, username, devices, and linking your Google and Telegram accounts.',
    },
    economicCalendar: {
      title: 'Economic calendar',
      description:
        'Market-moving events with impact, previous, forecast and actual values, in the time zone you choose.',
    },
    resourceCenter: {
      title: 'Resource center',
      description: 'Guides, templates and materials, sorted into categories.',
    },
    resourceDetail: {
      title: 'Resource',
      description: 'The resource with its description, price and download.',
    },
    videoCourses: {
      title: 'Video courses',
      description:
        'Courses made of modules and lessons. Buying a module activates the course for 7 days.',
    },
    courseDetail: {
      title: 'Course',
      description: 'The modules and lessons of a course, their prices and your progress.',
    },
    coursePlayer: {
      title: 'Course player',
      description: 'Watch lessons, continue where you stopped, and keep your progress.',
    },
    lesson: {
      title: 'Lesson',
      description: 'Watch a single lesson and mark it as completed.',
    },
    help: {
      title: 'Help and support',
      description: 'Frequently asked questions, how-tos and a conversation with support.',
    },
    settings: {
      title: 'Settings',
      description: 'Language, theme, time zone, notifications and profile visibility.',
    },
    analytics: {
      title: 'Analytics',
      description: 'Figures on your trading results and on signal performance.',
    },
    tradingChart: {
      title: 'Trading chart',
      description: 'An interactive price chart for the instruments you follow.',
    },
    tradingSignals: {
      title: 'Trading signals',
      description: 'Signals with live updates, 30-day statistics and notification settings.',
    },
    tradingJournal: {
      title: 'Trading journal',
      description:
        'Record your trades: direction, P&L, risk, R:R, chart images and your analysis points.',
    },
    copyTrade: {
      title: 'Copy trading',
      description:
        'Monthly profit from 1% to 50%, risk per trade of 0.5% to 1%. Profit and loss are entirely your responsibility.',
    },
    aiAssistant: {
      title: 'AI assistant',
      description: 'An assistant that answers your questions about trading and learning.',
    },
    algoTrading: {
      title: 'Algo trading',
      description: 'Expert Advisors (trading bots): browse, purchase and read reviews.',
    },
    algoDetail: {
      title: 'Algo bot',
      description: 'Bot details, plans, reviews and purchase.',
    },
    copyStrategy: {
      title: 'Copy-trading strategy',
      description: "The strategy's figures, risk score and open trades; copy it, pause or stop.",
    },
    myAlgoList: {
      title: 'My Expert Advisors',
      description:
        'The expert advisors you bought and their status: install, terminal connection and results.',
      empty: 'You have no expert advisors yet.',
      browse: 'Browse the algo trading market',
    },
    myAlgo: {
      title: 'My Expert Advisor',
      description: 'Metrics, historical and open trades, and profit by period.',
    },
    partner: {
      title: 'Partner',
      description: 'Embed Savdo widgets on your site: keys, usage and referrals.',
    },
    upgradePlan: {
      title: 'Upgrade plan',
      description: 'Compare subscription plans and unlock premium signals.',
    },
    paymentReturn: {
      title: 'Payment status',
      description: 'How the payment you made with the provider ended.',
      history: 'Balance history',
    },
    admin: {
      title: 'Administration',
      description:
        'Run the business: users and money, signals and the calendar, content, operations and the audit log.',
    },
  },
  dashboard: {
    lessonsDone: '{{done}} of {{total}} lessons completed',
    coursesInProgress: 'Courses in progress: {{count}}',
    continueWatching: 'Continue watching: {{lesson}}',
    learningEmpty: 'No lessons watched yet. Choose a course in the catalog.',
    winRate: 'Signal win rate (30 days)',
    signalsClosed: '{{count}} signals closed',
    loadFailed: 'Failed to load dashboard. Please try refreshing the page',
    reload: 'Refresh the page',
    noData: 'No data yet',
    active: 'Active',
    userRole: 'Trader',
    adminRole: 'Administrator',
    greeting: 'Welcome, {{name}}',
    balance: 'Balance',
    account: 'Account',
    role: 'Role',
    verified: 'Email verified',
    notVerified: 'Email not verified',
    learning: 'Learning progress',
    learningText: 'Your courses and lesson progress will appear here.',
    bots: 'My Algo Trading Bots',
    botsText: 'The bots you purchase and their metrics will appear here.',
    explore: 'Sections',
    open: 'Open',
  },
  admin: {
    search: 'Search by name, email or username',
    user: 'User',
    email: 'Email',
    status: 'Status',
    actions: 'Actions',
    banned: 'Banned',
    inactive: 'Inactive',
    ban: 'Ban',
    unban: 'Unban',
    activate: 'Activate',
    deactivate: 'Deactivate',
    pages: 'Pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    caption: 'Users: {{count}}',
    empty: 'No users match this search',
    loadFailed: 'Failed to load users. Please try again.',
    updateFailed: 'The change could not be saved. Please try again.',
  },
  header: {
    balance: 'Balance',
    topUp: 'Top up balance',
    language: 'Language',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', system: 'System' },
    notifications: 'Notifications',
    signOut: 'Sign out',
    account: 'Account menu',
  },
  session: {
    warningAction: 'Sign in again',
  },
  loading: 'Loading…',
  pageNotFound: 'Page not found: {{page}}',
  ban: {
    title: 'Your account has been banned',
    text: 'If you have questions, write to our support team.',
  },
  notice: {
    resend: 'Send verification link',
    resent: 'We sent a new link to {{email}}. Check your inbox.',
    resendFailed: 'The link could not be sent. Please try again later.',
    signOut: 'Sign out',
    contact: 'Contact the admin',
    home: 'Back to dashboard',
    translation: {
      inactive: { title: 'Account inactive', text: 'Contact the admin to activate your account.' },
      unverified: {
        title: 'Email verification required',
        text: 'Verify your email to open this page.',
      },
      role: { title: 'No access', text: 'This page needs the {{role}} role.' },
    },
  },
  errors: {
    notFound: {
      title: '404 Page Not Found',
      text: 'The page you are looking for does not exist or has moved.',
    },
    server: {
      title: '500 Internal Server Error',
      text: 'Something went wrong on our side. Please try again in a moment.',
    },
    network: {
      title: 'Network Error',
      text: 'We could not reach the server. Check your internet connection.',
    },
    unauthorized: {
      title: 'Unauthorized Access',
      text: 'Sign in to see this page.',
    },
    forbidden: {
      title: 'Access Forbidden',
      text: 'You do not have permission to open this page.',
    },
    serverError: {
      title: 'Server Error',
      text: 'Something went wrong on our side. Please try again in a moment.',
    },
    validation: {
      title: 'Validation Error',
      text: 'The server could not accept what was sent. Go back and check what you entered.',
    },
    unknown: {
      title: 'Unknown Error',
      text: 'Something unexpected went wrong. Please try again.',
    },
    actions: {
      tryAgain: 'Try again',
      contactSupport: 'Contact support',
      goHome: 'Go home',
      back: 'Back',
    },
  },
  inApp: {
    title: 'Open in your browser',
    text: 'Savdo does not run inside in-app browsers. Opening the page in your system browser…',
    action: 'Open in browser',
  },
  auth: {
    heroTitle: 'Learn to trade. Trade with a plan.',
    heroText:
      'Video courses, live signals, an economic calendar and algo bots — one account, priced in UZS.',
    points: {
      courses: 'Video courses by module',
      signals: 'Live trading signals',
      bots: 'Algo trading bots',
    },
  },
  language: { uz: "O'zbekcha", ru: 'Русский', en: 'English' },
};
