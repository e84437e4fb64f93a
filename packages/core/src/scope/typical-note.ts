/** A typical size assumed for a line, with the sentence that says so and the question that asks for the real one. */
export interface TypicalNote {
  assumption: string;
  question: string;
}
