import { describe, expect, it } from 'vitest';
import {
  AnswerAlreadyRecordedError,
  AssessmentError,
  InvalidAnswerError,
  NoStartingQuestionError,
  UnknownQuestionError,
} from './errors';

describe('assessment errors', () => {
  it('are all assessment errors, so a caller maps them to a 4xx in one place', () => {
    for (const error of [
      new NoStartingQuestionError(),
      new AnswerAlreadyRecordedError('A1-vocabulary-0'),
      new InvalidAnswerError('A1-vocabulary-0', 4),
      new UnknownQuestionError('A1-vocabulary-0'),
    ]) {
      expect(error).toBeInstanceOf(AssessmentError);
      expect(error).toBeInstanceOf(Error);
    }
    expect(new AssessmentError('x').name).toBe('AssessmentError');
  });

  it('says the bank cannot start the assessment without an A1 vocabulary question', () => {
    const error = new NoStartingQuestionError();
    expect(error.name).toBe('NoStartingQuestionError');
    expect(error.message).toBe(
      'The question bank has no A1 vocabulary question to start the assessment with',
    );
  });

  it('names the question answered twice', () => {
    const error = new AnswerAlreadyRecordedError('B1-grammar-2');
    expect(error.name).toBe('AnswerAlreadyRecordedError');
    expect(error.questionId).toBe('B1-grammar-2');
    expect(error.message).toBe('Question B1-grammar-2 has already been answered');
  });

  it('names the option that does not exist and its question (the API shows this message)', () => {
    const error = new InvalidAnswerError('B1-grammar-2', 4);
    expect(error.name).toBe('InvalidAnswerError');
    expect(error).toMatchObject({ questionId: 'B1-grammar-2', selectedAnswer: 4 });
    expect(error.message).toBe('Answer 4 is not an option of question B1-grammar-2');
  });

  it('names the question that is not in the bank', () => {
    const error = new UnknownQuestionError('Z9-grammar-0');
    expect(error.name).toBe('UnknownQuestionError');
    expect(error.questionId).toBe('Z9-grammar-0');
    expect(error.message).toBe('Question Z9-grammar-0 is not in the question bank');
  });
});
