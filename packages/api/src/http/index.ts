export * from './ApiError.ts';
export * from './callState.ts';
export * from './config.ts';
export * from './cookies.ts';
export * from './encode.ts';
export * from './fieldErrors.ts';
export * from './http.ts';
export * from './request.ts';
export type { OnUploadProgress, UploadProgress } from './xhrFetch.ts';
