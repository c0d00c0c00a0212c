/** Words per import file. */
export const MAX_IMPORT_WORDS = 10_000;
/** Words one learner may hold in total: imports past it are refused with a clear message. */
export const MAX_WORDS_PER_LEARNER = 50_000;
/** The longest a field may be (context and definition; word, translation and category are shorter). */
export const MAX_FIELD_CHARS = 1_000;
