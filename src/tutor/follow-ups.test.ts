import { describe, expect, it } from 'vitest';
import { getGlossary } from '../content/glossary';
import { FOLLOW_UPS } from '../content/tutor/follow-ups';
import type { FactKey } from '../content/tutor/types';
import { MAX_REPLY_WORDS } from './compose';
import { followUp, type FollowUp, type FollowUpInput } from './follow-ups';
import { createVerbIndex } from './grammar/conjugation';
import { createGrammarChecker } from './grammar/engine';
import { wordCount } from './text';
import { understand } from './understand';

const glossary = getGlossary();
const verbs = createVerbIndex(glossary);
const checker = createGrammarChecker(glossary);

interface Options {
  memory?: Record<string, string>;
  used?: readonly string[];
  basic?: boolean;
  expects?: FactKey | null;
}

function ask(text: string, options: Options = {}): FollowUp | null {
  const input: FollowUpInput = {
    text,
    understood: understand(text, glossary, verbs, options.expects ?? null),
    glossary,
    verbs,
    memory: options.memory ?? {},
    used: new Set(options.used ?? []),
    basic: options.basic ?? false,
  };
  return followUp(input);
}

/** Every line the follow-up produced is said by the tutor: grammatical and within 20 words. */
function expectSayable(found: FollowUp): void {
  expect(checker.findings(found.line.es)).toEqual([]);
  if (found.react) expect(checker.findings(found.react.es)).toEqual([]);
  const whole = `${found.react?.es ?? ''} ${found.line.es}`;
  expect(wordCount(whole)).toBeLessThanOrEqual(MAX_REPLY_WORDS);
  expect(found.line.en).not.toMatch(/[{}]/);
  expect(found.line.es).not.toMatch(/[{}]/);
  expect(found.line.es).toMatch(/^¿.*\?$/);
}

