/**
 * «Gustar»-type verbs agree with the thing liked (me gusta el café, me gustan los perros,
 * me gusta leer) and take an indirect-object pronoun (me gusta, not *yo gusto, *mi gusta).
 */
import { replaceToken, span, type Finding, type Rule, type RuleContext, type Token } from '../sentence';
import { determiner, nounReading } from '../words';

const LIKE_VERBS: Record<string, [string, string]> = {
  gustar: ['gusta', 'gustan'],
  encantar: ['encanta', 'encantan'],
  interesar: ['interesa', 'interesan'],
  doler: ['duele', 'duelen'],
  molestar: ['molesta', 'molestan'],
  fascinar: ['fascina', 'fascinan'],
  importar: ['importa', 'importan'],
};
const BY_FORM = new Map<string, { verb: string; plural: boolean }>();
for (const [verb, [singular, pluralForm]] of Object.entries(LIKE_VERBS)) {
  BY_FORM.set(singular, { verb, plural: false });
  BY_FORM.set(pluralForm, { verb, plural: true });
}
const OBJECT_PRONOUNS = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);
const ADVERBS = new Set([
  'mucho',
  'muchísimo',
  'más',
  'mas',
  'bastante',
  'también',
  'tambien',
  'tampoco',
  'nada',
  'poco',
  'un',
  'demasiado',
  'realmente',
  'sobre',
  'todo',
]);

/** Number of what follows a gustar form at index i: 'sg', 'pl', or null when unclear. */
function likedNumber(context: RuleContext, i: number): { number: 'sg' | 'pl'; bare?: Token } | null {
  const { tokens, text } = context.sentence;
  let at = i + 1;
  while (ADVERBS.has(tokens[at]?.lower ?? '') && at < i + 4) at += 1;
  const first = tokens[at];
  if (!first || /[.,;!?]/.test(text.slice((tokens[at - 1] as Token).end, first.start))) return null;
  if (context.verbs.infinitive(first.text) && /(ar|er|ir|ír)(se)?$/.test(first.lower))
    return { number: 'sg' };
  const det = determiner(first.text);
  const nounToken = det ? tokens[at + 1] : first;
  if (!nounToken || nounToken.name) return null;
  const noun = nounReading(nounToken.text, context.glossary);
  if (!noun) return null;
  const coordinated =
    /^(y|e)$/.test(tokens[at + 2]?.lower ?? '') || /^(y|e)$/.test(tokens[at + 1]?.lower ?? '');
  if (coordinated && noun.number === 'sg') return null; // me gusta(n) el café y el té: both are said
  if (det && det.number !== noun.number) return null; // the article rule speaks first
  return { number: noun.number, bare: det ? undefined : nounToken };
}

function numberFix(context: RuleContext): Finding | null {
  const { tokens } = context.sentence;
  for (let i = 1; i < tokens.length; i += 1) {
    const token = tokens[i] as Token;
    const form = BY_FORM.get(token.lower);
    if (!form || !OBJECT_PRONOUNS.has(tokens[i - 1]?.lower ?? '')) continue;
    const liked = likedNumber(context, i);
    if (!liked || liked.number === (form.plural ? 'pl' : 'sg')) continue;
    const [singular, pluralForm] = LIKE_VERBS[form.verb] as [string, string];
    const right = liked.number === 'pl' ? pluralForm : singular;
    const edits = [replaceToken(token, right)];
    // A liked thing in general takes the article: me gustan los perros.
    if (liked.bare) {
      const noun = nounReading(liked.bare.text, context.glossary);
      const article = noun?.gender === 'f' ? 'las' : 'los';
      edits.push({ start: liked.bare.start, end: liked.bare.start, text: `${article} ` });
    }
    const last = liked.bare ?? (tokens[Math.min(tokens.length - 1, i + 2)] as Token);
    return {
      category: 'gustar-agreement',
      span: span(tokens[i - 1] as Token, last),
      edits,
      slots: { verb: form.verb, singular, plural: pluralForm },
    };
  }
  return null;
}

/** yo gusto → me gusta; mi gusta → me gusta; yo me gusta → a mí me gusta. */
function pronounFix(context: RuleContext): Finding | null {
  const { tokens } = context.sentence;
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const token = tokens[i] as Token;
    const next = tokens[i + 1] as Token;
    const after = tokens[i + 2];
    const isLike = /^(gusta|gustan|gusto|gustar|encanta|encantan|encanto)$/.test(next.folded);
    if (token.lower === 'mi' && /^(gusta|gustan|encanta|encantan)$/.test(next.folded)) {
      return { category: 'gustar-pronoun', span: span(token, next), edits: [replaceToken(token, 'me')] };
    }
    if (token.lower === 'yo' && isLike) {
      const verb = next.folded.startsWith('enc') ? 'encanta' : 'gusta';
      const liked = likedNumber(context, i + 1);
      const right = `me ${verb}${liked?.number === 'pl' ? 'n' : ''}`;
      return {
        category: 'gustar-pronoun',
        span: span(token, next),
        edits: [{ ...replaceToken(token, right), end: next.end }],
      };
    }
    if (
      token.lower === 'yo' &&
      next.lower === 'me' &&
      after &&
      /^(gusta|gustan|encanta|encantan)$/.test(after.folded)
    ) {
      return { category: 'gustar-pronoun', span: span(token, after), edits: [replaceToken(token, 'a mí')] };
    }
  }
  return null;
}

export const gustarPronoun: Rule = pronounFix;
export const gustarAgreement: Rule = numberFix;
