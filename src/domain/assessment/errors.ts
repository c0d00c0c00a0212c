/** Base class of assessment rule violations, so callers can map them to a 4xx in one place. */
export class AssessmentError extends Error {
  override name = 'AssessmentError';
}

/** The question bank cannot start an assessment (product.md#assessment-flow: the first question is A1 vocabulary). */
export class NoStartingQuestionError extends AssessmentError {
  override name = 'NoStartingQuestionError';
  constructor() {
    super('The question bank has no A1 vocabulary question to start the assessment with');
  }
}

/** A second answer for the same question (product.md#assessment-flow). */
export class AnswerAlreadyRecordedError extends AssessmentError {
  override name = 'AnswerAlreadyRecordedError';
  constructor(readonly questionId: string) {
    super(`Question ${questionId} has already been answered`);
  }
}

/** The selected option index does not exist on the question. */
export class InvalidAnswerError extends AssessmentError {
  override name = 'InvalidAnswerError';
  constructor(
    readonly questionId: string,
    readonly selectedAnswer: number,
  ) {
    super(`Answer ${selectedAnswer} is not an option of question ${questionId}`);
  }
}

/** A response names a question that is not in the bank, so it cannot be re-scored. */
export class UnknownQuestionError extends AssessmentError {
  override name = 'UnknownQuestionError';
  constructor(readonly questionId: string) {
    super(`Question ${questionId} is not in the question bank`);
  }
}
