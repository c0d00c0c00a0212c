/**
 * Follow-up questions: Sofía asks about the thing the learner just named («Trabajo en un
 * hospital» → «¿Y qué haces en el hospital?»). Spanish and English are written together; slots
 * are filled by src/tutor/follow-ups.ts with checked material only:
 * {place} / {thing} a noun phrase with its article («el hospital» / "hospital"; templates add
 * "the" in English where it belongs), {your} the same noun with tu/tus («tu perro» / "your dog"),
 * {noun} the bare noun («novelas» / "novels"), {verb} the tú present form («cocinas» / "cook"),
 * {did} the tú preterite («fuiste» / "go": English templates say "did you {did}"), {inf} an
 * infinitive («viajar» / "travel"), {gusta} gusta/gustan, {job} the learner's profession as the
 * glossary knows it, {city} a place understand() accepted, {game} «al tenis» / "tennis",
 * {Verb} the tú form capitalised, with the learner's object when there is one («Lees novelas» /
 * "read novels").
 *
 * `richer`: only above A1. `asks`: the memory key the question asks for; never asked when the
 * tutor already knows it.
 */
import type { Line } from './types';

export interface FollowUpTemplate extends Line {
  id: string;
  richer?: boolean;
  asks?: string;
  /** The English verb is followed by an object here, so "listen to" fits («¿Qué te gusta escuchar?»). */
  object?: boolean;
  /** {Verb} carries the object when the learner named one («¿Escuchas música a menudo?»). */
  objectSlot?: boolean;
  /** Only for verbs one does with someone («¿Con quién viajas?», not «¿Con quién duermes?»). */
  social?: boolean;
}

export type FollowUpSituation =
  | 'workPlace'
  | 'workElsewhere'
  | 'job'
  | 'student'
  | 'studySubject'
  | 'siblings'
  | 'sibling'
  | 'children'
  | 'child'
  | 'relatives'
  | 'relative'
  | 'pet'
  | 'pets'
  | 'possession'
  | 'likeVerbWhat'
  | 'likeVerbPlay'
  | 'likeVerb'
  | 'likeSport'
  | 'likeMusic'
  | 'likeKind'
  | 'likeThing'
  | 'dislike'
  | 'activityObject'
  | 'activityPlay'
  | 'activity'
  | 'city'
  | 'origin'
  | 'tired'
  | 'ill'
  | 'bad'
  | 'good'
  | 'busy'
  | 'nervous'
  | 'bored'
  | 'pastFilm'
  | 'pastPlay'
  | 'pastMeal'
  | 'pastMatch'
  | 'pastTrip'
  | 'pastParty'
  | 'pastGo'
  | 'pastObject'
  | 'past'
  | 'planTrip'
  | 'plan';

