// The public API of @quoin/documents: project documents derived from an estimate (letters, budgets, code
// checks). Pure functions over data files; the composition root (cli) turns them into registry tools.

export { markupToDocx } from '@quoin/exports';
export {
  AACE_CLASS_5,
  type ConceptualBudget,
  conceptualBudget,
  conceptualBudgetInputSchema,
  splitByShares,
} from './budget/auto-budget.ts';
export {
  type AutoBudget,
  type AutoBudgetInput,
  autoBudget,
  autoBudgetInputSchema,
} from './budget/auto-budget-input.ts';
export {
  loadBudgetData,
  PROJECT_TYPES,
  type ProjectType,
  QUALITY_LEVELS,
  type QualityLevel,
  RISK_LEVELS,
  type RiskLevel,
} from './budget/budget-data.ts';
export {
  budgetFromEstimate,
  CONFIDENCE_LEVELS,
  type EstimateBudget,
  estimateBudgetInputSchema,
} from './budget/budget-from-estimate.ts';
export {
  type CheckNormativeInput,
  type CodeFinding,
  checkNormative,
  checkNormativeInputSchema,
  type FindingStatus,
  type NormativeCheck,
} from './code-checks/check-normative.ts';
export {
  type CodeRule,
  type CodeRuleSet,
  FINDING_SEVERITIES,
  type FindingSeverity,
  loadResidentialRules,
} from './code-checks/code-rules.ts';
export { type DocumentFile, fileStem, MEDIA_TYPES } from './document-file.ts';
export {
  type GeneratedLetter,
  type GenerateLetterInput,
  generateLetter,
  generateLetterInputSchema,
  LETTER_FORMATS,
} from './letters/generate-letter.ts';
export {
  FORMALITIES,
  figuresOf,
  type ImprovedLetter,
  type ImproveLetterInput,
  improveLetter,
  improveLetterInputSchema,
  improveLetterOffline,
  type RewriteText,
} from './letters/improve-letter.ts';
export { blank, type MissingField } from './letters/letter-context.ts';
export {
  LETTER_TYPES,
  type LetterTemplate,
  type LetterType,
  letterTemplate,
} from './letters/letter-templates.ts';
export { markupToPdf, type PdfInfo } from './render/markup-to-pdf.ts';
export {
  type AnalyzeTenderInput,
  analyzeTender,
  analyzeTenderInputSchema,
  TENDER_FORMATS,
  type TenderAnalysis,
} from './tender/analyze-tender.ts';
export { type BidFileKind, bidFileLines } from './tender/bid-file-lines.ts';
export type { BidReader, BidTable, BidTableLine, BidTextLine, ParsedBid } from './tender/bid-types.ts';
export {
  type LeveledBidder,
  type Leveling,
  type LevelingCell,
  type LevelingLine,
  type LevelingSettings,
  levelBids,
  type MappedBidLine,
  type MappingOverride,
  medianCents,
} from './tender/level-bids.ts';
export { levelingWorkbook } from './tender/leveling-workbook.ts';
export {
  bestMatch,
  MATCH_THRESHOLD,
  matchScore,
  titleWords,
} from './tender/match-bid-lines.ts';
export { readBid, readBidNotes } from './tender/read-bid.ts';
