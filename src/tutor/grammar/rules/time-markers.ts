/**
 * Time markers and clauses for the tense rules: «ayer», «de repente», «el año pasado» mark one
 * finished event; «de niño», «cada día», «mientras» mark a habit or a background. A marker speaks
 * for the verbs of its own clause only («Ayer me dijo que está enfermo» is right).
 */
import type { Token } from '../sentence';

export type MarkerKind = 'punctual' | 'habitual' | 'finished';

export interface Marker {
  kind: MarkerKind;
  /** The marker places the clause in the past («de niño», «ayer»), not only a habit («cada día»). */
  past: boolean;
  /** The marker as the learner wrote it, for the explanation. */
  text: string;
  /** Token range of the marker. */
  from: number;
  to: number;
}

const NUMBER =
  /^(\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|muchos|muchas|varios|varias|unos|unas)$/;
const PERIOD = /^(segundos?|minutos?|horas?|dias?|semanas?|mes|meses|años?|anos?)$/;
const DAYS = /^(lunes|martes|miercoles|jueves|viernes|sabado|domingo|fin)$/;
const COMPLEMENT_PREPOSITIONS = /^(de|con|sobre|entre|sin|contra)$/;

/** Markers in a sentence, with their kind. Folded tokens, so «año» and «ano», «de niña» count. */
export function findMarkers(tokens: readonly Token[]): Marker[] {
  const found: Marker[] = [];
  const word = (i: number) => tokens[i]?.folded ?? '';
  const add = (kind: MarkerKind, from: number, to: number, past = kind !== 'habitual') => {
    // «Desde ayer», «desde el año pasado» open a period that lasts until now: the present is right.
    if (word(from - 1) === 'desde') return;
    // «La reunión de ayer», «compárala con la semana pasada»: after a preposition the time is a
    // complement of a noun or of the preposition, not the time of the verb («antes de ayer» is).
    if (COMPLEMENT_PREPOSITIONS.test(word(from - 1)) && word(from - 2) !== 'antes') return;
    found.push({
      kind,
      past,
      from,
      to,
      text: tokens
        .slice(from, to + 1)
        .map((t) => t.lower)
        .join(' '),
    });
  };
  for (let i = 0; i < tokens.length; i += 1) {
    const w = word(i);
    if (/^(ayer|anoche|anteayer)$/.test(w)) add('finished', i, i);
    else if (w === 'de' && word(i + 1) === 'repente') add('punctual', i, i + 1);
    else if (
      w === 'una' &&
      word(i + 1) === 'vez' &&
      !/^(a|al|por|cada)$/.test(word(i + 2)) &&
      word(i - 1) !== 'otra'
    )
      add('punctual', i, i + 1);
    else if (/^(pasado|pasada)$/.test(w) && i >= 2 && /^(el|la|este|esta)$/.test(word(i - 2)))
      add('finished', i - 2, i);
    else if (w === 'pasado' && i >= 3 && word(i - 3) === 'el' && DAYS.test(word(i - 2)))
      add('finished', i - 3, i);
    else if (w === 'hace' && NUMBER.test(word(i + 1)) && PERIOD.test(word(i + 2)) && word(i + 3) !== 'que')
      add('finished', i, i + 2);
    else if (w === 'el' && word(i + 1) === 'otro' && word(i + 2) === 'dia') add('finished', i, i + 2);
    // «Un día conocí a…» tells one event, but «un día quiero ir» is the future: not a past marker.
    else if (
      w === 'un' &&
      word(i + 1) === 'dia' &&
      word(i - 1) !== 'de' &&
      !/^(a|al|por|cada)$/.test(word(i + 2))
    )
      add('punctual', i, i + 1, false);
    else if (w === 'en' && /^(19|20)\d\d$/.test(word(i + 1)) && Number(word(i + 1)) < 2020)
      add('finished', i, i + 1);
    else if (
      w === 'de' &&
      /^(nino|nina|ninos|ninas|pequeno|pequena|pequenos|pequenas|joven|jovenes|adolescente|chico|chica)$/.test(
        word(i + 1),
      ) &&
      (i === 0 || tokens[i]?.afterBreak || /^(y|pero)$/.test(word(i - 1)))
    )
      add('habitual', i, i + 1, true);
    else if (
      w === 'cuando' &&
      /^(era|eramos|eran|tenia|teniamos|vivia|viviamos|estaba|estabamos|iba|ibamos)$/.test(word(i + 1))
    )
      add('habitual', i, i + 1, true);
    else if (
      w === 'cada' &&
      /^(dia|semana|mes|ano|año|verano|invierno|manana|noche|tarde|domingo|lunes|sabado|fin)$/.test(
        word(i + 1),
      )
    )
      add('habitual', i, i + 1);
    else if (
      w === 'todos' &&
      word(i + 1) === 'los' &&
      /^(dias|veranos|inviernos|anos|años|domingos|sabados|lunes|fines|meses|mananas|noches)$/.test(
        word(i + 2),
      )
    )
      add('habitual', i, i + 2);
    else if (
      w === 'todas' &&
      word(i + 1) === 'las' &&
      /^(semanas|mananas|noches|tardes|navidades)$/.test(word(i + 2))
    )
      add('habitual', i, i + 2);
    else if (
      /^(normalmente|generalmente|frecuentemente|habitualmente)$/.test(w) ||
      (w === 'a' && word(i + 1) === 'menudo')
    )
      add('habitual', i, w === 'a' ? i + 1 : i);
    else if (w === 'mientras') add('habitual', i, i);
  }
  return found;
}