// [learner message (A0–B2), expected id, Spanish the question must contain, English it must contain]
const CASES: readonly [string, string, string, string][] = [
  // Work and study.
  ['Trabajo en un hospital', 'work-place-do:hospital', '¿Y qué haces en el hospital?', 'at the hospital'],
  ['Trabajo en una oficina', 'work-place-do:oficina', 'en la oficina', 'at the office'],
  ['Soy ingeniero y trabajo en una empresa', 'work-place-do:empresa', 'en la empresa', 'company'],
  ['Soy enfermera', 'job-where:enfermera', '¿Dónde trabajas?', 'Where do you work?'],
  ['Trabajo como profesora en un colegio', 'job-hard:profesora', '¿Es un trabajo difícil?', 'difficult job'],
  ['Soy camarero en un bar', 'job-hard:camarero', 'trabajo difícil', 'difficult'],
  ['Trabajo mucho', 'work-what', '¿En qué trabajas?', 'for a living'],
  ['Soy estudiante', 'study-what', '¿Qué estudias?', 'What do you study?'],
  ['Estudio medicina', 'subject-like:medicina', '¿Te gusta la medicina?', 'Do you like medicine?'],
  ['Estudio en la universidad', 'study-what', '¿Qué estudias?', 'study'],
  // Family, pets and things one has.
  [
    'Tengo dos hermanos y una hermana',
    'siblings-names:hermanos',
    '¿Cómo se llaman tus hermanos?',
    'your siblings',
  ],
  ['Tengo tres hermanos', 'siblings-names:hermanos', 'tus hermanos', 'your brothers'],
  ['Tengo una hermana', 'sibling-name:hermana', '¿Cómo se llama tu hermana?', 'your sister'],
  ['Tengo un hijo y una hija', 'child-name:hijo', 'tu hijo', 'your son'],
  ['Tengo tres hijos', 'children-names:hijos', 'tus hijos', 'your children'],
  ['Tengo una prima en Chile', 'relative-name:prima', 'tu prima', 'your cousin'],
  ['Tengo dos abuelos', 'relatives-near:abuelos', '¿Viven cerca de ti?', 'near you'],
  ['Tengo un perro', 'pet-name:perro', '¿Cómo se llama tu perro?', 'your dog'],
  ['Tengo un perro. ¿Tú tienes perro?', 'pet-name:perro', 'tu perro', 'your dog'],
  ['Tengo dos gatas', 'pets-names:gatas', 'tus gatas', 'your cats'],
  ['Tengo una gata que se llama Mía', 'pet-age:gata', '¿Cuántos años tiene?', 'How old'],
  ['Tengo un coche', 'have-like:coche', '¿Cómo es tu coche?', 'your car'],
  // Likes and dislikes.
  ['Me gusta cocinar', 'like-verb-what:cocinar', '¿Qué te gusta cocinar?', 'to cook'],
  ['Me gusta viajar', 'like-verb-often:viajar', '¿Viajas a menudo?', 'Do you travel often?'],
  [
    'Me gusta escuchar música',
    'like-verb-daily:escuchar',
    '¿Escuchas música todos los días?',
    'listen to music',
  ],
  ['Me encanta bailar salsa', 'like-verb-daily:bailar', '¿Bailas todos los días?', 'dance'],
  ['Me gusta jugar', 'like-play-what:jugar', '¿A qué te gusta jugar?', 'play'],
  ['Me gusta el fútbol', 'like-sport-play:fútbol', '¿Juegas o lo ves en la tele?', 'watch it on TV'],
  ['Me gusta mucho la música', 'like-music-kind:música', 'música', 'music'],
  ['Me gustan las películas', 'like-kind-which:película', '¿Qué películas te gustan más?', 'films'],
  ['Me gusta el chocolate', 'like-why:chocolate', '¿Por qué te gusta el chocolate?', 'chocolate'],
  ['Me gustan los perros', 'like-why:perro', 'te gustan los perros', 'dogs'],
  ['No me gusta el café', 'dislike-why:cafe', '¿Por qué no te gusta el café?', "don't you like coffee"],
  // Activities.
  ['Juego al tenis los sábados', 'play-who:tenis', '¿Con quién juegas al tenis?', 'play tennis'],
  ['Yo también juego al fútbol con mis amigos', 'play-where:fútbol', '¿Dónde juegas al fútbol?', 'football'],
  ['Leo novelas', 'activity-which:leer-novela', '¿Qué novelas lees?', 'What novels do you read?'],
  ['Leo el periódico por la mañana', 'activity-which:leer-periódico', 'periódico', 'newspaper'],
  ['Escucho música', 'activity-which:escuchar-música', '¿Qué música escuchas?', 'listen to'],
  ['Nado en la piscina', 'activity-who:nadar', '¿Con quién nadas?', 'swim'],
  ['Voy al gimnasio tres veces por semana', 'activity-who:ir', '¿Con quién vas?', 'go'],
  // Places understand() accepted.
  ['Vivo en Valencia', 'city-best:valencia', '¿Qué es lo mejor de Valencia?', 'Valencia'],
  ['Me llamo Ana y vivo en Sevilla', 'city-best:sevilla', 'Sevilla', 'Sevilla'],
  ['Soy de Lima', 'origin-best:lima', 'Lima', 'Lima'],
  // Feelings.
  ['Estoy cansada', 'tired-sleep', '¿Dormiste mal?', 'sleep'],
  ['Hoy estoy un poco triste', 'bad-what', '¿Qué ha pasado?', 'What happened?'],
  ['Me duele la cabeza', 'ill-what', '¿Qué te pasa?', 'wrong'],
  ['Estoy muy contento', 'good-why', '¿Algún motivo especial?', 'reason'],
  ['Estoy muy ocupada esta semana', 'busy-work', 'trabajo', 'work'],
  ['Estoy aburrido', 'bored-want', 'hacer', 'doing'],
  // Past events.
  ['Ayer fui al cine', 'past-film-which:cine', '¿Qué película viste?', 'What film did you see?'],
  ['Fui a la playa con mi familia', 'past-trip-weather:playa', 'tiempo', 'weather'],
  ['Ayer fui a una fiesta', 'past-party-dance:fiesta', '¿Bailaste mucho?', 'dance'],
  ['El sábado fui al teatro', 'past-play-which:teatro', 'obra', 'play'],
  ['Fui al partido con mi padre', 'past-match-won:partido', '¿Quién ganó?', 'Who won?'],
  ['Vi una película muy buena', 'past-object-like:ver-película', '¿Te gustó la película?', 'the film'],
  ['Ayer comí paella', 'past-object-like:comer-paella', '¿Te gustó la paella?', 'paella'],
  ['He leído un libro muy interesante', 'past-object-like:leer-libro', 'el libro', 'the book'],
  ['Compré un libro', 'past-object-where:comprar-libro', '¿Dónde compraste el libro?', 'buy the book'],
  ['Anoche cené con mi novio en un restaurante', 'past-how:cenar', '¿Qué tal fue?', 'How did it go?'],
  // Plans.
  ['Voy a viajar a México', 'plan-trip-when:viajar', '¿Cuándo vas?', 'When are you going?'],
  ['Voy a viajar a México el mes que viene', 'plan-trip-who:viajar', '¿Con quién vas?', 'going with'],
  ['Voy a cocinar paella', 'plan-when:cocinar', '¿Cuándo vas a cocinar?', 'going to cook'],
  ['Mañana voy a jugar al fútbol con mis amigos', 'plan-keen:jugar', '¿Tienes ganas?', 'looking forward'],
];

