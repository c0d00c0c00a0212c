import type { GrammarNote } from '../types';

/** Grammar notes first needed by the B1 lessons (ids unique across every notes file). */
export const B1_LESSON_NOTES: readonly GrammarNote[] = [
  {
    id: 'b1-indirect-questions',
    title: {
      en: 'Indirect questions: preguntar si, qué, cuándo',
      es: 'Preguntas indirectas: preguntar si, qué, cuándo',
    },
    level: 'B1',
    keys: [['pregunta', 'indirecta'], ['indirect', 'question'], ['pregunto si'], ['reported', 'question']],
    answer: {
      basic: {
        es: 'Para repetir una pregunta de sí o no, usa «si»: «Me preguntó si tenía coche».',
        en: 'To repeat a yes/no question, use “si”: “He asked me if I had a car”.',
      },
      richer: {
        es: 'Sí o no: preguntar si. Otras preguntas: conservan qué, cuándo o dónde, con tilde: «Me preguntó dónde vivía».',
        en: 'Yes/no: preguntar si. Other questions keep qué, cuándo or dónde, with the accent: “He asked me where I lived”.',
      },
    },
    example: {
      es: 'Le pregunté si quería venir y cuándo llegaba.',
      en: 'I asked her whether she wanted to come and when she was arriving.',
    },
    more: {
      es: 'Para preguntar con cortesía: «¿Me podría decir dónde está la estación?», «¿Sabes si abren hoy?».',
      en: 'To ask politely: “Could you tell me where the station is?”, “Do you know if they are open today?”.',
    },
    explanation: {
      en: 'A reported or indirect question has no question marks. Yes/no questions are introduced by si (without an accent); other questions keep their question word with its accent (qué, cuándo, dónde, cuánto). After a past verb (preguntó, quería saber), the tenses shift back as in reported statements: ¿Tienes coche? → Me preguntó si tenía coche.',
      es: 'Una pregunta indirecta no lleva signos de interrogación. Las preguntas de sí o no se introducen con si (sin tilde); las demás conservan el interrogativo con su tilde (qué, cuándo, dónde, cuánto). Después de un verbo en pasado (preguntó, quería saber), los tiempos cambian como en el estilo indirecto: ¿Tienes coche? → Me preguntó si tenía coche.',
    },
  },
  {
    id: 'b1-dejar-de-seguir',
    title: {
      en: 'Dejar de + infinitive and seguir + gerund',
      es: 'Dejar de + infinitivo y seguir + gerundio',
    },
    level: 'B1',
    keys: [['dejar de'], ['seguir', 'gerundio'], ['seguir', 'gerund'], ['stop', 'doing'], ['keep', 'doing']],
    answer: {
      basic: {
        es: 'Dejar de + infinitivo es parar: «Dejé de fumar». Seguir + gerundio es continuar: «Sigo corriendo».',
        en: 'Dejar de + infinitive means to stop: “I stopped smoking”. Seguir + gerund means to go on: “I keep running”.',
      },
      richer: {
        es: 'Para un hábito que termina, dejar de + infinitivo; para uno que continúa, seguir + gerundio: «Sigue viviendo en Madrid».',
        en: 'For a habit that ends, dejar de + infinitive; for one that goes on, seguir + gerund: “She still lives in Madrid”.',
      },
    },
    example: {
      es: 'Dejé el gimnasio en mayo, pero sigo nadando.',
      en: 'I left the gym in May, but I still swim.',
    },
    more: {
      es: 'Seguir nunca lleva infinitivo: se dice «sigo estudiando», no «sigo estudiar». En negativo: «sigo sin entenderlo».',
      en: 'Seguir never takes the infinitive: say “sigo estudiando”, not “sigo estudiar”. In the negative: “I still do not understand it”.',
    },
    explanation: {
      en: 'Dejar de + infinitive says that a habit or action stops (he dejado de tomar café). Seguir + gerund says that it goes on, like English “still” or “keep doing” (sigue lloviendo). Seguir sin + infinitive is the negative: something still has not happened (sigo sin trabajo, sigo sin saberlo).',
      es: 'Dejar de + infinitivo indica que un hábito o una acción termina (he dejado de tomar café). Seguir + gerundio indica que continúa (sigue lloviendo). Seguir sin + infinitivo es la forma negativa: algo todavía no ha ocurrido (sigo sin saberlo).',
    },
  },
  {
    id: 'b1-accidental-se',
    title: {
      en: 'Accidental se: se me ha perdido, se me olvidó',
      es: 'El se accidental: se me ha perdido, se me olvidó',
    },
    level: 'B1',
    keys: [['se me'], ['se accidental'], ['accidental', 'se'], ['se me olvido'], ['se me ha perdido']],
    answer: {
      basic: {
        es: 'Para algo que pasa sin querer: «se me ha perdido la maleta», «se me olvidó la llave».',
        en: 'For something that happens by accident: “I have lost my suitcase”, “I forgot the key”.',
      },
      richer: {
        es: 'Se + me, te, le… + verbo: la cosa es el sujeto y la persona lo sufre: «se me rompieron las gafas».',
        en: 'Se + me, te, le… + verb: the thing is the subject and the person just suffers it: “my glasses broke”.',
      },
    },
    example: {
      es: 'Se nos olvidaron los pasaportes en el hotel.',
      en: 'We left our passports at the hotel.',
    },
    more: {
      es: 'El verbo concuerda con la cosa: «se me cayó el móvil», pero «se me cayeron las llaves».',
      en: 'The verb agrees with the thing: “I dropped my phone”, but “I dropped my keys”.',
    },
    explanation: {
      en: 'Spanish presents accidents as things that happen to you: se + indirect pronoun (me, te, le, nos, os, les) + verb in the third person, agreeing with the thing: se me ha perdido el billete, se le rompieron las gafas. It sounds less like your fault than «he perdido el billete». Common verbs: olvidar, perder, romper, caer, acabar, estropear.',
      es: 'El español presenta los accidentes como algo que te ocurre: se + pronombre de objeto indirecto (me, te, le, nos, os, les) + verbo en tercera persona, que concuerda con la cosa: se me ha perdido el billete, se le rompieron las gafas. Suena menos culpable que «he perdido el billete». Verbos frecuentes: olvidar, perder, romper, caer, acabar, estropear.',
    },
  },
  {
    id: 'b1-argument-connectors',
    title: {
      en: 'Connectors to argue: aun así, mientras que, al fin y al cabo',
      es: 'Conectores para argumentar: aun así, mientras que, al fin y al cabo',
    },
    level: 'B1',
    keys: [
      ['aun asi'],
      ['mientras que'],
      ['al fin y al cabo'],
      ['conectores', 'argumentar'],
      ['connectors', 'argue'],
    ],
    answer: {
      basic: {
        es: 'Aun así es «even so»; mientras que compara dos ideas; al fin y al cabo es «after all».',
        en: 'Aun así means “even so”; mientras que compares two ideas; al fin y al cabo means “after all”.',
      },
      richer: {
        es: 'Aun así admite algo y mantiene tu idea; mientras que contrasta; al fin y al cabo da el argumento final.',
        en: 'Aun así admits something and keeps your point; mientras que contrasts; al fin y al cabo gives the final argument.',
      },
    },
    example: {
      es: 'Es caro; aun así, merece la pena.',
      en: 'It is expensive; even so, it is worth it.',
    },
    more: {
      es: 'Al contrario niega lo anterior: «¿Es aburrido? Al contrario, es muy divertido».',
      en: 'Al contrario denies what came before: “Is it boring? On the contrary, it is great fun”.',
    },
    explanation: {
      en: 'In a discussion, connectors show how your idea relates to the other person’s: aun así concedes a point but keeps your position (tienes razón; aun así, no estoy de acuerdo); mientras que contrasts two facts in one sentence (yo voy en bici, mientras que él conduce); al fin y al cabo introduces the reason that settles the matter; al contrario rejects what was just said.',
      es: 'En una discusión, los conectores muestran la relación entre tu idea y la del otro: aun así concede algo pero mantiene tu postura (tienes razón; aun así, no estoy de acuerdo); mientras que contrasta dos hechos en una frase (yo voy en bici, mientras que él conduce); al fin y al cabo introduce la razón que lo decide; al contrario rechaza lo que se acaba de decir.',
    },
  },
  {
    id: 'b1-ya-no-todavia',
    title: {
      en: 'Ya no and todavía: what has changed and what has not',
      es: 'Ya no y todavía: lo que ha cambiado y lo que no',
    },
    level: 'B1',
    keys: [['ya no'], ['todavia', 'ya'], ['no longer'], ['still', 'anymore']],
    answer: {
      basic: {
        es: 'Ya no es «no longer»: «ya no fumo». Todavía es «still»: «todavía vivo aquí».',
        en: 'Ya no means “no longer”: “I don’t smoke anymore”. Todavía means “still”: “I still live here”.',
      },
      richer: {
        es: 'Ya no: algo que pasaba y terminó. Todavía o seguir + gerundio: algo que continúa. Todavía no: algo que esperamos.',
        en: 'Ya no: something that used to happen and stopped. Todavía or seguir + gerund: it goes on. Todavía no: something still expected.',
      },
    },
    example: {
      es: 'Ya no trabajo en el banco, pero todavía vivo aquí.',
      en: 'I no longer work at the bank, but I still live here.',
    },
    more: {
      es: 'Todavía no se usa para lo que aún no ha pasado: «todavía no he terminado».',
      en: 'Todavía no is used for what has not happened yet: “I have not finished yet”.',
    },
    explanation: {
      en: 'Ya no + verb says that something that used to be true has stopped (ya no vivo en Sevilla). Todavía (or aún) + verb says that it is still true (todavía vivo en Sevilla), like seguir + gerund (sigo viviendo). Todavía no says that something expected has not happened yet (todavía no ha llegado).',
      es: 'Ya no + verbo indica que algo que era verdad ha dejado de serlo (ya no vivo en Sevilla). Todavía (o aún) + verbo indica que sigue siendo verdad (todavía vivo en Sevilla), como seguir + gerundio (sigo viviendo). Todavía no indica que algo esperado aún no ha ocurrido (todavía no ha llegado).',
    },
  },
];

