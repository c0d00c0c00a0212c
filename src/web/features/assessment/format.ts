/** Letters for options: A, B, C … (product.md#full-assessment). */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/** The answer's explanation in the UI language: Spanish in the Spanish UI when it has one, else English. */
export function explanationText(
  checked: { explanation: string | null; explanationEs?: string | null },
  language: string | undefined,
): string | null {
  const spanish = language?.toLowerCase().startsWith('es') ? checked.explanationEs : null;
  return spanish || checked.explanation;
}
