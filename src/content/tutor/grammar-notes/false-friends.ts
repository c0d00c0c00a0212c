/** Notes on false friends: Spanish words that look like English ones but mean something else. */
import type { GrammarNote } from './types';

export const FALSE_FRIEND_NOTES: readonly GrammarNote[] = [
  {
    id: 'false-friends',
    title: {
      en: 'False friends',
      es: 'Los falsos amigos',
    },
    level: 'B1',
    keys: [['falsos amigos'], ['falso amigo'], ['false', 'friends'], ['false', 'friend']],
    answer: {
      basic: {
        es: 'Los falsos amigos parecen palabras inglesas, pero significan otra cosa: «embarazada» es «pregnant», no «embarrassed».',
        en: 'False friends look like English words but mean something else: “embarazada” is “pregnant”, not “embarrassed”.',
      },
      richer: {
        es: 'Los más traicioneros: embarazada, éxito, realizar, actualmente, librería, constipado, carpeta, sensible y asistir. Compruébalos siempre.',
        en: 'The most treacherous: embarazada, éxito, realizar, actualmente, librería, constipado, carpeta, sensible and asistir. Always check them.',
      },
    },
    example: {
      es: 'Mi hermana está embarazada de cinco meses.',
      en: 'My sister is five months pregnant.',
    },
    more: {
      es: 'Pregúntame por cualquiera de ellos: «¿Qué significa éxito?», por ejemplo.',
      en: 'Ask me about any of them: “What does éxito mean?”, for example.',
    },
    explanation: {
      en: 'False friends look like English words but mean something different: embarazada (pregnant), éxito (success), realizar (carry out), actualmente (currently), librería (bookshop), constipado (having a cold), carpeta (folder), sensible (sensitive), asistir (attend), excitado (sexually aroused). Check any look-alike word before relying on it.',
      es: 'Los falsos amigos se parecen a palabras inglesas pero significan otra cosa: embarazada, éxito, realizar, actualmente, librería, constipado, carpeta, sensible, asistir, excitado. Conviene comprobar cualquier palabra parecida antes de usarla.',
    },
  },
  {
    id: 'ff-embarazada',
    title: {
      en: 'False friend: embarazada',
      es: 'Falso amigo: embarazada',
    },
    level: 'A2',
    keys: [['embarazada'], ['embarazado'], ['embarrassed'], ['embarrassing']],
    answer: {
      basic: {
        es: '«Embarazada» significa «pregnant». Para «embarrassed» di «avergonzado» o «me da vergüenza».',
        en: '“Embarazada” means “pregnant”. For “embarrassed” say “avergonzado” or “me da vergüenza”.',
      },
      richer: {
        es: '«Estar embarazada» es esperar un bebé. «Embarrassed» es «avergonzado» o «cortado»; «embarrassing», «vergonzoso» o «violento».',
        en: '“Estar embarazada” is to be expecting a baby. “Embarrassed” is “avergonzado” or “cortado”; “embarrassing”, “vergonzoso” or “violento”.',
      },
    },
    example: {
      es: 'Qué vergüenza: me caí delante de todos.',
      en: 'How embarrassing: I fell over in front of everyone.',
    },
    more: {
      es: 'Para decir que algo te da apuro: «Me da vergüenza hablar en público».',
      en: 'To say something embarrasses you: “I’m embarrassed to speak in public”.',
    },
    explanation: {
      en: 'Embarazada means pregnant (estar embarazada de tres meses). “Embarrassed” is avergonzado, cortado or me da vergüenza; an embarrassing situation is vergonzosa, violenta or incómoda.',
      es: 'Embarazada significa que espera un bebé (estar embarazada de tres meses). «Embarrassed» se dice avergonzado, cortado o me da vergüenza; una situación «embarrassing» es vergonzosa, violenta o incómoda.',
    },
  },
  {
    id: 'ff-exito',
    title: {
      en: 'False friend: éxito',
      es: 'Falso amigo: éxito',
    },
    level: 'A2',
    keys: [['exito'], ['exit'], ['success']],
    answer: {
      basic: {
        es: '«Éxito» significa «success». «Exit» es «salida»: «La salida está a la izquierda».',
        en: '“Éxito” means “success”. “Exit” is “salida”: “The exit is on the left”.',
      },
      richer: {
        es: '«Tener éxito» es triunfar: «La obra tuvo mucho éxito». La puerta para salir es la «salida».',
        en: '“Tener éxito” is to succeed: “The play was very successful”. The door to go out is the “salida”.',
      },
    },
    example: {
      es: '¡Mucho éxito en tu examen!',
      en: 'Best of luck with your exam!',
    },
    more: {
      es: 'Y «suceso» tampoco es «success»: es un hecho, a menudo un accidente o un crimen.',
      en: 'And “suceso” isn’t “success” either: it’s an event, often an accident or a crime.',
    },
    explanation: {
      en: 'Éxito means success (tener éxito, un éxito de ventas); an exit is una salida (salida de emergencia). Suceso, in turn, is an event or incident, often in the news (la sección de sucesos), not a success.',
      es: 'Éxito significa triunfo (tener éxito, un éxito de ventas); «exit» es la salida (salida de emergencia). Suceso, a su vez, es un hecho o incidente, a menudo de las noticias (la sección de sucesos), no un triunfo.',
    },
  },
  {
    id: 'ff-realizar',
    title: {
      en: 'False friend: realizar',
      es: 'Falso amigo: realizar',
    },
    level: 'B1',
    keys: [['realizar'], ['realize'], ['realise'], ['darse cuenta']],
    answer: {
      basic: {
        es: '«Realizar» es hacer o llevar a cabo: «realizar un proyecto». «To realise» es «darse cuenta»: «Me di cuenta tarde».',
        en: '“Realizar” is to do or carry out: “to carry out a project”. “To realise” is “darse cuenta”: “I realised too late”.',
      },
      richer: {
        es: '«Realizar» es formal: «realizar un estudio», «realizar un sueño». Para «realise», «darse cuenta de»: «No me di cuenta del error».',
        en: '“Realizar” is formal: “carry out a study”, “fulfil a dream”. For “realise”, “darse cuenta de”: “I didn’t notice the mistake”.',
      },
    },
    example: {
      es: 'En ese momento me di cuenta de que no tenía las llaves.',
      en: 'At that moment I realised I didn’t have my keys.',
    },
    more: {
      es: 'Ojo a «darse cuenta de que»: la «de» es necesaria.',
      en: 'Watch “darse cuenta de que”: the “de” is necessary.',
    },
    explanation: {
      en: 'Realizar means to carry out or make real (realizar un estudio, realizar un sueño). To realise, in the sense of becoming aware, is darse cuenta de (que): me di cuenta de que era tarde.',
      es: 'Realizar significa llevar a cabo o hacer realidad (realizar un estudio, realizar un sueño). «To realise», en el sentido de notar algo, es darse cuenta de (que): me di cuenta de que era tarde.',
    },
  },
  {
    id: 'ff-actualmente',
    title: {
      en: 'False friend: actualmente',
      es: 'Falso amigo: actualmente',
    },
    level: 'B1',
    keys: [['actualmente'], ['actually'], ['en realidad']],
    answer: {
      basic: {
        es: '«Actualmente» significa «ahora, hoy en día». «Actually» es «en realidad» o «de hecho».',
        en: '“Actualmente” means “now, nowadays”. “Actually” is “en realidad” or “de hecho”.',
      },
      richer: {
        es: '«Actualmente vivo en Lima» es «at present». Para corregir o matizar, «en realidad»: «En realidad, no me gusta».',
        en: '“Actualmente vivo en Lima” is “at present”. To correct or qualify, “en realidad”: “Actually, I don’t like it”.',
      },
    },
    example: {
      es: 'Actualmente trabajo en un hospital.',
      en: 'I currently work in a hospital.',
    },
    more: {
      es: 'Igual con «actual»: «el presidente actual» es «the current president», no «the actual president».',
      en: 'The same with “actual”: “el presidente actual” is “the current president”, not “the actual president”.',
    },
    explanation: {
      en: 'Actualmente means currently or nowadays, and actual means current (la situación actual). “Actually” is en realidad, de hecho or la verdad es que; “actual” in the sense of real is real or verdadero.',
      es: 'Actualmente significa en la actualidad, hoy en día, y actual significa del momento presente (la situación actual). «Actually» se dice en realidad, de hecho o la verdad es que; «actual» en el sentido de real es real o verdadero.',
    },
  },
  {
    id: 'ff-libreria',
    title: {
      en: 'False friend: librería',
      es: 'Falso amigo: librería',
    },
    level: 'A2',
    keys: [['libreria'], ['library'], ['biblioteca'], ['bookshop']],
    answer: {
      basic: {
        es: '«Librería» es «bookshop», donde compras libros. «Library» es «biblioteca», donde los tomas prestados.',
        en: '“Librería” is “bookshop”, where you buy books. “Library” is “biblioteca”, where you borrow them.',
      },
      richer: {
        es: 'Librería: se compran libros. Biblioteca: se consultan o se piden prestados. En España, «librería» también es un mueble para libros.',
        en: 'Librería: books are bought. Biblioteca: they are consulted or borrowed. In Spain, “librería” is also a bookcase.',
      },
    },
    example: {
      es: 'Compro libros en la librería y los leo en la biblioteca.',
      en: 'I buy books at the bookshop and read them at the library.',
    },
    more: {
      es: 'Y la «papelería» vende papel, bolígrafos y cuadernos.',
      en: 'And the “papelería” sells paper, pens and notebooks.',
    },
    explanation: {
      en: 'A librería is a bookshop (and, in Spain, also a bookcase); a library is a biblioteca. A papelería sells stationery.',
      es: 'Una librería es una tienda de libros (y, en España, también un mueble); «library» es una biblioteca. Una papelería vende material de escritorio.',
    },
  },
  {
    id: 'ff-constipado',
    title: {
      en: 'False friend: constipado',
      es: 'Falso amigo: constipado',
    },
    level: 'A2',
    keys: [['constipado'], ['constipated'], ['resfriado']],
    answer: {
      basic: {
        es: '«Estar constipado» significa «tener un resfriado», no «constipated». Se dice con tos y mocos.',
        en: '“Estar constipado” means “to have a cold”, not “constipated”. You say it with a cough and a runny nose.',
      },
      richer: {
        es: '«Constipado» es resfriado, sobre todo en España. «Constipated» es «estreñido»: «Estoy estreñido». Mejor no confundirlos en el médico.',
        en: '“Constipado” is a cold, especially in Spain. “Constipated” is “estreñido”: “I’m constipated”. Better not to mix them up at the doctor’s.',
      },
    },
    example: {
      es: 'Estoy constipado y me duele la garganta.',
      en: 'I’ve got a cold and my throat hurts.',
    },
    more: {
      es: 'Otras formas: «Estoy resfriado» o «Tengo catarro». Si es más fuerte: «Tengo gripe».',
      en: 'Other ways: “I have a cold” or “I’ve got a cold”. If it’s worse: “I have the flu”.',
    },
    explanation: {
      en: 'Estar constipado (or tener un constipado) means to have a cold, especially in Spain; resfriado and catarro mean the same. Constipated is estreñido.',
      es: 'Estar constipado (o tener un constipado) significa tener un resfriado, sobre todo en España; resfriado y catarro significan lo mismo. «Constipated» es estreñido.',
    },
  },
  {
    id: 'ff-carpeta',
    title: {
      en: 'False friend: carpeta',
      es: 'Falso amigo: carpeta',
    },
    level: 'A2',
    keys: [['carpeta'], ['carpet'], ['alfombra'], ['folder']],
    answer: {
      basic: {
        es: '«Carpeta» es «folder», para guardar papeles. «Carpet» es «alfombra» o «moqueta».',
        en: '“Carpeta” is “folder”, for keeping papers. “Carpet” is “alfombra” or “moqueta”.',
      },
      richer: {
        es: 'Una «carpeta» guarda documentos, también en el ordenador. «Alfombra» es una pieza suelta; «moqueta», la que cubre todo el suelo.',
        en: 'A “carpeta” holds documents, on the computer too. “Alfombra” is a rug; “moqueta”, carpet that covers the whole floor.',
      },
    },
    example: {
      es: 'Guarda el contrato en la carpeta azul.',
      en: 'Put the contract in the blue folder.',
    },
    more: {
      es: 'En el ordenador: «Crea una carpeta nueva y mueve los archivos».',
      en: 'On the computer: “Create a new folder and move the files”.',
    },
    explanation: {
      en: 'A carpeta is a folder, for papers or on a computer. A carpet is an alfombra (a rug, or in much of Latin America also fitted carpet) or, in Spain, moqueta for wall-to-wall carpet.',
      es: 'Una carpeta es un archivador de papeles o de archivos en el ordenador. «Carpet» es una alfombra (en gran parte de América también la que cubre el suelo) o, en España, moqueta si cubre todo el suelo.',
    },
  },
  {
    id: 'ff-sensible',
    title: {
      en: 'False friend: sensible',
      es: 'Falso amigo: sensible',
    },
    level: 'B1',
    keys: [['sensible'], ['sensato'], ['sensitive']],
    answer: {
      basic: {
        es: '«Sensible» significa «sensitive»: que siente mucho. «Sensible» en inglés es «sensato»: «Es una decisión sensata».',
        en: '“Sensible” means “sensitive”: someone who feels a lot. English “sensible” is “sensato”: “It’s a sensible decision”.',
      },
      richer: {
        es: 'Sensible: que se emociona o reacciona con facilidad: «piel sensible». Sensato: con buen juicio: «una persona sensata».',
        en: 'Sensible: easily moved or quick to react: “sensitive skin”. Sensato: with good judgement: “a sensible person”.',
      },
    },
    example: {
      es: 'Mi hijo es muy sensible y llora con las películas.',
      en: 'My son is very sensitive and cries at films.',
    },
    more: {
      es: 'Para ideas prácticas también: «una idea razonable» o «lo más sensato».',
      en: 'For practical ideas too: “a reasonable idea” or “the most sensible thing”.',
    },
    explanation: {
      en: 'Sensible means sensitive (una persona sensible, piel sensible, un tema sensible). English “sensible” is sensato, razonable or prudente.',
      es: 'Sensible significa que siente o reacciona con facilidad (una persona sensible, piel sensible, un tema sensible). «Sensible» en inglés se dice sensato, razonable o prudente.',
    },
  },
  {
    id: 'ff-asistir',
    title: {
      en: 'False friends: asistir and atender',
      es: 'Falsos amigos: asistir y atender',
    },
    level: 'B1',
    keys: [['asistir'], ['atender'], ['assist'], ['attend']],
    answer: {
      basic: {
        es: '«Asistir a» significa «attend», ir a un acto: «Asistí a la reunión». «To assist» es «ayudar».',
        en: '“Asistir a” means “attend”, go to an event: “I attended the meeting”. “To assist” is “ayudar”.',
      },
      richer: {
        es: '«Asistir a» es estar presente: clase, boda, reunión. «Atender» es ocuparse de alguien: «El médico atiende a los pacientes».',
        en: '“Asistir a” is to be present: class, wedding, meeting. “Atender” is to look after someone: “The doctor sees the patients”.',
      },
    },
    example: {
      es: 'No pude asistir a la boda de mi prima.',
      en: 'I couldn’t attend my cousin’s wedding.',
    },
    more: {
      es: 'En una tienda: «¿Le atienden?» significa «Are you being served?». Y «atender» también es prestar atención.',
      en: 'In a shop: “¿Le atienden?” means “Are you being served?”. And “atender” also means to pay attention.',
    },
    explanation: {
      en: 'Asistir a means to attend (asistir a clase, a una boda); to assist someone is ayudar (asistir also exists in formal or medical contexts). Atender means to attend to, serve or look after (atender a un cliente, a un paciente) and to pay attention, not to attend an event.',
      es: 'Asistir a significa estar presente (asistir a clase, a una boda); «to assist» es ayudar (asistir también existe en contextos formales o médicos). Atender significa ocuparse de alguien (atender a un cliente, a un paciente) y prestar atención, no asistir a un acto.',
    },
  },
  {
    id: 'ff-excitado',
    title: {
      en: 'False friend: excitado',
      es: 'Falso amigo: excitado',
    },
    level: 'B1',
    keys: [['excitado'], ['excited'], ['exciting'], ['emocionado']],
    answer: {
      basic: {
        es: 'Para «excited» di «emocionado» o «ilusionado». «Excitado» suele tener un sentido sexual.',
        en: 'For “excited” say “emocionado” or “ilusionado”. “Excitado” usually has a sexual meaning.',
      },
      richer: {
        es: '«Estoy emocionado» o «tengo muchas ganas» expresan entusiasmo. «Excitado» sugiere excitación sexual o nerviosa; mejor evitarlo.',
        en: '“Estoy emocionado” or “tengo muchas ganas” express enthusiasm. “Excitado” suggests sexual or nervous arousal; better to avoid it.',
      },
    },
    example: {
      es: '¡Tengo muchas ganas de verte!',
      en: 'I’m really looking forward to seeing you!',
    },
    more: {
      es: 'Para un viaje: «Estoy muy ilusionada con el viaje». Para un partido: «¡Qué emocionante!».',
      en: 'For a trip: “I’m really excited about the trip”. For a match: “How exciting!”.',
    },
    explanation: {
      en: 'Excitado usually means sexually aroused (or, in technical contexts, agitated). To say you are excited about something, use emocionado, ilusionado or tener muchas ganas de; something exciting is emocionante.',
      es: 'Excitado suele significar excitado sexualmente (o, en contextos técnicos, agitado). Para el entusiasmo se usa emocionado, ilusionado o tener muchas ganas de; algo «exciting» es emocionante.',
    },
  },
];
