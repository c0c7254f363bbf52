import { LIMITS } from '@contract';

/** A custom goal's parts as typed: one per line or separated by commas or semicolons, blanks left out. */
export function partsOf(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Why these parts cannot be sent, in the words the field shows; undefined when they can. */
export function partsProblem(parts: readonly string[]): string | undefined {
  if (parts.length > LIMITS.parts.max) return `Name at most ${LIMITS.parts.max} parts: this has ${parts.length}.`;
  const long = parts.find((p) => p.length > LIMITS.parts.length);
  if (long) return `Keep each part to ${LIMITS.parts.length} characters or fewer: “${long.slice(0, 24)}…” has ${long.length}.`;
  const seen = new Set<string>();
  for (const p of parts) {
    if (seen.has(p.toLowerCase())) return `Name each part once: “${p}” is there twice.`;
    seen.add(p.toLowerCase());
  }
  return undefined;
}
