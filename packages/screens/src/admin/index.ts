// @factory/screens/admin: the generic resource screens and their controllers.
export * from './generic/index.ts';