export const FOLLOW_UPS: Readonly<Record<FollowUpSituation, readonly FollowUpTemplate[]>> = {
  // «Trabajo en un hospital», «Trabajo en una oficina».
  workPlace: [
    { id: 'work-place-do', es: '¿Y qué haces en {place}?', en: 'And what do you do at the {place}?' },
    { id: 'work-place-like', es: '¿Te gusta trabajar allí?', en: 'Do you like working there?' },
    {
      id: 'work-place-hours',
      es: '¿Cuántas horas trabajas al día?',
      en: 'How many hours a day do you work?',
      richer: true,
    },
    { id: 'work-place-far', es: '¿Está lejos de tu casa?', en: 'Is it far from your home?' },
  ],
  // «Trabajo en Madrid», «Trabajo mucho»: no place the tutor can name.
  workElsewhere: [
    { id: 'work-what', es: '¿En qué trabajas?', en: 'What do you do for a living?', asks: 'job' },
    { id: 'work-like', es: '¿Te gusta tu trabajo?', en: 'Do you like your job?' },
  ],
  // «Soy enfermera», «Trabajo como cocinero».
  job: [
    { id: 'job-where', es: '¿Dónde trabajas?', en: 'Where do you work?', asks: 'workplace' },
    { id: 'job-hard', es: '¿Es un trabajo difícil?', en: 'Is it a difficult job?' },
    { id: 'job-like', es: '¿Te gusta ser {job}?', en: 'Do you like being {job}?' },
    {
      id: 'job-since',
      es: '¿Desde cuándo eres {job}?',
      en: 'How long have you been {job}?',
      richer: true,
    },
  ],
  // «Soy estudiante», «Estudio en la universidad».
  student: [
    { id: 'study-what', es: '¿Qué estudias?', en: 'What do you study?', asks: 'studies' },
    { id: 'study-where', es: '¿Dónde estudias?', en: 'Where do you study?', asks: 'school' },
    { id: 'study-like', es: '¿Te gusta estudiar?', en: 'Do you like studying?' },
  ],
  // «Estudio medicina».
  studySubject: [
    { id: 'subject-like', es: '¿Te gusta {thing}?', en: 'Do you like {thing}?' },
    { id: 'subject-year', es: '¿En qué curso estás?', en: 'What year are you in?' },
    { id: 'subject-where', es: '¿Dónde estudias?', en: 'Where do you study?', asks: 'school' },
    {
      id: 'subject-later',
      es: '¿Y qué quieres hacer después?',
      en: 'And what do you want to do afterwards?',
      richer: true,
    },
  ],
  // «Tengo dos hermanos y una hermana».
  siblings: [
    { id: 'siblings-names', es: '¿Cómo se llaman {your}?', en: 'What are {your} called?' },
    {
      id: 'siblings-older',
      es: '¿Son mayores o menores que tú?',
      en: 'Are they older or younger than you?',
    },
    { id: 'siblings-near', es: '¿Viven cerca de ti?', en: 'Do they live near you?', richer: true },
  ],
  // «Tengo una hermana».
  sibling: [
    { id: 'sibling-name', es: '¿Cómo se llama {your}?', en: 'What is {your} called?' },
    { id: 'sibling-older', es: '¿Es mayor o menor que tú?', en: 'Is {he} older or younger than you?' },
    { id: 'sibling-near', es: '¿Vive cerca de ti?', en: 'Does {he} live near you?', richer: true },
  ],
  // «Tengo dos hijos».
  children: [
    { id: 'children-names', es: '¿Cómo se llaman {your}?', en: 'What are {your} called?' },
    { id: 'children-age', es: '¿Cuántos años tienen?', en: 'How old are they?' },
  ],
  child: [
    { id: 'child-name', es: '¿Cómo se llama {your}?', en: 'What is {your} called?' },
    { id: 'child-age', es: '¿Cuántos años tiene?', en: 'How old is {he}?' },
  ],
  // «Tengo dos abuelos», «Tengo tres primos».
  relatives: [
    { id: 'relatives-near', es: '¿Viven cerca de ti?', en: 'Do they live near you?' },
    { id: 'relatives-often', es: '¿Los ves a menudo?', en: 'Do you see them often?' },
  ],
  relative: [
    { id: 'relative-name', es: '¿Cómo se llama {your}?', en: 'What is {your} called?' },
    { id: 'relative-near', es: '¿Vive cerca de ti?', en: 'Does {he} live near you?' },
  ],
  // «Tengo un perro».
  pet: [
    { id: 'pet-name', es: '¿Cómo se llama {your}?', en: 'What is {your} called?' },
    { id: 'pet-age', es: '¿Cuántos años tiene?', en: 'How old is it?' },
    { id: 'pet-size', es: '¿Es grande o {small}?', en: 'Is it big or small?' },
  ],
  // «Tengo dos gatos».
  pets: [
    { id: 'pets-names', es: '¿Cómo se llaman {your}?', en: 'What are {your} called?' },
    { id: 'pets-age', es: '¿Cuántos años tienen?', en: 'How old are they?' },
  ],
  // «Tengo un coche», «Tengo una bicicleta».
  possession: [
    { id: 'have-like', es: '¿Cómo es {your}?', en: 'What is {your} like?' },
    { id: 'have-new', es: '¿Es {new}?', en: 'Is it new?' },
  ],
  // «Me gusta cocinar», «Me gusta leer».
  likeVerbWhat: [
    { id: 'like-verb-what', es: '¿Qué te gusta {inf}?', en: 'What do you like to {inf}?', object: true },
    {
      id: 'like-verb-daily',
      es: '¿{Verb} todos los días?',
      en: 'Do you {Verb} every day?',
      objectSlot: true,
    },
    {
      id: 'like-verb-since',
      es: '¿Desde cuándo te gusta {inf}?',
      en: 'How long have you liked to {inf}?',
      richer: true,
    },
  ],
  // «Me gusta jugar».
  likeVerbPlay: [
    { id: 'like-play-what', es: '¿A qué te gusta jugar?', en: 'What do you like to play?' },
    { id: 'like-play-who', es: '¿Con quién juegas?', en: 'Who do you play with?' },
  ],
  // «Me gusta viajar», «Me gusta nadar».
  likeVerb: [
    { id: 'like-verb-often', es: '¿{Verb} a menudo?', en: 'Do you {Verb} often?', objectSlot: true },
    { id: 'like-verb-who', es: '¿Con quién {verb}?', en: 'Who do you {verb} with?', social: true },
    {
      id: 'like-verb-since',
      es: '¿Desde cuándo te gusta {inf}?',
      en: 'How long have you liked to {inf}?',
      richer: true,
    },
    { id: 'like-verb-why', es: '¿Por qué te gusta {inf}?', en: 'Why do you like to {inf}?', richer: true },
  ],
  // «Me gusta el fútbol».
  likeSport: [
    {
      id: 'like-sport-play',
      es: '¿Juegas o lo ves en la tele?',
      en: 'Do you play or do you watch it on TV?',
    },
    { id: 'like-sport-team', es: '¿Cuál es tu equipo favorito?', en: 'What is your favourite team?' },
    {
      id: 'like-sport-since',
      es: '¿Desde cuándo te gusta {thing}?',
      en: 'How long have you liked {thing}?',
      richer: true,
    },
  ],
  // «Me gusta la música».
  likeMusic: [
    { id: 'like-music-kind', es: '¿Qué música te gusta más?', en: 'What music do you like best?' },
    { id: 'like-music-play', es: '¿Tocas algún instrumento?', en: 'Do you play an instrument?' },
    { id: 'like-music-singer', es: '¿Tienes un cantante favorito?', en: 'Do you have a favourite singer?' },
  ],
  // «Me gustan las películas», «Me gusta el cine», «Me gustan los libros».
  likeKind: [
    { id: 'like-kind-which', es: '¿Qué {noun} te {gusta} más?', en: 'Which {noun} do you like best?' },
    { id: 'like-kind-why', es: '¿Por qué te {gusta} {thing}?', en: 'Why do you like {thing}?' },
    {
      id: 'like-kind-since',
      es: '¿Desde cuándo te {gusta} {thing}?',
      en: 'How long have you liked {thing}?',
      richer: true,
    },
  ],
  // «Me gusta el chocolate».
  likeThing: [
    { id: 'like-why', es: '¿Por qué te {gusta} {thing}?', en: 'Why do you like {thing}?' },
    {
      id: 'like-since',
      es: '¿Desde cuándo te {gusta} {thing}?',
      en: 'How long have you liked {thing}?',
      richer: true,
    },
  ],
  // «No me gusta el café».
  dislike: [
    { id: 'dislike-why', es: '¿Por qué no te {gusta} {thing}?', en: "Why don't you like {thing}?" },
    { id: 'dislike-instead', es: '¿Y qué te gusta más?', en: 'And what do you like more?' },
  ],
  // «Leo novelas», «Veo series».
  activityObject: [
    { id: 'activity-which', es: '¿Qué {noun} {verb}?', en: 'What {noun} do you {verb}?', object: true },
    {
      id: 'activity-often',
      es: '¿{Verb} todos los días?',
      en: 'Do you {Verb} every day?',
      objectSlot: true,
    },
    {
      id: 'activity-where',
      es: '¿Dónde {verb} normalmente?',
      en: 'Where do you usually {verb}?',
      richer: true,
    },
  ],
  // «Juego al tenis los sábados».
  activityPlay: [
    { id: 'play-who', es: '¿Con quién juegas {game}?', en: 'Who do you play {game} with?' },
    { id: 'play-where', es: '¿Dónde juegas {game}?', en: 'Where do you play {game}?' },
    {
      id: 'play-since',
      es: '¿Desde cuándo juegas {game}?',
      en: 'How long have you been playing {game}?',
      richer: true,
    },
  ],
  // «Nado en la piscina», «Voy al gimnasio».
  activity: [
    { id: 'activity-who', es: '¿Con quién {verb}?', en: 'Who do you {verb} with?', social: true },
    { id: 'activity-often', es: '¿{Verb} todos los días?', en: 'Do you {Verb} every day?' },
    { id: 'activity-like', es: '¿Te gusta mucho {inf}?', en: 'Do you like to {inf} a lot?' },
  ],
  // «Vivo en Valencia».
  city: [
    { id: 'city-best', es: '¿Qué es lo mejor de {city}?', en: 'What is the best thing about {city}?' },
    { id: 'city-life', es: '¿Cómo es la vida en {city}?', en: 'What is life like in {city}?' },
    { id: 'city-like', es: '¿Te gusta vivir allí?', en: 'Do you like living there?' },
    { id: 'city-since', es: '¿Desde cuándo vives allí?', en: 'How long have you lived there?', richer: true },
  ],
  // «Soy de Lima».
  origin: [
    { id: 'origin-best', es: '¿Qué es lo mejor de {city}?', en: 'What is the best thing about {city}?' },
    { id: 'origin-life', es: '¿Cómo es la vida en {city}?', en: 'What is life like in {city}?' },
    { id: 'origin-live', es: '¿Vives allí ahora?', en: 'Do you live there now?', asks: 'city' },
  ],
  tired: [
    { id: 'tired-sleep', es: '¿Dormiste mal?', en: 'Did you sleep badly?' },
    { id: 'tired-work', es: '¿Has trabajado mucho hoy?', en: 'Have you worked a lot today?' },
    { id: 'tired-why', es: '¿Qué has hecho hoy?', en: 'What have you done today?' },
  ],
  ill: [
    { id: 'ill-what', es: '¿Qué te pasa?', en: "What's wrong?" },
    { id: 'ill-doctor', es: '¿Has ido al médico?', en: 'Have you been to the doctor?' },
    { id: 'ill-since', es: '¿Desde cuándo estás así?', en: 'How long have you been like this?' },
  ],
  bad: [
    { id: 'bad-what', es: '¿Qué ha pasado?', en: 'What happened?' },
    { id: 'bad-talk', es: '¿Quieres hablar de ello?', en: 'Do you want to talk about it?' },
  ],
  good: [
    { id: 'good-why', es: '¿Algún motivo especial?', en: 'Any special reason?' },
    { id: 'good-day', es: '¿Qué tal tu día?', en: 'How is your day going?' },
    { id: 'good-plans', es: '¿Tienes planes para hoy?', en: 'Do you have plans for today?' },
  ],
  busy: [
    { id: 'busy-work', es: '¿Tienes mucho trabajo?', en: 'Do you have a lot of work?' },
    { id: 'busy-rest', es: '¿Cuándo puedes descansar?', en: 'When can you rest?' },
  ],
  nervous: [
    { id: 'nervous-exam', es: '¿Tienes un examen?', en: 'Do you have an exam?' },
    { id: 'nervous-what', es: '¿Qué ha pasado?', en: 'What happened?' },
  ],
  bored: [
    { id: 'bored-want', es: '¿Qué te apetece hacer?', en: 'What do you feel like doing?' },
    { id: 'bored-fun', es: '¿Qué haces para divertirte?', en: 'What do you do for fun?' },
  ],
  // «Ayer fui al cine».
  pastFilm: [
    { id: 'past-film-which', es: '¿Qué película viste?', en: 'What film did you see?' },
    { id: 'past-film-who', es: '¿Con quién fuiste?', en: 'Who did you go with?' },
    { id: 'past-film-like', es: '¿Te gustó la película?', en: 'Did you like the film?' },
  ],
  // «Fui al teatro».
  pastPlay: [
    { id: 'past-play-which', es: '¿Qué obra viste?', en: 'What play did you see?' },
    { id: 'past-play-who', es: '¿Con quién fuiste?', en: 'Who did you go with?' },
    { id: 'past-play-like', es: '¿Te gustó la obra?', en: 'Did you like the play?' },
  ],
  // «Fuimos a un restaurante».
  pastMeal: [
    { id: 'past-meal-what', es: '¿Qué comiste?', en: 'What did you eat?' },
    { id: 'past-meal-good', es: '¿Estaba buena la comida?', en: 'Was the food good?' },
    { id: 'past-meal-who', es: '¿Con quién fuiste?', en: 'Who did you go with?' },
  ],
  // «Fui al partido», «Fui al estadio».
  pastMatch: [
    { id: 'past-match-won', es: '¿Quién ganó?', en: 'Who won?' },
    { id: 'past-match-who', es: '¿Con quién fuiste?', en: 'Who did you go with?' },
  ],
  // «Fui a la playa», «Fui a la montaña».
  pastTrip: [
    { id: 'past-trip-weather', es: '¿Hizo buen tiempo?', en: 'Was the weather good?' },
    { id: 'past-trip-who', es: '¿Con quién fuiste?', en: 'Who did you go with?' },
    { id: 'past-trip-how', es: '¿Qué tal fue?', en: 'How did it go?' },
  ],
  // «Fui a una fiesta».
  pastParty: [
    { id: 'past-party-dance', es: '¿Bailaste mucho?', en: 'Did you dance a lot?' },
    { id: 'past-party-whose', es: '¿Era una fiesta de cumpleaños?', en: 'Was it a birthday party?' },
    { id: 'past-party-how', es: '¿Qué tal fue?', en: 'How did it go?' },
  ],
  // «Fui al parque», «Fui a Madrid».
  pastGo: [
    { id: 'past-go-who', es: '¿Con quién fuiste?', en: 'Who did you go with?' },
    { id: 'past-go-how', es: '¿Qué tal fue?', en: 'How did it go?' },
    { id: 'past-go-like', es: '¿Te gustó?', en: 'Did you like it?' },
  ],
  // «Vi una película», «Leí un libro», «Comí paella».
  pastObject: [
    { id: 'past-object-like', es: '¿Te {gusto} {thing}?', en: 'Did you like the {thing}?' },
    {
      id: 'past-object-where',
      es: '¿Dónde {did} {thing}?',
      en: 'Where did you {did} the {thing}?',
      object: true,
    },
    {
      id: 'past-object-who',
      es: '¿Con quién {did} {thing}?',
      en: 'Who did you {did} the {thing} with?',
      object: true,
      social: true,
    },
  ],
  // «Ayer nadé», «Bailé mucho».
  past: [
    { id: 'past-who', es: '¿Con quién {did}?', en: 'Who did you {did} with?', social: true },
    { id: 'past-where', es: '¿Dónde {did}?', en: 'Where did you {did}?' },
    { id: 'past-how', es: '¿Qué tal fue?', en: 'How did it go?' },
  ],
  // «Voy a viajar a México».
  planTrip: [
    { id: 'plan-trip-when', es: '¿Cuándo vas?', en: 'When are you going?' },
    { id: 'plan-trip-who', es: '¿Con quién vas?', en: 'Who are you going with?' },
    {
      id: 'plan-trip-long',
      es: '¿Cuánto tiempo vas a estar allí?',
      en: 'How long are you going to be there?',
      richer: true,
    },
  ],
  // «Voy a cocinar paella», «Mañana voy a estudiar».
  plan: [
    { id: 'plan-when', es: '¿Cuándo vas a {inf}?', en: 'When are you going to {inf}?' },
    { id: 'plan-who', es: '¿Con quién vas a {inf}?', en: 'Who are you going to {inf} with?', social: true },
    { id: 'plan-where', es: '¿Dónde vas a {inf}?', en: 'Where are you going to {inf}?' },
    { id: 'plan-keen', es: '¿Tienes ganas?', en: 'Are you looking forward to it?' },
  ],
};

