/**
 * False friends, flagged only where the context shows the English meaning was meant: «estoy
 * embarazada porque perdí el pasaporte» (embarrassed), but «está embarazada de tres meses» is
 * right. Each entry names the context that gives the learner away.
 */
import { replaceToken, span, type Edit, type Rule, type Token } from '../sentence';
import { finiteReadings } from './verb-readings';

interface Context {
  tokens: readonly Token[];
  at: number;
  folded: string;
}

interface FalseFriend {
  /** Matches the learner's word (folded). */
  word: RegExp;
  /** Whether this sentence shows the English meaning. */
  meant: (context: Context) => boolean;
  /** The word to use instead, keeping gender and number where the false friend shows them. */
  right: (word: string) => string;
  meaning: string;
  meaningEs: string;
}

const after = (c: Context, n = 1) => c.tokens[c.at + n]?.folded ?? '';
const before = (c: Context, n = 1) => c.tokens[c.at - n]?.folded ?? '';
const ending = (word: string) => /(o|a|os|as)$/.exec(word)?.[1] ?? 'o';

const FALSE_FRIENDS: readonly FalseFriend[] = [
  {
    word: /^embarazad(o|a|os|as)$/,
    // A cause or a degree shows embarrassment; «de tres meses», «de mi primer hijo» is pregnancy.
    meant: (c) =>
      /(o|os)$/.test(c.tokens[c.at]?.folded ?? '') ||
      /^(porque)$/.test(after(c)) ||
      /^(muy|tan|bastante|super|un)$/.test(before(c)) ||
      /\bverguenza\b/.test(c.folded),
    right: (word) => `avergonzad${ending(word)}`,
    meaning: '«embarazada» means “pregnant”',
    meaningEs: '«embarazada» significa que vas a tener un bebé',
  },
  {
    word: /^excitad(o|a|os|as)$/,
    meant: () => true,
    right: (word) => `emocionad${ending(word)}`,
    meaning: '«excitado» has a sexual sense; “excited” is «emocionado»',
    meaningEs: '«excitado» tiene un sentido sexual; para la ilusión decimos «emocionado»',
  },
  {
    word: /^(sensible|sensibles)$/,
    meant: (c) =>
      /^(decision|decisiones|idea|ideas|opcion|eleccion|plan|precio)$/.test(before(c)) ||
      (/^(muy|tan|bastante|poco)$/.test(before(c)) &&
        /^(decision|decisiones|idea|ideas|opcion|eleccion|plan)$/.test(before(c, 2))),
    right: (word) => (word.endsWith('s') ? 'sensatas' : 'sensata'),
    meaning: '«sensible» means “sensitive”; “sensible” is «sensato»',
    meaningEs: '«sensible» es quien siente mucho; una idea razonable es «sensata»',
  },
  {
    word: /^exito$/,
    meant: (c) =>
      /\bdonde (esta|queda) el exito\b|\bel exito (esta|queda)\b|\bla puerta de(l)? exito\b/.test(c.folded),
    right: () => 'salida',
    meaning: '«éxito» means “success”; the way out is «la salida»',
    meaningEs: '«éxito» es triunfar; para salir de un sitio buscamos «la salida»',
  },
  {
    word: /^(libreria|librerias)$/,
    // Only a study or borrowing word right before it: «estudio en la librería», «saqué un libro de la librería».
    meant: (c) => {
      const near = c.tokens
        .slice(Math.max(0, c.at - 5), c.at + 7)
        .map((t) => t.folded)
        .join(' ');
      return (
        /\b(estudi\w*|prestad\w*|prestamo|presta\w*|silencio|saqu\w+|sacar|devolv\w+|socio)\b/.test(near) &&
        !/\b(compr\w*|vend\w*|precio|euros|libreria y)\b/.test(near)
      );
    },
    right: (word) => (word.endsWith('s') ? 'bibliotecas' : 'biblioteca'),
    meaning: '«librería» is a bookshop; a library is «biblioteca»',
    meaningEs: 'en la «librería» se compran libros; se piden prestados en la «biblioteca»',
  },
  {
    word: /^(lectura|lecturas)$/,
    // «Fui a una lectura sobre…»: a talk one attends, not a reading.
    meant: (c) => /^(una|la)$/.test(before(c)) && /^(a|asisti\w*|fui|fuimos|dio|dieron)$/.test(before(c, 2)),
    right: (word) => (word.endsWith('s') ? 'conferencias' : 'conferencia'),
    meaning: '«lectura» is reading; a talk is «conferencia»',
    meaningEs: '«lectura» es la acción de leer; una charla sobre un tema es una «conferencia»',
  },
  {
    word: /^(carpeta|carpetas)$/,
    meant: (c) => /\b(suelo|aspiradora|salon|pisar|pisamos|alfombra)\b/.test(c.folded),
    right: (word) => (word.endsWith('s') ? 'alfombras' : 'alfombra'),
    meaning: '«carpeta» is a folder; a carpet is «alfombra»',
    meaningEs: 'una «carpeta» sirve para guardar papeles; en el suelo ponemos una «alfombra»',
  },
  {
    word: /^(fabrica)$/,
    meant: (c) => /\b(camisa|vestido|ropa|algodon|suave|seda|lana|pantalon\w*)\b/.test(c.folded),
    right: () => 'tela',
    meaning: '«fábrica» is a factory; fabric is «tela»',
    meaningEs: 'en una «fábrica» se producen cosas; la ropa se hace con «tela»',
  },
  {
    word: /^(constipado|constipada)$/,
    meant: (c) => /\b(bano|estomago|fibra|vientre|digestion|laxante)\b/.test(c.folded),
    right: (word) => `estreñid${ending(word)}`,
    meaning: '«constipado» means having a cold; “constipated” is «estreñido»',
    meaningEs: '«constipado» es tener un resfriado; el problema de digestión es «estreñido»',
  },
];

