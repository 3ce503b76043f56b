export { DocumentFileRow } from './DocumentFileRow.tsx';
export {
  errorMessageOf,
  fieldErrorsOf,
  forbiddenMessage,
  isAbandoned,
  isForbidden,
  noAccessAdvice,
  unexpectedErrorMessage,
} from './errorMessage.ts';
export {
  type ErrorNavigation,
  errorNavigation,
  useAnsweredByRule,
  useErrorNavigation,
  useNotFoundWhen,
} from './errorNavigation.ts';
export {
  formatDate,
  formatDateTime,
  formatDimensions,
  formatMeasure,
  formatNumber,
  formatPercent,
} from './format.ts';
export { HydratesApart, hydratePartsLater, PartShown } from './HydratesApart.tsx';
export { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm.tsx';
export { pageParam } from './params.ts';
export {
  ErrorState,
  type ErrorStateProps,
  loadTexts,
  NoAccess,
  QueryState,
  type QueryStateProps,
  type QueryStateSource,
} from './QueryState.tsx';
export { safeReturnPath } from './returnPath.ts';
export type { RouteAt, RouteRead, RouteReads } from './routePrefetch.ts';
export { ruleProps } from './ruleProps.ts';
export {
  currentUserQuery,
  fetchCurrentUser,
  forgetSession,
  loginReturnParam,
  useCurrentUser,
  useLogin,
  useLogout,
} from './session.ts';
