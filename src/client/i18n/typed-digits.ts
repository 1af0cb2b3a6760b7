import { latinDigits } from '../../shared/digits';

/**
 * Rewrites the Bangla digits typed into a code field as Latin ones, the caret where it was (one
 * digit for another keeps every position): a code reads the same on both phones at the handover.
 */
export function keepLatinDigits(input: HTMLInputElement) {
  const latin = latinDigits(input.value);
  if (latin === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = latin;
  if (document.activeElement === input) input.setSelectionRange(selectionStart, selectionEnd);
}