/** realizar que → darse cuenta de que, by tense and person. */
const REALISE: Readonly<Record<string, string>> = {
  'present:0': 'me doy cuenta de',
  'present:1': 'te das cuenta de',
  'present:2': 'se da cuenta de',
  'present:3': 'nos damos cuenta de',
  'present:5': 'se dan cuenta de',
  'preterite:0': 'me di cuenta de',
  'preterite:1': 'te diste cuenta de',
  'preterite:2': 'se dio cuenta de',
  'preterite:3': 'nos dimos cuenta de',
  'preterite:5': 'se dieron cuenta de',
};
/** atender (a) una clase → asistir a una clase. */
const ATTEND_PLACES =
  /^(clase|clases|reunion|reuniones|curso|cursos|conferencia|escuela|universidad|colegio|concierto|boda|fiesta|misa|evento)$/;

/** Estoy embarazada porque… → avergonzada; realicé que… → me di cuenta de que; atiendo a la universidad → asisto. */
export const falseFriend: Rule = ({ sentence, verbs }) => {
  const { tokens, text } = sentence;
  const folded = tokens.map((t) => t.folded).join(' ');
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at] as Token;
    const friend = FALSE_FRIENDS.find((f) => f.word.test(token.folded));
    if (friend && friend.meant({ tokens, at, folded })) {
      const right = friend.right(token.lower);
      return finding(
        token,
        token,
        [replaceToken(token, right)],
        token.lower,
        right,
        friend.meaning,
        friend.meaningEs,
      );
    }
    const readings = finiteReadings(verbs, token);
    const realise = readings.find((r) => r.lemma === 'realizar');
    if (realise && tokens[at + 1]?.lower === 'que') {
      const right = REALISE[`${realise.tense}:${realise.person}`];
      if (right) {
        const edit: Edit = replaceToken(token, right);
        return finding(
          token,
          tokens[at + 1] as Token,
          [edit],
          token.lower,
          `${right} que`,
          '«realizar» means to carry out; “to realise” is «darse cuenta de»',
          '«realizar» es hacer algo; para «notar» algo decimos «darse cuenta de»',
        );
      }
    }
    // «Actualmente fue aburrido»: a finished past with «actualmente» means "actually".
    if (token.folded === 'actualmente' && at <= 1) {
      const past = tokens.some(
        (t) =>
          finiteReadings(verbs, t).some((r) => r.tense === 'preterite') &&
          finiteReadings(verbs, t).every((r) => r.tense === 'preterite'),
      );
      if (past)
        return finding(
          token,
          token,
          [replaceToken(token, 'en realidad')],
          token.lower,
          'en realidad',
          '«actualmente» means “currently”; “actually” is «en realidad»',
          '«actualmente» significa «ahora, hoy en día»; para «de hecho» decimos «en realidad»',
        );
    }
    // «Recordé el concierto con el móvil»: recording is «grabar».
    const recordar = readings.find((r) => r.lemma === 'recordar');
    if (recordar && /\b(con (el|mi|su|tu) (movil|telefono|camara)|en video)\b/.test(folded)) {
      const form = verbs.form('grabar', recordar.tense, recordar.person);
      if (form)
        return finding(
          token,
          token,
          [replaceToken(token, form)],
          token.lower,
          form,
          '«recordar» means to remember; to record is «grabar»',
          '«recordar» es tener en la memoria; con una cámara o un móvil se «graba»',
        );
    }
    // «Quiero introducirte a mi novia»: introducing people is «presentar».
    const introduce = /^introduc(ir|irte|irle|irles|iros|irnos)$/.exec(token.folded);
    if (introduce && tokens[at + 1]?.lower === 'a') {
      const right = token.lower.replace(/^introducir/, 'presentar');
      return finding(
        token,
        token,
        [replaceToken(token, right)],
        token.lower,
        right,
        '«introducir» means to put something in; introducing people is «presentar»',
        '«introducir» es meter algo; a las personas se las «presenta»',
      );
    }
    const attend = readings.find((r) => r.lemma === 'atender');
    if (attend) {
      const a = tokens[at + 1]?.lower === 'a' ? 1 : 0;
      const place = tokens[at + 2 + a];
      if (
        place &&
        ATTEND_PLACES.test(place.folded) &&
        /^(la|el|una|un|mi|las|los|sus|su|tu)$/.test(tokens[at + 1 + a]?.lower ?? '')
      ) {
        const form = verbs.form('asistir', attend.tense, attend.person);
        if (!form) continue;
        const edits: Edit[] = [replaceToken(token, a ? form : `${form} a`)];
        return finding(
          token,
          place,
          edits,
          token.lower,
          `${form} a`,
          '«atender» means to serve or look after; to attend a class is «asistir a»',
          '«atender» es ocuparse de alguien; para ir a una clase decimos «asistir a»',
        );
      }
    }
  }
  void text;
  return null;
};

function finding(
  from: Token,
  to: Token,
  edits: Edit[],
  wrong: string,
  right: string,
  meaning: string,
  meaningEs: string,
) {
  return {
    category: 'false-friend' as const,
    span: span(from, to),
    edits,
    slots: { wrong, right, meaning, meaningEs },
  };
}
