import { describeCensus, warmUpReader } from '@quoin/testkit/reader';

// The topic census of interior finishes (census-interior.yaml): every common cost-guide job of the domain, in
// three phrasings, must read as its kind of work and price inside the guide's whole-job band, as
// `quoin estimate "<text>"` does. A phrasing that still misses carries `todo` with its reason. The second list
// (census-interior-fresh.yaml, one phrasing each) was written after two batches of tuning to measure how the
// census generalises.
warmUpReader();

describeCensus('the interior census: each topic reads as its work and lands in its guide band', [
  { file: new URL('./census-interior.yaml', import.meta.url), minTopics: 60, phrasingsPerTopic: 3 },
  { file: new URL('./census-interior-fresh.yaml', import.meta.url) },
]);
