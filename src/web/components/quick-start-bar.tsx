/** The quick-start floating progress bar (spec doc 1 §2), shown on /chat and /flashcards. */
export function QuickStartBar() {
  return null;
}