/** A short reaction before the question, by situation family. */
export const FOLLOW_UP_REACTIONS: Readonly<Record<string, readonly Line[]>> = {
  work: [
    { es: '¡Qué interesante!', en: 'How interesting!' },
    { es: '¡Anda, qué bien!', en: 'Oh, great!' },
  ],
  family: [
    { es: '¡Qué bonito!', en: 'How lovely!' },
    { es: '¡Qué bien!', en: 'How nice!' },
  ],
  pet: [
    { es: '¡Qué bonito!', en: 'How lovely!' },
    { es: '¡Me encantan los animales!', en: 'I love animals!' },
  ],
  like: [
    { es: '¡Qué bien!', en: 'How nice!' },
    { es: '¡Qué interesante!', en: 'How interesting!' },
  ],
  dislike: [
    { es: 'Vaya.', en: 'Oh.' },
    { es: 'Entiendo.', en: 'I understand.' },
  ],
  place: [
    { es: '¡Qué bien!', en: 'How nice!' },
    { es: '¡Qué interesante!', en: 'How interesting!' },
  ],
  caring: [
    { es: 'Vaya, lo siento.', en: "Oh, I'm sorry." },
    { es: '¡Pobre!', en: 'Poor thing!' },
  ],
  happy: [
    { es: '¡Me alegro!', en: "I'm glad!" },
    { es: '¡Qué bien!', en: 'Great!' },
  ],
  past: [
    { es: '¡Qué bien!', en: 'How nice!' },
    { es: '¡Qué divertido!', en: 'What fun!' },
  ],
  plan: [
    { es: '¡Qué bien!', en: 'Great!' },
    { es: '¡Qué emocionante!', en: 'How exciting!' },
  ],
};

