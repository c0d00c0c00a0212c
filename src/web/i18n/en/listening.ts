/** English texts of the flashcards' Listen mode (product.md#flashcards, ADR 0032). */
export const listening = {
  modes: 'Review mode',
  read: 'Read',
  listen: 'Listen',
  hear: 'What to hear',
  hearWord: 'Word',
  hearSentence: 'Example sentence',
  prompt: 'Type what you hear',
  play: 'Play again',
  slower: 'Slower',
  check: 'Check',
  dontKnow: 'Show me',
  keyboardHint:
    'Keyboard: Enter checks your answer, Alt+R plays it again, Alt+S plays it slower; then 1–4 rate it.',
  checking: 'Looking for a Spanish voice…',
  unavailableTitle: 'Listening needs a Spanish voice',
  unavailableBody:
    'This device has no Spanish voice to read the words aloud, so Listen mode cannot run here. Review in Read mode instead, or add a Spanish voice in your device’s speech settings.',
  unavailableOffline:
    'Offline, only this device’s own Spanish voice can read the words, and it has none. Review in Read mode, or come back online.',
  useRead: 'Review in Read mode',
  playFailed: 'It could not be played just now. Press Play again.',
  correctionNote: 'Correction cards have nothing to hear: answer this one as usual.',
  result: {
    exact: 'Correct!',
    close: {
      accents: 'Correct — mind the accent: {{answer}}',
      enye: 'Correct — mind the ñ: {{answer}}',
      article: 'Correct — mind the article: {{answer}}',
      several: 'Correct — mind the spelling: {{answer}}',
    },
    wrong: 'Not quite. You wrote «{{typed}}»; it was: {{answer}}',
    shown: 'It was: {{answer}}',
  },
  caseNote: 'Capitals and punctuation do not count.',
};
