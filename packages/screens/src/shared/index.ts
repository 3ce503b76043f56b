export { errorMessageOf, fieldErrorsOf, unexpectedErrorMessage } from './errorMessage.ts';
export {
  ErrorState,
  type ErrorStateProps,
  QueryState,
  type QueryStateProps,
  type QueryStateSource,
} from './QueryState.tsx';
export { currentUserQuery, fetchCurrentUser, useCurrentUser, useLogin, useLogout } from './session.ts';