/** Words that open a new clause: a marker before them does not govern the verbs after. */
const CLAUSE_OPENERS = /^(que|porque|pero|aunque|si|cuando|donde|mientras|sino|pues|como)$/;

const PRESENT_MARKERS = /^(ahora|hoy|actualmente|todavia|aun)$/;

/** The token range [from, to) of the clause holding token i. */
export function clauseOf(tokens: readonly Token[], text: string, i: number): [number, number] {
  let from = i;
  while (from > 0) {
    const token = tokens[from] as Token;
    const previous = tokens[from - 1] as Token;
    if (/[,;:]/.test(text.slice(previous.end, token.start)) || CLAUSE_OPENERS.test(previous.folded)) break;
    from -= 1;
  }
  let to = i + 1;
  while (to < tokens.length) {
    const token = tokens[to] as Token;
    const previous = tokens[to - 1] as Token;
    if (/[,;:]/.test(text.slice(previous.end, token.start)) || CLAUSE_OPENERS.test(token.folded)) break;
    to += 1;
  }
  return [from, to];
}

/**
 * Whether a marker speaks for the verb at `verb`: same clause, or the marker's clause opens the
 * sentence and the verb's clause comes right after it («Ayer, fui…», «Cuando era niño, jugaba…»).
 */
export function governs(tokens: readonly Token[], text: string, marker: Marker, verb: number): boolean {
  const [from, to] = clauseOf(tokens, text, verb);
  // «…y ahora estoy bien»: a present marker in the verb's clause speaks louder.
  if (tokens.slice(from, to).some((t) => PRESENT_MARKERS.test(t.folded))) return false;
  if (marker.from >= from && marker.to < to) return true;
  const [mFrom, mTo] = clauseOf(tokens, text, marker.from);
  return mFrom === 0 && from === mTo && !CLAUSE_OPENERS.test(tokens[from]?.folded ?? '');
}

const COORDINATORS = /^(y|e|o|u|ni)$/;

/**
 * Whether «y» puts the marker and the verb in two conjuncts, each with its own time: a marker after
 * its own verb belongs to it («Dejé de fumar hace dos años y desde marzo he vuelto a correr»), as
 * does a marker next to a later verb («He ido al cine y ayer fui al teatro»). A marker before every
 * verb covers them all («Ayer fui al cine y comí palomitas»).
 */
export function inOtherConjunct(
  tokens: readonly Token[],
  text: string,
  marker: Marker,
  verb: number,
  isVerb: (i: number) => boolean,
): boolean {
  const coordinator = (k: number) => COORDINATORS.test(tokens[k]?.folded ?? '');
  const between = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from) }, (_, n) => from + n);
  if (verb > marker.to) {
    if (!between(marker.to + 1, verb).some(coordinator)) return false;
    let start = marker.from;
    const [clauseStart] = clauseOf(tokens, text, marker.from);
    while (start > clauseStart && !coordinator(start - 1)) start -= 1;
    return between(start, marker.from).some(isVerb);
  }
  const and = between(verb + 1, marker.from).findLast(coordinator);
  if (and === undefined) return false;
  const [, clauseEnd] = clauseOf(tokens, text, marker.from);
  let end = marker.to + 1;
  while (end < clauseEnd && !coordinator(end)) end += 1;
  return between(and + 1, end).some((k) => (k < marker.from || k > marker.to) && isVerb(k));
}
