export { errorMessageOf, fieldErrorsOf, unexpectedErrorMessage } from './errorMessage.ts';
export {
  ErrorState,
  type ErrorStateProps,
  QueryState,
  type QueryStateProps,
  type QueryStateSource,
} from './QueryState.tsx';
export { safeReturnPath } from './returnPath.ts';
export {
  currentUserQuery,
  fetchCurrentUser,
  loginReturnParam,
  useCurrentUser,
  useLogin,
  useLogout,
} from './session.ts';
