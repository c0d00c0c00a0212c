import { z } from 'zod';
import { LEVELS } from '../../domain/levels';
import { PARTS_OF_SPEECH, type GlossEntry } from './types';

const entrySchema = z.object({
  lemma: z.string().min(1),
  pos: z.enum(PARTS_OF_SPEECH),
  gender: z.enum(['m', 'f', 'mf']).optional(),
  gloss: z.string().min(1),
  level: z.enum(LEVELS),
});

/**
 * Parses the compact data format used by the glossary files: one entry per line,
 * `lemma|pos|gender|gloss|level` (gender empty for anything but nouns). Blank lines and
 * lines starting with `#` are ignored. Throws with the line number on a malformed line.
 */
export function parseGlossary(source: string, fileName: string): GlossEntry[] {
  const entries: GlossEntry[] = [];
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [lemma, pos, gender, gloss, level, ...rest] = line.split('|').map((part) => part.trim());
    const parsed = entrySchema.safeParse({
      lemma,
      pos,
      gender: gender === '' ? undefined : gender,
      gloss,
      level,
    });
    if (!parsed.success || rest.length > 0) {
      throw new Error(`${fileName}:${index + 1}: malformed glossary line "${line}"`);
    }
    entries.push(parsed.data);
  });
  return entries;
}
