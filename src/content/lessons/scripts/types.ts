import type { Tense } from '../../verbs/tenses';
import type { Line } from '../../tutor/types';

/**
 * How a lesson is played as a guided role-play: the scene, the tutor's part in it, a listening
 * exercise and how the lesson's grammar point shows in a learner's sentence. Every Spanish line
 * is spoken by the tutor as written, so each must be correct, short and at the lesson's level.
 */
export interface LessonScript {
  /** Who the tutor plays, with its article: «el camarero» / "the waiter". */
  role: Line;
  /** One sentence that sets the scene, said before the role-play starts: «Estamos en un café de Madrid.» */
  scene: Line;
  /** What the learner has to get done in the scene, addressed to them: «Pide un café y pregunta el precio.» */
  task: Line;
  /**
   * The tutor's lines in role, in order (3 to 6). Each one gives the learner a reason to answer
   * with some of the lesson's expressions; `expects` names them exactly as the lesson writes them.
   */
  steps: readonly { line: Line; expects: readonly string[] }[];
  /** The tutor's last line in role, ending the scene. */
  closing: Line;
  /** The tutor says `line`; the learner answers `question`; an answer containing one of `answers` is right. */
  listening: {
    line: Line;
    question: Line;
    /** Folded (lowercase, no accents) words or short phrases, each found in `line.es`. */
    answers: readonly string[];
  };
  /**
   * What shows the lesson's grammar point in a learner's sentence: a verb in one of `tenses`, or
   * one of `phrases` (folded words, matched as whole words). At least one of the two is given.
   */
  grammarUse: { tenses?: readonly Tense[]; phrases?: readonly string[] };
}
