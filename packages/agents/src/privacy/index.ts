export { privacyMiddleware } from './privacy-middleware.ts';
export {
  type FlaggedValue,
  Redactor,
  type RedactorOptions,
  type SensitiveKind,
} from './redactor.ts';