describe('follow-ups: a question about what the learner named', () => {
  it.each(CASES)('«%s» → %s', (text, id, spanish, english) => {
    const found = ask(text);
    expect(found?.id).toBe(id);
    if (!found) return;
    expect(found.line.es).toContain(spanish);
    expect(found.line.en).toContain(english);
    expectSayable(found);
  });

  it.each([
    'Vale',
    'Sí',
    'No',
    'Hola',
    'Gracias',
    'No sé',
    'Creo que sí',
    'Tengo 20 años',
    'No tengo hermanos',
    'No estoy cansado',
    '¿Tienes hermanos?',
    'Tienes hermanos?',
    'Me llamo Pedro',
  ])('«%s» → nothing to follow', (text) => {
    expect(ask(text)).toBeNull();
  });

  it('never repeats a follow-up already used, and every later one is sayable', () => {
    for (const [text] of CASES) {
      const used: string[] = [];
      for (let turn = 0; turn < 5; turn += 1) {
        const found = ask(text, { used });
        if (!found) break;
        expect(used).not.toContain(found.id);
        expectSayable(found);
        used.push(found.id);
      }
    }
  });

  it('moves on to the next phrasing, then to nothing', () => {
    expect(ask('Tengo un perro', { used: ['pet-name:perro'] })?.line.es).toBe('¿Cuántos años tiene?');
    expect(ask('Tengo un perro', { used: ['pet-name:perro', 'pet-age:perro'] })?.line.es).toBe(
      '¿Es grande o pequeño?',
    );
    expect(ask('Tengo un perro', { used: ['pet-name:perro', 'pet-age:perro', 'pet-size:perro'] })).toBeNull();
    // Another dog-owner's question about another animal is a new follow-up.
    expect(ask('Tengo un gato', { used: ['pet-name:perro'] })?.line.es).toBe('¿Cómo se llama tu gato?');
  });

  it('never asks what memory already holds', () => {
    expect(ask('Soy enfermera', { memory: { job: 'enfermera', workplace: 'el hospital' } })?.id).toBe(
      'job-hard:enfermera',
    );
    expect(ask('Trabajo mucho', { memory: { job: 'abogado' } })?.id).toBe('work-like');
    expect(
      ask('Soy de Lima', { memory: { city: 'Madrid' }, used: ['origin-best:lima', 'origin-life:lima'] }),
    ).toBeNull();
    expect(ask('Soy estudiante', { memory: { studies: 'historia' } })?.id).toBe('study-where');
    // None of the questions asks again for a fact the tutor keeps.
    for (const [text] of CASES) {
      const found = ask(text, { memory: { name: 'Ana', city: 'Madrid', origin: 'Lima', job: 'médico' } });
      expect(found?.line.es ?? '').not.toMatch(
        /¿(Cómo te llamas|Dónde vives|De dónde eres|En qué trabajas)\?/,
      );
    }
  });

  it('does not ask what the message already says', () => {
    // With whom: «con mis amigos»; where: «al»; when: «mañana».
    const plan = ask('Mañana voy a jugar al fútbol con mis amigos');
    expect(plan?.line.es).not.toMatch(/Cuándo|quién|Dónde/);
    expect(ask('Fui a la playa con mi familia', { used: ['past-trip-weather:playa'] })?.line.es).toBe(
      '¿Qué tal fue?',
    );
    expect(ask('Soy camarero en un bar')?.line.es).not.toBe('¿Dónde trabajas?');
    expect(ask('Estudio en la universidad', { used: ['study-what'] })?.line.es).toBe('¿Te gusta estudiar?');
  });

  it('keeps A0–A1 questions simple', () => {
    const used = ['work-place-do:hospital', 'work-place-like:hospital'];
    expect(ask('Trabajo en un hospital', { used })?.id).toBe('work-place-hours:hospital');
    expect(ask('Trabajo en un hospital', { used, basic: true })?.id).toBe('work-place-far:hospital');
    expect(
      ask('Voy a viajar a México el mes que viene', { basic: true, used: ['plan-trip-who:viajar'] }),
    ).toBeNull();
    for (const [text] of CASES) {
      const found = ask(text, { basic: true });
      const template = Object.values(FOLLOW_UPS)
        .flat()
        .find((t) => found?.id.split(':')[0] === t.id);
      expect(template?.richer ?? false).toBe(false);
    }
  });

  it('agrees with the learner’s noun: gender, number, article', () => {
    expect(ask('Tengo una gata', { used: ['pet-name:gata', 'pet-age:gata'] })?.line.es).toBe(
      '¿Es grande o pequeña?',
    );
    expect(ask('Tengo una bicicleta', { used: ['have-like:bicicleta'] })?.line.es).toBe('¿Es nueva?');
    expect(ask('Tengo dos perros')?.line).toEqual({
      es: '¿Cómo se llaman tus perros?',
      en: 'What are your dogs called?',
    });
    expect(ask('Tengo un hermano')?.line.en).toBe('What is your brother called?');
    expect(ask('Tengo un hermano', { used: ['sibling-name:hermano'] })?.line.en).toBe(
      'Is he older or younger than you?',
    );
  });

  it('reacts before asking, when it fits in 20 words', () => {
    const found = ask('Trabajo en un hospital');
    expect(found?.react?.es).toBeTruthy();
    expect(found?.react?.en).toBeTruthy();
  });

  it('every template is grammatical once its slots are filled', () => {
    // The templates without slots are said as written.
    for (const template of Object.values(FOLLOW_UPS).flat()) {
      if (/[{]/.test(template.es)) continue;
      expect(checker.findings(template.es), template.es).toEqual([]);
    }
  });
});