/** The B1 lessons' grammar points (exact string) → the id of the note that answers each. */
export const B1_LESSON_GRAMMAR: Readonly<Record<string, string>> = {
  // Unit 4: at work
  'Relative clauses with que and donde: la empresa donde trabajo': 'relatives-basic',
  'Busco un trabajo que sea…: the subjunctive for what you look for': 'relative-subjunctive',
  'Es necesario que + subjunctive in meetings': 'subjunctive-impersonal',
  'Para que + subjunctive: a purpose with another subject': 'para-que',
  'Lo que to sum up an idea: lo que pasa es que…': 'lo-que',
  'Polite conditional for complaints: querría, ¿podrían…?': 'polite-requests',
  'Two pronouns together: me lo, se lo': 'se-lo',
  'Relative pronouns after a preposition: con la que, en el que': 'preposition-relative',
  'Lo que más me gusta es…': 'lo-que',
  // Unit 5: news, media and technology
  'Reported speech in the past: dijo que + imperfect or preterite': 'reported-speech-past',
  'Reporting verbs: explicar, reconocer, anunciar que…': 'reported-speech-present',
  'Indirect questions: preguntar si / qué / cuándo': 'b1-indirect-questions',
  'The passive with ser: fue publicado por…': 'passive-ser',
  'Si + present for real conditions: si no funciona, reinícialo': 'si-clauses',
  'Pronouns with commands and infinitives: dígamelo, tiene que reiniciarlo': 'commands-pronouns',
  'Se lo / se la with usted: se lo mando hoy': 'se-lo',
  // Unit 6: health and the planet
  'Es bueno que / conviene que + subjunctive': 'subjunctive-impersonal',
  'Dejar de + infinitive and seguir + gerund': 'b1-dejar-de-seguir',
  'Passive se for rules: aquí se separa el vidrio': 'passive-se',
  'Cuando + subjunctive for the future: cuando haya menos coches…': 'cuando-subjunctive',
  'Si + present + future: si no hacemos nada, subirá…': 'si-clauses',
  'Para + infinitive or para que + subjunctive': 'para-que',
  // Unit 7: people around us
  'Relative clauses about people: un amigo que…, una amiga con la que…': 'relatives-basic',
  'Ser for character, estar for mood: es nervioso / está nervioso': 'ser-estar-meaning-change',
  'Two pronouns in the past: se lo dije, me lo prometiste': 'se-lo',
  'Te pido que + subjunctive; que no vuelva a pasar': 'subjunctive-influence',
  'Busco un piso que tenga…: the subjunctive in relative clauses': 'relative-subjunctive',
  // Unit 8: money and learning
  'Pronouns with infinitives: quiero abrirla, ¿puedo pagarlo a plazos?': 'pronoun-position',
  'Aunque + indicative for a known fact: aunque gano poco, ahorro': 'aunque',
  'Todavía no and ya with the present perfect: todavía no ha llegado': 'present-perfect',
  'Cuando + subjunctive for plans: cuando termine la carrera…': 'cuando-subjunctive',
  'Ojalá + subjunctive for hopes: ojalá apruebe': 'ojala',
  // Unit 9: travel and leisure
  'Accidental se: se me ha perdido, se me olvidó': 'b1-accidental-se',
  'Passive with ser in reports: fue robado, fueron cancelados': 'passive-ser',
  'Lo mejor de… and lo que más me gustó': 'lo-adjective',
  'Me ha parecido…: the present perfect for something just finished': 'present-perfect',
  'Se for customs: se celebra, se baila, se lleva': 'se-customs',
  // Unit 10: customs and opinions
  'Es normal que / es costumbre que + subjunctive': 'subjunctive-impersonal',
  'Te lo regalo, se lo he comprado: two pronouns with gifts': 'double-object-order',
  'Me parece que + indicative, no me parece que + subjunctive': 'creo-no-creo',
  'Me parece fatal / genial que + subjunctive': 'subjunctive-emotion',
  'Connectors to argue: aun así, mientras que, al fin y al cabo': 'b1-argument-connectors',
  'Ya no and todavía: ya no vivo allí, todavía trabajo aquí': 'b1-ya-no-todavia',
};
