/** Grammar notes on verb patterns: gustar and its kind, reflexives, verb pairs, periphrases, verbs of change. */
import type { GrammarNote } from './types';

export const VERB_PHRASE_NOTES: readonly GrammarNote[] = [
  {
    id: 'gustar',
    title: { en: 'Gustar', es: 'Gustar' },
    level: 'A1',
    keys: [['gustar'], ['gusta', 'gustan'], ['me gusta'], ['to like']],
    answer: {
      basic: {
        es: 'Con «gustar», lo que te gusta es el sujeto: «me gusta el café», «me gustan los perros».',
        en: 'With “gustar”, what you like is the subject: “I like coffee”, “I like dogs”.',
      },
      richer: {
        es: '«Gustar» funciona al revés: concuerda con la cosa, y la persona va con «me, te, le»: «Le gustan las flores».',
        en: '“Gustar” works the other way round: it agrees with the thing, and the person goes with “me, te, le”: “She likes flowers”.',
      },
    },
    example: {
      es: 'Me gusta la música, pero no me gustan los conciertos.',
      en: 'I like music, but I don’t like concerts.',
    },
    more: {
      es: 'Para preguntar: «¿Te gusta el chocolate?». Para responder: «Sí, me encanta» o «No, no mucho».',
      en: 'To ask: “Do you like chocolate?”. To answer: “Yes, I love it” or “No, not much”.',
    },
    explanation: {
      en: 'Gustar means “to be pleasing”: the thing liked is the subject and the verb agrees with it (me gusta el libro, me gustan los libros), while the person who likes is an indirect object pronoun (me, te, le, nos, os, les).',
      es: 'Gustar significa «agradar»: lo que gusta es el sujeto y el verbo concuerda con ello (me gusta el libro, me gustan los libros), mientras que la persona a la que le gusta es un pronombre de objeto indirecto (me, te, le, nos, os, les).',
    },
  },
  {
    id: 'gustar-pronouns',
    title: { en: 'Me, te, le, nos, os, les with gustar', es: 'Me, te, le, nos, os, les con gustar' },
    level: 'A1',
    keys: [
      ['me', 'te', 'le'],
      ['nos', 'os', 'les'],
      ['le', 'gusta'],
      ['les', 'gusta'],
      ['a mi', 'me gusta'],
    ],
    answer: {
      basic: {
        es: 'La persona va con «me, te, le, nos, os, les»: «Nos gusta bailar», «¿Os gusta?».',
        en: 'The person goes with “me, te, le, nos, os, les”: “We like dancing”, “Do you like it?”.',
      },
      richer: {
        es: 'Para aclarar o contrastar se añade «a» + persona: «A Ana le gusta el té; a mí, el café».',
        en: 'To clarify or contrast, add “a” + person: “Ana likes tea; me, coffee”.',
      },
    },
    example: { es: 'A mis padres les gusta mucho viajar.', en: 'My parents really like travelling.' },
    more: {
      es: 'Con «a» + nombre se mantiene el pronombre: «A Pedro le gusta», «A mis hijos les gustan los gatos».',
      en: 'With “a” + noun the pronoun stays: “Pedro likes it”, “My children like cats”.',
    },
    explanation: {
      en: 'With gustar the person is shown by an indirect object pronoun: me, te, le (él, ella, usted), nos, os, les (ellos, ellas, ustedes). A phrase with a (a mí, a ti, a Ana, a mis padres) can be added for emphasis or clarity, but the pronoun stays: A Ana le gusta.',
      es: 'Con gustar, la persona se indica con un pronombre de objeto indirecto: me, te, le (él, ella, usted), nos, os, les (ellos, ellas, ustedes). Se puede añadir una frase con a (a mí, a ti, a Ana, a mis padres) para dar énfasis o aclarar, pero el pronombre se mantiene: A Ana le gusta.',
    },
  },
  {
    id: 'gustar-infinitive',
    title: { en: 'Gustar + infinitive', es: 'Gustar + infinitivo' },
    level: 'A1',
    keys: [
      ['gusta', 'infinitivo'],
      ['gustar', 'infinitive'],
      ['gusta', 'bailar'],
      ['like', 'doing'],
    ],
    answer: {
      basic: {
        es: 'Con un verbo, siempre «gusta» en singular: «Me gusta bailar», «Me gusta leer y cocinar».',
        en: 'With a verb, always singular “gusta”: “I like dancing”, “I like reading and cooking”.',
      },
      richer: {
        es: 'Un infinitivo, o varios, cuenta como singular: «Nos gusta viajar y conocer gente». Con nombres en plural: «gustan».',
        en: 'One infinitive, or several, counts as singular: “We like travelling and meeting people”. With plural nouns: “gustan”.',
      },
    },
    example: { es: 'Me gusta correr por la mañana.', en: 'I like running in the morning.' },
    more: {
      es: 'Para preferencias: «Prefiero leer a ver la tele». Y para lo que te apetece: «Me apetece salir».',
      en: 'For preferences: “I prefer reading to watching TV”. And for what you feel like: “I feel like going out”.',
    },
    explanation: {
      en: 'When what you like is an activity, gustar takes an infinitive and stays singular, even with several infinitives: Me gusta bailar, nos gusta cocinar y comer. Spanish uses the infinitive where English uses “-ing” or “to”.',
      es: 'Cuando lo que gusta es una actividad, gustar lleva un infinitivo y va en singular, incluso con varios infinitivos: Me gusta bailar, nos gusta cocinar y comer. El español usa el infinitivo donde el inglés usa «-ing» o «to».',
    },
  },
  {
    id: 'verbs-like-gustar',
    title: {
      en: 'Verbs like gustar: encantar, doler, interesar',
      es: 'Verbos como gustar: encantar, doler, interesar',
    },
    level: 'A2',
    keys: [
      ['encantar'],
      ['doler'],
      ['duele'],
      ['interesar'],
      ['molestar'],
      ['como', 'gustar'],
      ['like', 'gustar'],
      ['hurt'],
    ],
    answer: {
      basic: {
        es: '«Encantar», «interesar», «molestar» y «doler» funcionan como «gustar»: «Me duele la cabeza», «Me duelen los pies».',
        en: '“Encantar”, “interesar”, “molestar” and “doler” work like “gustar”: “My head hurts”, “My feet hurt”.',
      },
      richer: {
        es: 'Concuerda con lo que duele o gusta. Con el cuerpo, artículo y no posesivo: «Me duele la espalda».',
        en: 'It agrees with what hurts or pleases. With the body, an article and not a possessive: “My back hurts”.',
      },
    },
    example: { es: 'Me duelen los pies y me duele la cabeza.', en: 'My feet hurt and my head hurts.' },
    more: {
      es: 'Otros: «Me interesa la historia», «Me molesta el ruido», «Nos encantan las películas».',
      en: 'Others: “History interests me”, “Noise bothers me”, “We love films”.',
    },
    explanation: {
      en: 'Encantar, interesar, importar, molestar, apetecer, parecer and doler follow the gustar pattern: indirect object pronoun + verb agreeing with the thing (me duele la cabeza, me duelen las piernas). Body parts take the definite article, because the pronoun already shows whose they are.',
      es: 'Encantar, interesar, importar, molestar, apetecer, parecer y doler siguen el modelo de gustar: pronombre de objeto indirecto + verbo que concuerda con la cosa (me duele la cabeza, me duelen las piernas). Las partes del cuerpo llevan artículo definido, porque el pronombre ya indica de quién son.',
    },
  },
  {
    id: 'reflexive-verbs',
    title: { en: 'Reflexive verbs', es: 'Los verbos reflexivos' },
    level: 'A1',
    keys: [['reflexivos'], ['reflexivo'], ['reflexive'], ['reflexives'], ['levantarse'], ['pronominales']],
    answer: {
      basic: {
        es: 'Los verbos reflexivos llevan «me, te, se, nos, os, se»: «me levanto», «te duchas», «se acuesta».',
        en: 'Reflexive verbs take “me, te, se, nos, os, se”: “I get up”, “you have a shower”, “she goes to bed”.',
      },
      richer: {
        es: 'El pronombre concuerda con el sujeto: la acción vuelve a él. Sin pronombre cambia: «lavo el coche», «me lavo».',
        en: 'The pronoun agrees with the subject: the action comes back to it. Without the pronoun it changes: “I wash the car”, “I wash myself”.',
      },
    },
    example: {
      es: 'Me levanto a las siete y me ducho rápido.',
      en: 'I get up at seven and have a quick shower.',
    },
    more: {
      es: 'Con partes del cuerpo y ropa, artículo: «Me lavo las manos», «Se pone el abrigo».',
      en: 'With body parts and clothes, an article: “I wash my hands”, “He puts his coat on”.',
    },
    explanation: {
      en: 'Reflexive verbs carry a pronoun matching the subject (me, te, se, nos, os, se), placed before a conjugated verb or attached to an infinitive: me levanto, voy a levantarme. Many daily-routine verbs are reflexive (levantarse, ducharse, vestirse, acostarse), and with body parts and clothes Spanish uses the article, not a possessive.',
      es: 'Los verbos reflexivos llevan un pronombre que concuerda con el sujeto (me, te, se, nos, os, se), delante del verbo conjugado o unido al infinitivo: me levanto, voy a levantarme. Muchos verbos de la rutina son reflexivos (levantarse, ducharse, vestirse, acostarse), y con partes del cuerpo y ropa se usa el artículo, no el posesivo.',
    },
  },
  {
    id: 'irse-dormirse',
    title: { en: 'Ir vs irse, dormir vs dormirse', es: 'Ir o irse, dormir o dormirse' },
    level: 'A2',
    keys: [['irse'], ['dormirse'], ['ir', 'irse'], ['dormir', 'dormirse'], ['me voy']],
    answer: {
      basic: {
        es: '«Ir» es ir a un sitio; «irse» es marcharse: «Me voy». «Dormir» es estar dormido; «dormirse», empezar a dormir.',
        en: '“Ir” is to go to a place; “irse” is to leave: “I’m leaving”. “Dormir” is to sleep; “dormirse”, to fall asleep.',
      },
      richer: {
        es: 'El pronombre cambia el matiz: «irse» es dejar un lugar; «dormirse», quedarse dormido; «comerse», comérselo todo.',
        en: 'The pronoun changes the nuance: “irse” is to leave a place; “dormirse”, to fall asleep; “comerse”, to eat it all up.',
      },
    },
    example: {
      es: 'Me voy a casa, que me duermo en el sofá.',
      en: 'I’m going home, because I’m falling asleep on the sofa.',
    },
    more: {
      es: 'Compara: «Voy a Madrid» (destino) y «Me voy de Madrid» (salgo de allí).',
      en: 'Compare: “I’m going to Madrid” (destination) and “I’m leaving Madrid” (I go away from there).',
    },
    explanation: {
      en: 'Some verbs change meaning with a pronoun: ir (go somewhere) / irse (leave), dormir (sleep) / dormirse (fall asleep), llevar (carry) / llevarse (take away), comer (eat) / comerse (eat up). The pronominal form usually stresses the start, the departure or the completeness of the action.',
      es: 'Algunos verbos cambian de sentido con el pronombre: ir / irse (marcharse), dormir / dormirse (quedarse dormido), llevar / llevarse, comer / comerse (comerlo todo). La forma pronominal suele subrayar el inicio, la salida o que la acción se completa.',
    },
  },
  {
    id: 'reciprocal',
    title: { en: 'Reciprocal se and nos', es: 'El se y el nos recíprocos' },
    level: 'A2',
    keys: [['reciproco'], ['reciprocos'], ['reciprocal'], ['each', 'other'], ['uno', 'al', 'otro']],
    answer: {
      basic: {
        es: '«Nos» y «se» también significan «each other»: «Nos queremos», «Se escriben mucho».',
        en: '“Nos” and “se” also mean “each other”: “We love each other”, “They write to each other a lot”.',
      },
      richer: {
        es: 'En plural, «nos», «os» y «se» pueden ser recíprocos: «Se conocen desde niños». Para aclarar: «el uno al otro».',
        en: 'In the plural, “nos”, “os” and “se” can be reciprocal: “They’ve known each other since childhood”. To clarify: “el uno al otro”.',
      },
    },
    example: {
      es: 'Mi hermano y yo nos escribimos mucho.',
      en: 'My brother and I write to each other a lot.',
    },
    more: {
      es: 'Con «se» a veces hay dos lecturas: «Se miran» puede ser «a sí mismos» o «el uno al otro».',
      en: 'With “se” there are sometimes two readings: “Se miran” can be “at themselves” or “at each other”.',
    },
    explanation: {
      en: 'With plural subjects, nos, os and se can express a reciprocal action (each other): nos vemos, os conocéis, se abrazan. When it could also be reflexive, add el uno al otro / los unos a los otros (or mutuamente) to make it clear.',
      es: 'Con sujetos plurales, nos, os y se pueden expresar una acción recíproca: nos vemos, os conocéis, se abrazan. Cuando también podría ser reflexiva, se añade el uno al otro / los unos a los otros (o mutuamente) para aclararlo.',
    },
  },
  {
    id: 'quedar-fit',
    title: { en: 'Quedar for how clothes fit', es: 'Quedar para la ropa' },
    level: 'A1',
    keys: [['quedar', 'bien'], ['me queda'], ['queda', 'grande'], ['fit'], ['fits'], ['quedar', 'ropa']],
    answer: {
      basic: {
        es: '«Quedar» con ropa funciona como «gustar»: «Me queda bien», «Los pantalones me quedan grandes».',
        en: '“Quedar” with clothes works like “gustar”: “It fits me well”, “The trousers are too big for me”.',
      },
      richer: {
        es: 'Concuerda con la prenda: «La falda te queda corta», «Estos zapatos me quedan pequeños». «Bien» y «mal» no cambian.',
        en: 'It agrees with the garment: “The skirt is too short on you”, “These shoes are too small for me”. “Bien” and “mal” don’t change.',
      },
    },
    example: { es: '¿Qué tal me queda este vestido?', en: 'How does this dress look on me?' },
    more: {
      es: 'Para probar ropa: «¿Me lo puedo probar?». Y para otra talla: «¿Tiene una talla más?».',
      en: 'To try clothes on: “Can I try it on?”. And for another size: “Do you have a size up?”.',
    },
    explanation: {
      en: 'For fit and appearance, quedar works like gustar: indirect object pronoun + quedar agreeing with the garment + bien, mal or an adjective: me queda bien, te quedan grandes, la chaqueta le queda estrecha.',
      es: 'Para la talla y cómo sienta la ropa, quedar funciona como gustar: pronombre de objeto indirecto + quedar concordando con la prenda + bien, mal o un adjetivo: me queda bien, te quedan grandes, la chaqueta le queda estrecha.',
    },
  },
  {
    id: 'saber-conocer',
    title: { en: 'Saber vs conocer', es: 'Saber o conocer' },
    level: 'A1',
    keys: [['saber', 'conocer'], ['to know'], ['se', 'conozco'], ['know', 'spanish']],
    answer: {
      basic: {
        es: '«Saber»: datos y habilidades. «Sé nadar», «Sé dónde vive». «Conocer»: personas y lugares. «Conozco a Ana».',
        en: '“Saber”: facts and skills. “I can swim”, “I know where she lives”. “Conocer”: people and places. “I know Ana”.',
      },
      richer: {
        es: '«Saber» + información o infinitivo: «sé la respuesta», «sé cocinar». «Conocer» es familiaridad: «conozco Lima», «conozco a tu hermano».',
        en: '“Saber” + information or infinitive: “I know the answer”, “I can cook”. “Conocer” is familiarity: “I know Lima”, “I know your brother”.',
      },
    },
    example: {
      es: 'No conozco a su novio, pero sé que es médico.',
      en: 'I don’t know her boyfriend, but I know he’s a doctor.',
    },
    more: {
      es: 'En pasado cambian: «conocí a Ana» es «I met Ana»; «supe la verdad» es «I found out the truth».',
      en: 'In the past they change: “conocí a Ana” is “I met Ana”; “supe la verdad” is “I found out the truth”.',
    },
    explanation: {
      en: 'Saber is knowing information (a fact, an answer, que…, dónde…) or knowing how to do something (saber + infinitive: sé nadar). Conocer is being acquainted or familiar with a person, place or thing (conozco a Marta, conozco Lima); people take the personal a.',
      es: 'Saber es tener una información (un dato, una respuesta, que…, dónde…) o saber hacer algo (saber + infinitivo: sé nadar). Conocer es tener trato o familiaridad con una persona, un lugar o una cosa (conozco a Marta, conozco Lima); las personas llevan la a personal.',
    },
  },
  {
    id: 'pedir-preguntar',
    title: { en: 'Pedir vs preguntar', es: 'Pedir o preguntar' },
    level: 'A1',
    keys: [['pedir', 'preguntar'], ['ask', 'for'], ['ask', 'spanish'], ['to ask']],
    answer: {
      basic: {
        es: '«Preguntar» busca información: «Pregunto la hora». «Pedir» busca cosas o favores: «Pido un café».',
        en: '“Preguntar” seeks information: “I ask the time”. “Pedir” seeks things or favours: “I ask for a coffee”.',
      },
      richer: {
        es: '«Preguntar» + pregunta o «si», «dónde»: «Le pregunté si venía». «Pedir» + cosa o «que» + subjuntivo: «Le pedí que viniera».',
        en: '“Preguntar” + question or “si”, “dónde”: “I asked him if he was coming”. “Pedir” + thing or “que” + subjunctive: “I asked him to come”.',
      },
    },
    example: {
      es: 'Voy a preguntar el precio y a pedir la cuenta.',
      en: 'I’m going to ask the price and ask for the bill.',
    },
    more: {
      es: '«Hacer una pregunta» es «to ask a question». Y «preguntar por» alguien: «Tu madre preguntó por ti».',
      en: '“Hacer una pregunta” is “to ask a question”. And “preguntar por” someone: “Your mother asked about you”.',
    },
    explanation: {
      en: 'Preguntar is asking for information (preguntar la hora, preguntar si…, preguntar dónde…); pedir is requesting something or asking someone to do something (pedir un café, pedir ayuda, pedir que + subjunctive). Preguntar por means to ask after someone or something.',
      es: 'Preguntar es solicitar información (preguntar la hora, preguntar si…, preguntar dónde…); pedir es solicitar algo o que alguien haga algo (pedir un café, pedir ayuda, pedir que + subjuntivo). Preguntar por significa interesarse por alguien o algo.',
    },
  },
  {
    id: 'estar-gerund',
    title: { en: 'Estar + gerund', es: 'Estar + gerundio' },
    level: 'A1',
    keys: [
      ['gerundio'],
      ['gerund'],
      ['estar', 'gerundio'],
      ['progresivo'],
      ['progressive'],
      ['continuous'],
      ['ando', 'iendo'],
    ],
    answer: {
      basic: {
        es: '«Estar» + gerundio es lo que pasa ahora mismo: «Estoy comiendo», «¿Qué estás haciendo?».',
        en: '“Estar” + gerund is what is happening right now: “I’m eating”, “What are you doing?”.',
      },
      richer: {
        es: 'Gerundio: -ando (hablando) e -iendo (comiendo, viviendo). Para planes futuros se usa el presente: «Mañana trabajo».',
        en: 'Gerund: -ando (hablando) and -iendo (comiendo, viviendo). For future plans the present is used: “I’m working tomorrow”.',
      },
    },
    example: { es: 'No puedo hablar ahora, estoy conduciendo.', en: 'I can’t talk now, I’m driving.' },
    more: {
      es: 'Hay gerundios irregulares: «leyendo», «durmiendo», «pidiendo», «diciendo».',
      en: 'There are irregular gerunds: “leyendo”, “durmiendo”, “pidiendo”, “diciendo”.',
    },
    explanation: {
      en: 'Estar + gerund (-ando for -ar verbs, -iendo for -er/-ir) stresses an action in progress: Estoy leyendo. It is used less than the English “-ing”: the simple present covers habits and the near future (Mañana trabajo), and the gerund never works as a noun (Me gusta nadar, not nadando).',
      es: 'Estar + gerundio (-ando en los verbos en -ar, -iendo en -er/-ir) subraya una acción en curso: Estoy leyendo. Se usa menos que el «-ing» inglés: el presente simple sirve para hábitos y futuro cercano (Mañana trabajo), y el gerundio nunca funciona como nombre (Me gusta nadar).',
    },
  },
  {
    id: 'soler',
    title: { en: 'Soler + infinitive', es: 'Soler + infinitivo' },
    level: 'A2',
    keys: [['soler'], ['suelo'], ['solia'], ['usually'], ['habitos'], ['habits']],
    answer: {
      basic: {
        es: '«Soler» + infinitivo es hacer algo por costumbre: «Suelo cenar a las nueve».',
        en: '“Soler” + infinitive means doing something out of habit: “I usually have dinner at nine”.',
      },
      richer: {
        es: '«Suelo» para hábitos de ahora; «solía» para el pasado: «Solía ir a la playa». Nunca va sin infinitivo.',
        en: '“Suelo” for current habits; “solía” for the past: “I used to go to the beach”. It never goes without an infinitive.',
      },
    },
    example: {
      es: 'En España se suele cenar bastante tarde.',
      en: 'In Spain people usually have dinner quite late.',
    },
    more: {
      es: 'También para costumbres: «En Navidad solemos comer en casa de mis abuelos».',
      en: 'Also for customs: “At Christmas we usually eat at my grandparents’ house”.',
    },
    explanation: {
      en: 'Soler + infinitive expresses habit: suelo levantarme temprano (I usually get up early). It is used mainly in the present (suelo) and the imperfect (solía, “used to”), and always needs an infinitive; with se it states general customs: se suele cenar tarde.',
      es: 'Soler + infinitivo expresa costumbre: suelo levantarme temprano. Se usa sobre todo en presente (suelo) y en imperfecto (solía), y siempre necesita un infinitivo; con se expresa costumbres generales: se suele cenar tarde.',
    },
  },
  {
    id: 'acabar-de',
    title: { en: 'Acabar de + infinitive', es: 'Acabar de + infinitivo' },
    level: 'A2',
    keys: [['acabar de'], ['acabo de'], ['have', 'just'], ['just', 'done'], ['acabar']],
    answer: {
      basic: {
        es: '«Acabar de» + infinitivo es algo que pasó hace muy poco: «Acabo de llegar».',
        en: '“Acabar de” + infinitive is something that happened very recently: “I’ve just arrived”.',
      },
      richer: {
        es: 'En presente: «acabo de comer» (I have just eaten). En imperfecto: «acababa de salir» (he had just left).',
        en: 'In the present: “acabo de comer” (I have just eaten). In the imperfect: “acababa de salir” (he had just left).',
      },
    },
    example: {
      es: 'Acabo de ver a tu hermano en el mercado.',
      en: 'I’ve just seen your brother at the market.',
    },
    more: {
      es: 'Sin «de», «acabar» es terminar: «Acabo el trabajo a las cinco».',
      en: 'Without “de”, “acabar” means to finish: “I finish work at five”.',
    },
    explanation: {
      en: 'Acabar de + infinitive means “to have just done” something: acabo de llegar (I have just arrived), acababa de salir (he had just left). Without de, acabar means to finish: acabo a las cinco.',
      es: 'Acabar de + infinitivo indica que algo ha ocurrido hace muy poco: acabo de llegar, acababa de salir. Sin de, acabar significa terminar: acabo a las cinco.',
    },
  },
  {
    id: 'volver-a',
    title: { en: 'Volver a + infinitive', es: 'Volver a + infinitivo' },
    level: 'A2',
    keys: [['volver a'], ['again'], ['otra vez'], ['de nuevo']],
    answer: {
      basic: {
        es: '«Volver a» + infinitivo significa hacer algo otra vez: «Vuelvo a llamar mañana».',
        en: '“Volver a” + infinitive means doing something again: “I’ll call again tomorrow”.',
      },
      richer: {
        es: '«Volver a» + infinitivo repite una acción y se conjuga en cualquier tiempo: «No volvió a escribir», «Lo volveremos a intentar».',
        en: '“Volver a” + infinitive repeats an action and is conjugated in any tense: “He didn’t write again”, “We’ll try it again”.',
      },
    },
    example: { es: '¿Puedes volver a explicarlo, por favor?', en: 'Can you explain it again, please?' },
    more: {
      es: 'Sin infinitivo, «volver» es regresar: «Vuelvo a casa a las seis».',
      en: 'Without an infinitive, “volver” means to return: “I go back home at six”.',
    },
    explanation: {
      en: 'Volver a + infinitive expresses repetition, like “again” or “re-”: vuelvo a empezar, no volvió a llamar. Otra vez and de nuevo mean the same and can be used instead.',
      es: 'Volver a + infinitivo expresa repetición: vuelvo a empezar, no volvió a llamar. Otra vez y de nuevo significan lo mismo y se pueden usar en su lugar.',
    },
  },
  {
    id: 'llevar-time',
    title: { en: 'Llevar + time + gerund', es: 'Llevar + tiempo + gerundio' },
    level: 'B1',
    keys: [['llevar', 'tiempo'], ['llevo', 'anos'], ['llevar', 'gerundio'], ['llevar', 'time'], ['llevo']],
    answer: {
      basic: {
        es: '«Llevar» + tiempo dice cuánto dura algo hasta hoy: «Llevo dos años aquí».',
        en: '“Llevar” + time says how long something has lasted until now: “I’ve been here for two years”.',
      },
      richer: {
        es: '«Llevar» + tiempo + gerundio: «Llevo tres años trabajando aquí». En negativo, «sin» + infinitivo: «Llevo un mes sin fumar».',
        en: '“Llevar” + time + gerund: “I’ve been working here for three years”. In the negative, “sin” + infinitive: “I haven’t smoked for a month”.',
      },
    },
    example: {
      es: '¿Cuánto tiempo llevas estudiando español?',
      en: 'How long have you been studying Spanish?',
    },
    more: {
      es: 'Equivale a «hace… que»: «Hace tres años que trabajo aquí». El inglés usa «have been».',
      en: 'It’s the same as “hace… que”: “I’ve been working here for three years”. English uses “have been”.',
    },
    explanation: {
      en: 'Llevar + period of time + gerund expresses how long an action has been going on up to now: llevo tres años viviendo aquí (I have been living here for three years). Llevar + time + sin + infinitive gives the negative (llevo un mes sin fumar), and hace + time + que + present says the same.',
      es: 'Llevar + periodo de tiempo + gerundio expresa cuánto dura una acción hasta ahora: llevo tres años viviendo aquí. Llevar + tiempo + sin + infinitivo da la forma negativa (llevo un mes sin fumar), y hace + tiempo + que + presente dice lo mismo.',
    },
  },
  {
    id: 'hace-que',
    title: { en: 'Hace … que and hace for “ago”', es: 'Hace … que y hace para el pasado' },
    level: 'A2',
    keys: [['hace', 'que'], ['hace', 'tiempo'], ['hace', 'anos'], ['ago']],
    answer: {
      basic: {
        es: '«Hace» + tiempo + «que» + presente: algo que dura hasta hoy. «Hace dos años que vivo aquí».',
        en: '“Hace” + time + “que” + present: something that lasts until today. “I’ve been living here for two years”.',
      },
      richer: {
        es: 'Con presente, dura hasta hoy: «Hace un año que estudio». Con pretérito, «hace» es «ago»: «Llegué hace un año».',
        en: 'With the present, it lasts until today: “I’ve been studying for a year”. With the preterite, “hace” is “ago”: “I arrived a year ago”.',
      },
    },
    example: { es: 'Hace diez minutos que te espero.', en: 'I’ve been waiting for you for ten minutes.' },
    more: {
      es: 'Para preguntar: «¿Cuánto tiempo hace que vives aquí?». Respuesta: «Hace cinco años».',
      en: 'To ask: “How long have you lived here?”. Answer: “For five years”.',
    },
    explanation: {
      en: 'Hace + time + que + present describes something still going on (hace un año que estudio: I have been studying for a year). With a preterite, hace + time means “ago”: llegué hace un año. Note that Spanish uses the present where English uses the present perfect.',
      es: 'Hace + tiempo + que + presente describe algo que todavía continúa (hace un año que estudio). Con pretérito, hace + tiempo indica cuánto tiempo ha pasado desde un hecho: llegué hace un año. El español usa el presente donde el inglés usa el «present perfect».',
    },
  },
  {
    id: 'desde-hace',
    title: { en: 'Desde and desde hace', es: 'Desde y desde hace' },
    level: 'A2',
    keys: [['desde hace'], ['desde', 'hace'], ['since'], ['desde']],
    answer: {
      basic: {
        es: '«Desde» + un momento: «desde 2020», «desde el lunes». «Desde hace» + un periodo: «desde hace tres años».',
        en: '“Desde” + a point in time: “since 2020”, “since Monday”. “Desde hace” + a period: “for three years”.',
      },
      richer: {
        es: 'Las dos van con presente si la acción continúa: «Vivo aquí desde enero», «Estudio español desde hace un año».',
        en: 'Both go with the present if the action continues: “I’ve lived here since January”, “I’ve been studying Spanish for a year”.',
      },
    },
    example: {
      es: 'Trabajo en esta empresa desde hace seis meses.',
      en: 'I’ve been working at this company for six months.',
    },
    more: {
      es: 'Para preguntar: «¿Desde cuándo estudias?». Respuesta: «Desde septiembre» o «Desde hace un mes».',
      en: 'To ask: “Since when have you been studying?”. Answer: “Since September” or “For a month”.',
    },
    explanation: {
      en: 'Desde marks the starting point (desde 2020, desde el lunes, desde que llegué: since); desde hace marks the length of time up to now (desde hace tres años: for three years). With an action that still continues, both take the present in Spanish: vivo aquí desde hace tres años.',
      es: 'Desde marca el punto de partida (desde 2020, desde el lunes, desde que llegué); desde hace marca la duración hasta ahora (desde hace tres años). Si la acción continúa, las dos van con presente: vivo aquí desde hace tres años.',
    },
  },
  {
    id: 'verbs-of-change',
    title: { en: 'Verbs of change: how to say “become”', es: 'Verbos de cambio: cómo decir «become»' },
    level: 'C1',
    keys: [['become'], ['becoming'], ['verbos', 'cambio'], ['verbs', 'change'], ['convertirse']],
    answer: {
      basic: {
        es: 'No hay un solo verbo para «become». «Ponerse» para cambios rápidos, «hacerse» con esfuerzo, «volverse» para cambios profundos.',
        en: 'There isn’t one verb for “become”. “Ponerse” for quick changes, “hacerse” with effort, “volverse” for deep changes.',
      },
      richer: {
        es: 'Ponerse: cambio pasajero. Volverse: cambio de carácter. Hacerse: con esfuerzo o poco a poco. Quedarse: resultado. Convertirse en: transformación.',
        en: 'Ponerse: a passing change. Volverse: a change of character. Hacerse: through effort or gradually. Quedarse: a result. Convertirse en: a transformation.',
      },
    },
    example: { es: 'Se puso rojo y luego se quedó callado.', en: 'He went red and then fell silent.' },
    more: {
      es: '«Convertirse en» va con nombres: «La oruga se convirtió en mariposa», «Se convirtió en un líder».',
      en: '“Convertirse en” goes with nouns: “The caterpillar turned into a butterfly”, “He became a leader”.',
    },
    explanation: {
      en: 'Spanish has no single verb for “become”. Ponerse + adjective is a sudden, temporary change (se puso nervioso); volverse, a deep and often unexpected change of character (se volvió desconfiado); hacerse, a change through effort or a gradual process (se hizo rico, se hizo mayor); quedarse, the result of an event, often a loss (se quedó ciego); convertirse en + noun, a transformation.',
      es: 'El español no tiene un único verbo de cambio. Ponerse + adjetivo expresa un cambio súbito y pasajero (se puso nervioso); volverse, un cambio profundo y a menudo inesperado del carácter (se volvió desconfiado); hacerse, un cambio por esfuerzo o gradual (se hizo rico, se hizo mayor); quedarse, el resultado de un hecho, a menudo una pérdida (se quedó ciego); convertirse en + nombre, una transformación.',
    },
  },
  {
    id: 'ponerse',
    title: { en: 'Ponerse: sudden, temporary changes', es: 'Ponerse: cambios súbitos y pasajeros' },
    level: 'C1',
    keys: [['ponerse'], ['se puso'], ['me pongo']],
    answer: {
      basic: {
        es: '«Ponerse» + adjetivo es un cambio rápido y pasajero: «Me pongo nervioso», «Se puso rojo».',
        en: '“Ponerse” + adjective is a quick, passing change: “I get nervous”, “He went red”.',
      },
      richer: {
        es: '«Ponerse» marca cambios súbitos de ánimo, salud o aspecto, no de identidad: «ponerse triste», «ponerse enfermo», «ponerse moreno».',
        en: '“Ponerse” marks sudden changes of mood, health or appearance, not of identity: “get sad”, “get ill”, “get a tan”.',
      },
    },
    example: {
      es: 'Cuando habla en público, se pone muy nerviosa.',
      en: 'When she speaks in public, she gets very nervous.',
    },
    more: {
      es: 'Va con adjetivos y participios, no con nombres: «se puso contento», pero «se hizo médico».',
      en: 'It goes with adjectives and participles, not with nouns: “he got happy”, but “he became a doctor”.',
    },
    explanation: {
      en: 'Ponerse + adjective expresses a sudden, usually temporary change of mood, health, appearance or colour: ponerse nervioso, ponerse enfermo, ponerse rojo. It takes adjectives, not nouns.',
      es: 'Ponerse + adjetivo expresa un cambio súbito y normalmente pasajero de ánimo, salud, aspecto o color: ponerse nervioso, ponerse enfermo, ponerse rojo. Va con adjetivos, no con nombres.',
    },
  },
  {
    id: 'volverse',
    title: { en: 'Volverse: deep changes of character', es: 'Volverse: cambios profundos de carácter' },
    level: 'C1',
    keys: [['volverse'], ['se volvio'], ['se ha vuelto']],
    answer: {
      basic: {
        es: '«Volverse» es un cambio profundo de carácter, a menudo inesperado: «Se ha vuelto muy egoísta».',
        en: '“Volverse” is a deep change of character, often unexpected: “He has become very selfish”.',
      },
      richer: {
        es: '«Volverse» + adjetivo señala un cambio duradero y no buscado en la forma de ser: «volverse loco», «volverse desconfiado».',
        en: '“Volverse” + adjective signals a lasting, unsought change in someone’s nature: “go mad”, “become distrustful”.',
      },
    },
    example: { es: 'Con la fama se volvió arrogante.', en: 'With fame he became arrogant.' },
    more: {
      es: 'Compara: «se puso triste» (un momento) y «se volvió triste» (cambió su carácter).',
      en: 'Compare: “se puso triste” (for a moment) and “se volvió triste” (his character changed).',
    },
    explanation: {
      en: 'Volverse + adjective (or un/una + noun) expresses a deep, lasting change in someone’s character or in the nature of something, usually not sought and often negative: se volvió muy desconfiado, se ha vuelto un tacaño.',
      es: 'Volverse + adjetivo (o un/una + nombre) expresa un cambio profundo y duradero en el carácter de alguien o en la naturaleza de algo, normalmente no buscado y a menudo negativo: se volvió muy desconfiado, se ha vuelto un tacaño.',
    },
  },
  {
    id: 'hacerse',
    title: { en: 'Hacerse: changes through effort or time', es: 'Hacerse: cambios por esfuerzo o graduales' },
    level: 'C1',
    keys: [['hacerse'], ['se hizo'], ['me hice']],
    answer: {
      basic: {
        es: '«Hacerse» es un cambio por esfuerzo o poco a poco: «Se hizo médico», «Nos hicimos amigos».',
        en: '“Hacerse” is a change through effort or little by little: “He became a doctor”, “We became friends”.',
      },
      richer: {
        es: '«Hacerse» va con profesiones, religión, ideología o procesos graduales: «hacerse rico», «hacerse vegetariano», «hacerse mayor».',
        en: '“Hacerse” goes with professions, religion, ideology or gradual processes: “get rich”, “become vegetarian”, “get older”.',
      },
    },
    example: { es: 'Trabajó mucho y se hizo rico.', en: 'He worked hard and got rich.' },
    more: {
      es: 'También con el tiempo: «Se hace tarde», «Se me hizo largo el viaje».',
      en: 'Also with time: “It’s getting late”, “The journey felt long to me”.',
    },
    explanation: {
      en: 'Hacerse + noun or adjective expresses a change reached through effort, choice or a gradual process: hacerse abogado, hacerse famoso, hacerse mayor, hacerse vegano. It often implies the person’s own involvement.',
      es: 'Hacerse + nombre o adjetivo expresa un cambio alcanzado por esfuerzo, decisión o un proceso gradual: hacerse abogado, hacerse famoso, hacerse mayor, hacerse vegano. Suele implicar la participación de la persona.',
    },
  },
  {
    id: 'quedarse',
    title: { en: 'Quedarse: the result of an event', es: 'Quedarse: el resultado de un hecho' },
    level: 'C1',
    keys: [['quedarse'], ['se quedo'], ['me quede']],
    answer: {
      basic: {
        es: '«Quedarse» + adjetivo es el resultado de algo que pasó: «Se quedó ciego», «Me quedé sin dinero».',
        en: '“Quedarse” + adjective is the result of something that happened: “He went blind”, “I ran out of money”.',
      },
      richer: {
        es: '«Quedarse» presenta el estado final tras un hecho, a menudo una pérdida: «quedarse sordo», «quedarse viudo», «quedarse sin trabajo».',
        en: '“Quedarse” presents the final state after an event, often a loss: “go deaf”, “be widowed”, “lose your job”.',
      },
    },
    example: {
      es: 'Al oír la noticia, se quedó sin palabras.',
      en: 'When he heard the news, he was left speechless.',
    },
    more: {
      es: 'También para la sorpresa: «Me quedé de piedra». Y sin cambio, «quedarse» es permanecer: «Me quedo en casa».',
      en: 'Also for surprise: “I was stunned”. And with no change, “quedarse” means to stay: “I’m staying at home”.',
    },
    explanation: {
      en: 'Quedarse + adjective or participle presents the state that results from an event, often a loss or a shock: quedarse ciego, quedarse embarazada, quedarse sin trabajo, quedarse callado. It describes the outcome rather than the process.',
      es: 'Quedarse + adjetivo o participio presenta el estado que resulta de un hecho, a menudo una pérdida o una impresión: quedarse ciego, quedarse embarazada, quedarse sin trabajo, quedarse callado. Describe el resultado, no el proceso.',
    },
  },
  {
    id: 'quedar-en',
    title: { en: 'Quedar en: agreeing to do something', es: 'Quedar en: acordar algo' },
    level: 'C1',
    keys: [['quedar en'], ['quedamos en'], ['quedar', 'acuerdo'], ['agree', 'to']],
    answer: {
      basic: {
        es: '«Quedar en» es acordar algo: «Quedamos en vernos el lunes».',
        en: '“Quedar en” means to agree on something: “We agreed to meet on Monday”.',
      },
      richer: {
        es: '«Quedar en» + infinitivo o «que» + indicativo: «Quedamos en que tú llamarías al cliente». Es muy frecuente en reuniones.',
        en: '“Quedar en” + infinitive or “que” + indicative: “We agreed that you would call the client”. It is very common in meetings.',
      },
    },
    example: {
      es: 'Quedamos en enviar el informe antes del viernes.',
      en: 'We agreed to send the report before Friday.',
    },
    more: {
      es: 'No lo confundas con «quedar con» alguien, que es citarse: «He quedado con Ana a las ocho».',
      en: 'Don’t confuse it with “quedar con” someone, which is to arrange to meet: “I’ve arranged to meet Ana at eight”.',
    },
    explanation: {
      en: 'Quedar en + infinitive (or que + indicative) means to agree on a course of action: quedamos en vernos a las ocho, quedaron en que él pagaría. Quedar con alguien is to arrange to meet someone, and quedar + time or place sets the meeting: ¿Quedamos a las ocho?',
      es: 'Quedar en + infinitivo (o que + indicativo) significa acordar una acción: quedamos en vernos a las ocho, quedaron en que él pagaría. Quedar con alguien es citarse, y quedar + hora o lugar fija la cita: ¿Quedamos a las ocho?',
    },
  },
];
