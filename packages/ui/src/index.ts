// Public surface of @savdo/ui: theme tokens, primitives, overlays and defineWidget.
export { useStore } from '@nanostores/react';

export {
  themes,
  token,
  tokenDeclarations,
  TOKEN_NAMES,
  type ResolvedTheme,
  type TokenName,
} from './theme/tokens';
export {
  SavdoRoot,
  ThemeProvider,
  TokenScope,
  useThemeChoice,
  type SavdoRootProps,
} from './theme/savdo-root';
export { ThemeContext, useResolvedTheme } from './theme/theme-context';

export {
  LanguageContext,
  useLanguage,
  usePageLanguage,
  useT,
  type Translate,
} from './i18n/language-context';
export { StagedLanguage } from './i18n/staged-language';
export { widgetStrings, type StringKey, type WidgetStrings } from './i18n/widget-strings';
export type { LocaleOf } from '@savdo/core';

export { PortalTargetContext, usePortalTarget, type PortalTarget } from './portal/portal-target';
export { Portal } from './portal/portal';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './primitives/button';
export { TextField, type TextFieldProps } from './primitives/text-field';
export { DateField, type DateFieldProps } from './primitives/date-field';
export { FileButton, type FileButtonProps } from './primitives/file-button';
export { Checkbox, type CheckboxProps } from './primitives/checkbox';
export { ChoiceCards, type CardChoice } from './primitives/choice-cards';
export { Select, type SelectProps, type SelectOption } from './primitives/select';
export { Spinner, type SpinnerProps } from './primitives/spinner';
export { AreaSpinner } from './primitives/area-spinner';
export { Skeleton, type SkeletonProps } from './primitives/skeleton';
export {
  EmptyState,
  ErrorState,
  LoadFailed,
  type LoadFailedProps,
  type StateProps,
} from './primitives/states';
export {
  Pager,
  pageCount,
  pagedListState,
  pagerLabels,
  type PagerLabels,
  type PagerProps,
  type PagedListState,
} from './primitives/pager';
export { PagedCatalogBody, type PagedCatalogBodyProps } from './primitives/paged-catalog-body';
export { FilteredEmpty, type FilteredEmptyProps } from './primitives/filtered-empty';
export { cardFrame } from './primitives/card-frame';
export { Card, Badge, type BadgeProps, type BadgeTone } from './primitives/card';
export {
  BrowserPermissionRow,
  type BrowserPermissionRowProps,
} from './primitives/browser-permission-row';
export { UnreadCount } from './primitives/unread-count';
export { Panel, type PanelSize, type PanelSurface } from './primitives/panel';
export { Stack, Cluster, type SpaceStep } from './primitives/layout';
export { ButtonLink, TextLink } from './primitives/links';
export { WidgetTitle } from './primitives/widget-title';
export {
  Tabs,
  tabIdOf,
  type TabItem,
  type TabsHandle,
  type TabsProps,
  type TabsVariant,
} from './primitives/tabs';
export {
  NoticeLayout,
  NoticeEmblem,
  type NoticeLayoutProps,
  type NoticeTone,
} from './primitives/notice-layout';
export { focusRing, visuallyHidden } from './primitives/focus-ring';
export { stackedCellLabel, stackedRows } from './data-table/stacked-rows';
export { useFieldId } from './primitives/use-field-id';

export { useDebouncedValue } from './hooks/use-debounced-value';
export { useSyncedState } from './hooks/use-synced-state';
export { useOwnSession } from './hooks/use-own-session';
export { useMediaQuery } from './hooks/use-media-query';
export {
  LaidOutGate,
  hasAnswered,
  useLaidOut,
  useReportSettled,
  type LaidOutGateProps,
} from './hooks/laid-out-gate';
export { SignInNotice, type SignInNoticeProps } from './primitives/sign-in-notice';
export { OwnOriginOnly, SignedInOnly, type SignedInOnlyProps } from './primitives/signed-in-only';

export { Modal, type ModalProps } from './modal/modal';
export { Toaster } from './toaster/toaster';
// The purchase dialog is imported from `@savdo/ui/payments` (its own entry).

export { defineWidget, type SavdoElementClass } from './define-widget/define-widget';
export {
  widgetManifest,
  property,
  event,
  BUILT_IN_ATTRIBUTES,
  BUILT_IN_EVENTS,
  BUILT_IN_PARTS,
  MODAL_PARTS,
  TOASTER_PARTS,
  type AttributeSpec,
  type AttributeType,
  type AttributeValue,
  type AttributeProps,
  type PropertyProps,
  type ElementProps,
  type WidgetEvents,
  type EventSpec,
  type PropertySpec,
  type WidgetManifest,
  type WidgetOptions,
  type WidgetTagName,
  type WidgetEventName,
} from './define-widget/manifest';
export {
  attributeToValue,
  attributeToPropName,
  coerceAttribute,
  coerceAttributes,
} from './define-widget/attribute-values';
export { emit } from './define-widget/emit';
export type { ElementEvents, WidgetElement, WidgetJsxProps } from './define-widget/element-types';
export {
  useEmit,
  useWidget,
  WidgetContext,
  type Emit,
  type WidgetContextValue,
} from './define-widget/widget-context';
export { setWidgetNonce, getWidgetNonce } from './define-widget/nonce';
export { PLATFORM_VERSION } from './define-widget/version';
export {
  rowWindow,
  recycledRowKey,
  useRowWindow,
  WINDOW_ALL_BELOW,
  type RowWindow,
} from './long-list/use-row-window';
export {
  FIRST_ROWS,
  firstRowsOf,
  ROWS_PER_STEP,
  useRowsInSteps,
  type RowSteps,
} from './long-list/use-rows-in-steps';
// The course widgets' shared parts are imported from `@savdo/ui/courses` (their own entry); the
// catalogs' filters, query store and cards from `@savdo/ui/catalog`, the grids of panels and
// figures from `@savdo/ui/grid`: each its own entry, out of the chunk a partner's signals load.