/** Where a follow-up about a place the learner went to can guess what happened there. */
export const PAST_PLACES: Readonly<Record<string, FollowUpSituation>> = {
  cine: 'pastFilm',
  teatro: 'pastPlay',
  restaurante: 'pastMeal',
  bar: 'pastMeal',
  partido: 'pastMatch',
  estadio: 'pastMatch',
  playa: 'pastTrip',
  montaña: 'pastTrip',
  campo: 'pastTrip',
  pueblo: 'pastTrip',
  excursión: 'pastTrip',
  fiesta: 'pastParty',
  cumpleaños: 'pastParty',
  boda: 'pastParty',
  concierto: 'pastParty',
  discoteca: 'pastParty',
};

/** Family nouns (lemma) with their English, singular and plural («mis padres» are parents). */
export const FAMILY: Readonly<
  Record<string, { kind: 'sibling' | 'child' | 'relative'; sg: string; pl: string }>
> = {
  hermano: { kind: 'sibling', sg: 'brother', pl: 'brothers' },
  hermana: { kind: 'sibling', sg: 'sister', pl: 'sisters' },
  hijo: { kind: 'child', sg: 'son', pl: 'children' },
  hija: { kind: 'child', sg: 'daughter', pl: 'daughters' },
  primo: { kind: 'relative', sg: 'cousin', pl: 'cousins' },
  tío: { kind: 'relative', sg: 'uncle', pl: 'uncles' },
  tía: { kind: 'relative', sg: 'aunt', pl: 'aunts' },
  abuelo: { kind: 'relative', sg: 'grandfather', pl: 'grandparents' },
  abuela: { kind: 'relative', sg: 'grandmother', pl: 'grandmothers' },
  prima: { kind: 'relative', sg: 'cousin', pl: 'cousins' },
  sobrina: { kind: 'relative', sg: 'niece', pl: 'nieces' },
  sobrino: { kind: 'relative', sg: 'nephew', pl: 'nephews' },
  nieto: { kind: 'child', sg: 'grandson', pl: 'grandchildren' },
  nieta: { kind: 'child', sg: 'granddaughter', pl: 'granddaughters' },
  novio: { kind: 'relative', sg: 'boyfriend', pl: 'boyfriends' },
  novia: { kind: 'relative', sg: 'girlfriend', pl: 'girlfriends' },
  marido: { kind: 'relative', sg: 'husband', pl: 'husbands' },
  esposo: { kind: 'relative', sg: 'husband', pl: 'husbands' },
  esposa: { kind: 'relative', sg: 'wife', pl: 'wives' },
};
/** Masculine plurals that name a mixed group when the feminine is also in the message. */
export const MIXED_FAMILY: Readonly<Record<string, string>> = {
  hermano: 'siblings',
  hijo: 'children',
  primo: 'cousins',
  tío: 'aunts and uncles',
  abuelo: 'grandparents',
  sobrino: 'nieces and nephews',
  nieto: 'grandchildren',
};

