// The intake interview (issue #17): a conversation → a project brief → a plan, offline or with a model.

export { briefToPlan } from './brief-to-plan.ts';
export {
  type IntakeSession,
  MODE_TURNS,
  type PendingQuestion,
  type TranscriptEntry,
} from './intake-session.ts';
export {
  type BriefPatch,
  briefPatchSchema,
  type IntakeResponse,
  intakeTools,
  respondSchema,
} from './intake-tools.ts';
export {
  answerIntakeWithModel,
  emptyIntakeUsage,
  type IntakeModelContext,
  type IntakeUsage,
} from './model-interviewer.ts';
export { answerIntake, finishIntake, startIntake } from './offline-interviewer.ts';
export { type AnswerReading, MAX_READ_CHARS, readAnswer } from './read-answer.ts';
export { summarizeBrief, withInferences } from './summarize-brief.ts';
