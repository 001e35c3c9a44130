// The provider's split codes, as words.
const SPLIT_TYPES: Record<string, string> = { SPLIT: 'Split', REVERSE_SPLIT: 'Reverse split' };

/** `"SPLIT"` -> `"Split"`; a code not known yet reads as words too. */
export function splitTypeLabel(type: string): string {
  const words = type.toLowerCase().replaceAll('_', ' ');
  return SPLIT_TYPES[type] ?? words.charAt(0).toUpperCase() + words.slice(1);
}
