import type { FollowUpSituation, FollowUpTemplate } from '../../content/tutor/follow-ups';
import type { Slots } from '../compose';

/** A situation found in the message, most telling first. */
export interface Candidate {
  situation: FollowUpSituation;
  /** Which reactions suit it (FOLLOW_UP_REACTIONS). */
  family: string;
  /** What the question is about, appended to the id («perro», «viajar»); empty for feelings. */
  key: string;
  slots: Slots;
  /** The verb whose English fills {verb}/{inf}/{did}, for the social and object checks. */
  verb?: { lemma: string; en: string };
  /** {Verb} carries the learner's object («Escuchas música»), so "listen to" reads well. */
  objectInVerb?: boolean;
  /** Template ids that do not fit this message (it already says where, with whom…). */
  skip?: (template: FollowUpTemplate) => boolean;
}