export const PETS = new Set([
  'perro',
  'gato',
  'pájaro',
  'pez',
  'conejo',
  'tortuga',
  'caballo',
  'hámster',
  'loro',
  'cerdo',
]);

/** Things one owns that «¿Cómo es tu…?» suits. */
export const POSSESSIONS = new Set([
  'coche',
  'casa',
  'piso',
  'bicicleta',
  'moto',
  'jardín',
  'ordenador',
  'móvil',
  'guitarra',
  'piano',
]);

/** Nouns one plays (jugar a): «¿Juegas o lo ves en la tele?». */
export const SPORTS = new Set([
  'fútbol',
  'baloncesto',
  'tenis',
  'voleibol',
  'béisbol',
  'balonmano',
  'golf',
  'pádel',
  'rugby',
  'hockey',
]);

/** Kinds of thing with sorts worth asking about: «¿Qué películas te gustan más?». */
export const KINDS = new Set([
  'película',
  'libro',
  'novela',
  'serie',
  'comida',
  'deporte',
  'fruta',
  'animal',
  'juego',
  'canción',
  'música',
  'color',
  'bebida',
  'plato',
  'país',
  'ciudad',
]);

/** Verbs whose liked activity takes an object worth asking about: «¿Qué te gusta cocinar?». */
export const OBJECT_VERBS = new Set([
  'cocinar',
  'leer',
  'comer',
  'ver',
  'escuchar',
  'beber',
  'escribir',
  'bailar',
  'cantar',
  'pintar',
  'estudiar',
  'visitar',
]);

