/** Grammar notes on sounds, spelling, punctuation, numbers, time and question words. */
import type { GrammarNote } from './types';

export const QUESTIONS_AND_SPELLING_NOTES: readonly GrammarNote[] = [
  {
    id: 'inverted-marks',
    title: { en: 'Question and exclamation marks: ¿? ¡!', es: 'Los signos ¿? y ¡!' },
    level: 'A0',
    keys: [
      ['signos', 'interrogacion'],
      ['signo', 'pregunta'],
      ['question', 'mark'],
      ['upside', 'down'],
      ['inverted'],
      ['exclamacion'],
      ['exclamation'],
    ],
    answer: {
      basic: {
        es: 'Las preguntas empiezan con «¿» y terminan con «?». Las exclamaciones, con «¡» y «!».',
        en: 'Questions start with “¿” and end with “?”. Exclamations, with “¡” and “!”.',
      },
      richer: {
        es: 'En español abrimos y cerramos: «¿…?» y «¡…!». El signo va donde empieza la pregunta, no siempre al principio.',
        en: 'In Spanish we open and close: “¿…?” and “¡…!”. The mark goes where the question begins, not always at the start.',
      },
    },
    example: { es: '¿Cómo te llamas? ¡Qué bien!', en: 'What’s your name? How nice!' },
    more: {
      es: 'Si la pregunta va al final, el signo también: «Y tú, ¿de dónde eres?».',
      en: 'If the question comes at the end, so does the mark: “And you, where are you from?”.',
    },
    explanation: {
      en: 'Spanish marks the start of a question or exclamation with an inverted sign (¿ ¡) and the end with the usual one (? !). The opening sign goes where the question or exclamation really begins, which can be in the middle of a sentence: Y tú, ¿de dónde eres?',
      es: 'El español marca el principio de una pregunta o una exclamación con un signo invertido (¿ ¡) y el final con el signo de siempre (? !). El signo de apertura va donde empieza de verdad la pregunta o la exclamación, que puede estar en mitad de la oración: Y tú, ¿de dónde eres?',
    },
  },
  {
    id: 'written-accents',
    title: { en: 'Written accents', es: 'La tilde' },
    level: 'A0',
    keys: [['tilde'], ['tildes'], ['acento'], ['acentos'], ['accent'], ['accents']],
    answer: {
      basic: {
        es: 'La tilde marca la sílaba fuerte: «papá», «café». Sin tilde, «papa» es otra palabra.',
        en: 'The accent mark shows the strong syllable: “papá”, “café”. Without it, “papa” is another word.',
      },
      richer: {
        es: 'Final en vocal, -n o -s: golpe en la penúltima sílaba. Otra consonante: en la última. Las excepciones llevan tilde.',
        en: 'Ending in a vowel, -n or -s: stress on the second-to-last syllable. Another consonant: on the last. Exceptions take an accent mark.',
      },
    },
    example: { es: 'Mi papá toma café en el salón.', en: 'My dad drinks coffee in the living room.' },
    more: {
      es: 'La tilde también separa palabras iguales: «tú» (you) y «tu» (your), «sí» (yes) y «si» (if).',
      en: 'The accent mark also tells identical words apart: “tú” (you) and “tu” (your), “sí” (yes) and “si” (if).',
    },
    explanation: {
      en: 'Words ending in a vowel, -n or -s are normally stressed on the second-to-last syllable (casa, hablan); words ending in any other consonant, on the last (hablar, ciudad). A written accent marks every exception (café, árbol, música) and also tells apart pairs such as tú/tu, sí/si, él/el.',
      es: 'Las palabras que terminan en vocal, -n o -s llevan normalmente el golpe en la penúltima sílaba (casa, hablan); las que terminan en otra consonante, en la última (hablar, ciudad). La tilde marca todas las excepciones (café, árbol, música) y también distingue parejas como tú/tu, sí/si, él/el.',
    },
  },
  {
    id: 'question-words',
    title: { en: 'Question words', es: 'Las palabras interrogativas' },
    level: 'A0',
    keys: [
      ['question', 'words'],
      ['question', 'word'],
      ['interrogativos'],
      ['interrogativas'],
      ['palabras', 'preguntar'],
    ],
    answer: {
      basic: {
        es: 'Para preguntar: «qué» (what), «dónde» (where), «cuánto» (how much). Siempre llevan tilde.',
        en: 'To ask: “qué” (what), “dónde” (where), “cuánto” (how much). They always have an accent mark.',
      },
      richer: {
        es: 'Los interrogativos llevan tilde: qué, quién, dónde, cuándo, cómo, cuánto, cuál. También en preguntas indirectas: «No sé dónde vive».',
        en: 'Question words take an accent mark: qué, quién, dónde, cuándo, cómo, cuánto, cuál. Also in indirect questions: “I don’t know where he lives”.',
      },
    },
    example: {
      es: '¿Dónde está el baño? ¿Cuánto cuesta?',
      en: 'Where is the bathroom? How much does it cost?',
    },
    more: {
      es: '«Cuánto» cambia con el nombre: «¿Cuántos años tienes?», «¿Cuántas hermanas tienes?».',
      en: '“Cuánto” changes with the noun: “How old are you?”, “How many sisters do you have?”.',
    },
    explanation: {
      en: 'Question words always carry a written accent: qué, quién, cuál, cómo, dónde, cuándo, cuánto. Cuánto agrees with the noun it asks about (cuántos libros, cuántas casas), and the accent stays in indirect questions: No sé dónde vive.',
      es: 'Las palabras interrogativas siempre llevan tilde: qué, quién, cuál, cómo, dónde, cuándo, cuánto. Cuánto concuerda con el nombre por el que pregunta (cuántos libros, cuántas casas), y la tilde se mantiene en las preguntas indirectas: No sé dónde vive.',
    },
  },
  {
    id: 'vowels',
    title: { en: 'The five vowels', es: 'Las cinco vocales' },
    level: 'A0',
    keys: [['vocales'], ['vocal'], ['vowels'], ['vowel']],
    answer: {
      basic: {
        es: 'Hay cinco vocales: a, e, i, o, u. Cada una suena siempre igual, corta y clara.',
        en: 'There are five vowels: a, e, i, o, u. Each one always sounds the same, short and clear.',
      },
      richer: {
        es: 'Las vocales españolas son puras: no se alargan ni cambian como en inglés. «Mesa» suena me-sa, nunca mei-sa.',
        en: 'Spanish vowels are pure: they don’t stretch or glide as in English. “Mesa” sounds me-sa, never mei-sa.',
      },
    },
    example: { es: 'Ana come uvas en el patio.', en: 'Ana eats grapes on the patio.' },
    more: {
      es: 'La «u» no suena después de «q» ni en «gue», «gui»: «queso», «guitarra».',
      en: 'The “u” is silent after “q” and in “gue”, “gui”: “queso”, “guitarra”.',
    },
    explanation: {
      en: 'Spanish has five vowel sounds, each short and steady: a as in “father”, e as in “met”, i as in “machine”, o as in “more” (without the glide), u as in “rule”. They never reduce to the English “uh” sound, even in unstressed syllables.',
      es: 'El español tiene cinco sonidos vocálicos, todos cortos y estables: a, e, i, o, u. Nunca se reducen ni se deslizan como en inglés, ni siquiera en las sílabas átonas.',
    },
  },
  {
    id: 'consonant-sounds',
    title: { en: 'Silent h and the sounds of j, ll, ñ, rr', es: 'La h muda y los sonidos de j, ll, ñ, rr' },
    level: 'A0',
    keys: [
      ['h', 'muda'],
      ['silent', 'h'],
      ['letra', 'j'],
      ['letra', 'ñ'],
      ['rr'],
      ['pronunciacion'],
      ['pronunciation'],
      ['pronounce'],
    ],
    answer: {
      basic: {
        es: 'La «h» no suena: «hola». La «j» suena fuerte, de garganta. La «ñ» suena como «ny».',
        en: 'The “h” is silent: “hola”. The “j” sounds strong, from the throat. The “ñ” sounds like “ny”.',
      },
      richer: {
        es: 'La «h» no suena; «j», como una h inglesa fuerte; «ll», como «y»; «ñ», como «ny»; «rr» vibra.',
        en: 'The “h” is silent; “j”, like a strong English h; “ll”, like “y”; “ñ”, like “ny”; “rr” is rolled.',
      },
    },
    example: {
      es: 'Hoy el niño juega con el perro en la calle.',
      en: 'Today the boy is playing with the dog in the street.',
    },
    more: {
      es: 'La «r» al principio de palabra también vibra fuerte: «rojo», «Roma». Y «pero» no es «perro».',
      en: 'The “r” at the start of a word is also strongly rolled: “rojo”, “Roma”. And “pero” is not “perro”.',
    },
    explanation: {
      en: 'H is always silent (hola, hora). J, and g before e or i, is a strong throaty sound, like a rough English h (jamón, gente). Ll sounds like y in most places (calle), ñ like the ny in “canyon” (niño), and rr, or r at the start of a word, is a rolled trill (perro, rojo), unlike the single tap of pero.',
      es: 'La h nunca suena (hola, hora). La j, y la g ante e o i, es un sonido fuerte de garganta (jamón, gente). La ll suena como la y en casi todas partes (calle), la ñ como «ny» (niño), y la rr, o la r al principio de palabra, es una vibración múltiple (perro, rojo), distinta de la vibración simple de pero.',
    },
  },
  {
    id: 'days-months-lowercase',
    title: { en: 'Days and months in lower case', es: 'Días y meses en minúscula' },
    level: 'A0',
    keys: [
      ['mayuscula'],
      ['mayusculas'],
      ['minuscula'],
      ['capital'],
      ['capitals'],
      ['capitalise'],
      ['capitalize'],
    ],
    answer: {
      basic: {
        es: 'Los días y los meses van en minúscula: «lunes», «enero». Los nombres de persona van con mayúscula.',
        en: 'Days and months go in lower case: “lunes”, “enero”. People’s names go with a capital letter.',
      },
      richer: {
        es: 'En español no llevan mayúscula los días, los meses, los idiomas ni las nacionalidades: «el lunes hablo inglés».',
        en: 'In Spanish, days, months, languages and nationalities don’t take a capital: “on Monday I speak English”.',
      },
    },
    example: {
      es: 'Mi cumpleaños es el martes tres de mayo.',
      en: 'My birthday is on Tuesday the third of May.',
    },
    more: {
      es: 'Solo van en mayúscula al empezar una frase: «Enero es mi mes favorito».',
      en: 'They only take a capital at the start of a sentence: “January is my favourite month”.',
    },
    explanation: {
      en: 'Days of the week, months, languages and nationality words are common nouns or adjectives in Spanish, so they are written in lower case: el lunes, en mayo, hablo francés, una chica inglesa. They take a capital only at the start of a sentence or a title.',
      es: 'Los días de la semana, los meses, los idiomas y las nacionalidades son nombres comunes o adjetivos, así que se escriben en minúscula: el lunes, en mayo, hablo francés, una chica inglesa. Solo llevan mayúscula al principio de una oración o de un título.',
    },
  },
  {
    id: 'numbers-0-20',
    title: { en: 'Numbers 0–20', es: 'Los números del 0 al 20' },
    level: 'A0',
    keys: [['numeros'], ['numero'], ['numbers'], ['number'], ['contar'], ['count']],
    answer: {
      basic: {
        es: 'Del 0 al 15 son palabras únicas: cero, uno, dos… quince. Luego: dieciséis, diecisiete, dieciocho, diecinueve, veinte.',
        en: 'From 0 to 15 they are single words: cero, uno, dos… quince. Then: dieciséis, diecisiete, dieciocho, diecinueve, veinte.',
      },
      richer: {
        es: 'Del 16 al 19, una palabra: dieci + número. «Uno» cambia delante de un nombre: «un libro», «una mesa».',
        en: 'From 16 to 19, one word: dieci + number. “Uno” changes before a noun: “un libro”, “una mesa”.',
      },
    },
    example: { es: 'Tengo dos gatos y quince libros.', en: 'I have two cats and fifteen books.' },
    more: {
      es: 'Fíjate en la tilde de «dieciséis». Y sin nombre se dice «uno»: «¿Cuántos quieres? Uno».',
      en: 'Notice the accent mark on “dieciséis”. And with no noun you say “uno”: “How many do you want? One”.',
    },
    explanation: {
      en: 'Zero to fifteen are single words (cero, uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez, once, doce, trece, catorce, quince); 16–19 join dieci- to the unit (dieciséis, diecisiete, dieciocho, diecinueve). Uno becomes un before a masculine noun and una before a feminine one.',
      es: 'Del cero al quince son palabras simples (cero, uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez, once, doce, trece, catorce, quince); del 16 al 19 se une dieci- a la unidad (dieciséis, diecisiete, dieciocho, diecinueve). Uno se convierte en un delante de un nombre masculino y en una delante de uno femenino.',
    },
  },
  {
    id: 'numbers-20-100',
    title: { en: 'Numbers 20–100', es: 'Los números del 20 al 100' },
    level: 'A1',
    keys: [['veinte'], ['treinta'], ['cien'], ['twenty'], ['thirty'], ['hundred'], ['precios'], ['prices']],
    answer: {
      basic: {
        es: 'Del 21 al 29, una palabra: veintiuno, veintidós. Desde el 31, con «y»: treinta y uno, cuarenta y dos.',
        en: 'From 21 to 29, one word: veintiuno, veintidós. From 31 on, with “y”: treinta y uno, cuarenta y dos.',
      },
      richer: {
        es: 'Decenas: treinta, cuarenta, cincuenta, sesenta, setenta, ochenta, noventa. El 100 es «cien»; desde el 101, «ciento uno».',
        en: 'Tens: treinta, cuarenta, cincuenta, sesenta, setenta, ochenta, noventa. 100 is “cien”; from 101, “ciento uno”.',
      },
    },
    example: { es: 'La camiseta cuesta treinta y cinco euros.', en: 'The T-shirt costs thirty-five euros.' },
    more: {
      es: '«Veintiuno» se acorta delante de un nombre: «veintiún euros», «veintiuna camisetas».',
      en: '“Veintiuno” gets shorter before a noun: “veintiún euros”, “veintiuna camisetas”.',
    },
    explanation: {
      en: 'Twenty-one to twenty-nine are written as one word (veintiuno, veintidós, veintitrés…); from thirty-one on, tens and units are joined with y (treinta y uno, noventa y nueve). One hundred on its own is cien; 101–199 use ciento (ciento cinco).',
      es: 'Del veintiuno al veintinueve se escribe una sola palabra (veintiuno, veintidós, veintitrés…); desde el treinta y uno, decenas y unidades se unen con y (treinta y uno, noventa y nueve). El 100 solo es cien; del 101 al 199 se usa ciento (ciento cinco).',
    },
  },
  {
    id: 'telling-time',
    title: { en: 'Telling the time', es: 'Decir la hora' },
    level: 'A0',
    keys: [['hora'], ['que', 'hora', 'es'], ['telling', 'time'], ['what', 'time'], ['oclock']],
    answer: {
      basic: {
        es: 'Para la una: «es la una». Para las otras horas: «son las dos», «son las tres».',
        en: 'For one o’clock: “es la una”. For the other hours: “son las dos”, “son las tres”.',
      },
      richer: {
        es: 'Singular solo con la una: «es la una y media». Plural con las demás: «son las ocho menos cuarto».',
        en: 'Singular only with one: “it’s half past one”. Plural with the rest: “it’s a quarter to eight”.',
      },
    },
    example: { es: '¿Qué hora es? Son las cinco y diez.', en: 'What time is it? It’s ten past five.' },
    more: {
      es: 'Para la parte del día: «son las nueve de la mañana», «las seis de la tarde».',
      en: 'For the part of the day: “it’s nine in the morning”, “six in the evening”.',
    },
    explanation: {
      en: 'The hour is feminine because it stands for la hora: es la una (singular, only for one o’clock) and son las dos, son las tres… Minutes are added with y (y cinco, y cuarto, y media) and taken away with menos (menos cuarto).',
      es: 'La hora es femenina porque se refiere a la hora: es la una (singular, solo para la una) y son las dos, son las tres… Los minutos se suman con y (y cinco, y cuarto, y media) y se restan con menos (menos cuarto).',
    },
  },
  {
    id: 'a-las-time',
    title: { en: 'At what time: a las…', es: 'A qué hora: a las…' },
    level: 'A1',
    keys: [['a las'], ['a la una'], ['a que hora'], ['at', 'what', 'time'], ['at', 'oclock']],
    answer: {
      basic: {
        es: 'Para decir cuándo pasa algo, usa «a la» o «a las» y la hora: «Como a las dos».',
        en: 'To say when something happens, use “a la” or “a las” and the time: “I eat at two”.',
      },
      richer: {
        es: '«Es la una» o «son las dos» dicen la hora; «a las dos» dice cuándo pasa algo.',
        en: '“Es la una” or “son las dos” tell the time; “a las dos” says when something happens.',
      },
    },
    example: {
      es: 'Me levanto a las siete y desayuno a las ocho.',
      en: 'I get up at seven and have breakfast at eight.',
    },
    more: {
      es: 'Para preguntar: «¿A qué hora abre el banco?». Respuesta: «A las nueve y media».',
      en: 'To ask: “What time does the bank open?”. Answer: “At half past nine”.',
    },
    explanation: {
      en: 'To say at what time something happens, use a + la/las + hour: a la una, a las cinco y media. Ser tells the time now (son las cinco); a las tells when an event happens (la clase es a las cinco).',
      es: 'Para decir a qué hora pasa algo se usa a + la/las + hora: a la una, a las cinco y media. Ser dice la hora de ahora (son las cinco); a las dice cuándo ocurre algo (la clase es a las cinco).',
    },
  },
  {
    id: 'announcements-times',
    title: { en: 'Times and gates in announcements', es: 'Horas y puertas en los anuncios' },
    level: 'A2',
    keys: [
      ['anuncio'],
      ['anuncios'],
      ['announcement'],
      ['announcements'],
      ['puerta', 'embarque'],
      ['24', 'horas'],
      ['24', 'hour'],
    ],
    answer: {
      basic: {
        es: 'En aeropuertos y estaciones se usa el reloj de 24 horas: las 17:30 se dice «las diecisiete treinta».',
        en: 'Airports and stations use the 24-hour clock: 17:30 is said “las diecisiete treinta”.',
      },
      richer: {
        es: 'Los anuncios usan el reloj de 24 horas y números completos: «salida a las veinte quince, puerta catorce».',
        en: 'Announcements use the 24-hour clock and full numbers: “departure at twenty fifteen, gate fourteen”.',
      },
    },
    example: {
      es: 'El vuelo a Lima sale a las 21:40 por la puerta 12.',
      en: 'The flight to Lima leaves at 21:40 from gate 12.',
    },
    more: {
      es: 'Los minutos se leen enteros: «las quince cuarenta y cinco», no «las cuatro menos cuarto».',
      en: 'Minutes are read in full: “fifteen forty-five”, not “a quarter to four”.',
    },
    explanation: {
      en: 'Official announcements use the 24-hour clock, read as plain numbers: las veinte quince (20:15), las quince cuarenta y cinco (15:45), never with y cuarto or menos cuarto. Gates, platforms and flights are given as numbers after the noun: puerta doce, andén tres, vuelo dos mil treinta y cinco.',
      es: 'Los anuncios oficiales usan el reloj de 24 horas, leído como números: las veinte quince (20:15), las quince cuarenta y cinco (15:45), nunca con y cuarto o menos cuarto. Las puertas, los andenes y los vuelos se dan con un número después del nombre: puerta doce, andén tres, vuelo dos mil treinta y cinco.',
    },
  },
  {
    id: 'percentages',
    title: { en: 'Percentages and figures', es: 'Porcentajes y cifras' },
    level: 'C1',
    keys: [['porcentaje'], ['porcentajes'], ['percentage'], ['percent'], ['por ciento'], ['cifras']],
    answer: {
      basic: {
        es: 'Los porcentajes llevan artículo: «el 45 % de la gente». Se lee «el cuarenta y cinco por ciento».',
        en: 'Percentages take an article: “45 % of people”. It is read “el cuarenta y cinco por ciento”.',
      },
      richer: {
        es: 'Con artículo: «el 45 %», «un 10 %». Con «de los encuestados», el verbo va en singular o en plural.',
        en: 'With an article: “45 %”, “10 %”. With “of those surveyed”, the verb goes in the singular or the plural.',
      },
    },
    example: {
      es: 'El 45 % de los encuestados prefiere trabajar desde casa.',
      en: '45 % of those surveyed prefer to work from home.',
    },
    more: {
      es: 'Para cifras grandes: «2,5 millones de personas». En España, la coma marca los decimales.',
      en: 'For large figures: “2.5 million people”. In Spain, the comma marks decimals.',
    },
    explanation: {
      en: 'A percentage takes an article (el 45 %, un 10 %) and is read por ciento. When it is followed by de + a plural noun, the verb may agree with the percentage (singular) or with the noun (plural): el 45 % de los encuestados prefiere / prefieren. Millón and millones take de before a noun: tres millones de habitantes.',
      es: 'Un porcentaje lleva artículo (el 45 %, un 10 %) y se lee por ciento. Si le sigue de + un nombre en plural, el verbo puede concordar con el porcentaje (singular) o con el nombre (plural): el 45 % de los encuestados prefiere / prefieren. Millón y millones llevan de delante de un nombre: tres millones de habitantes.',
    },
  },
];