/** Verbs of experience: «Vi una película» → «¿Te gustó la película?». */
export const EXPERIENCE_VERBS = new Set(['ver', 'leer', 'comer', 'beber', 'visitar', 'escuchar', 'probar']);

/**
 * Verbs the activity follow-ups leave alone: being, having, wanting, the tutor's own topics (vivir,
 * trabajar, estudiar: facts), gustar and the like.
 */
export const NOT_ACTIVITIES = new Set([
  'ser',
  'estar',
  'tener',
  'haber',
  'poder',
  'querer',
  'deber',
  'saber',
  'conocer',
  'creer',
  'pensar',
  'gustar',
  'encantar',
  'llamar',
  'vivir',
  'trabajar',
  'estudiar',
  'parecer',
  'sentir',
  'necesitar',
  'hablar',
  'entender',
  'decir',
  'llevar',
  'hacer',
  'preferir',
  'esperar',
  'venir',
  'dar',
  'poner',
  'quedar',
  'doler',
  'ir',
]);

/** Verbs one does with others: «¿Con quién viajas?» fits them. */
export const SOCIAL_VERBS = new Set([
  'viajar',
  'jugar',
  'bailar',
  'salir',
  'correr',
  'nadar',
  'cantar',
  'cocinar',
  'comer',
  'cenar',
  'ir',
  'caminar',
  'pasear',
  'estudiar',
  'ver',
  'montar',
  'entrenar',
  'practicar',
  'visitar',
  'tocar',
  'hablar',
  'celebrar',
]);

/** English for verbs whose first gloss would not read well in a question. */
export const VERB_ENGLISH: Readonly<Record<string, string>> = {
  ver: 'watch',
  escuchar: 'listen to',
  jugar: 'play',
  tocar: 'play',
  salir: 'go out',
  comer: 'eat',
};
