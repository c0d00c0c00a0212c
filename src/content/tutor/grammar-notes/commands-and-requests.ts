/** Grammar notes on commands, requests, offers, proposals and advice. */
import type { GrammarNote } from './types';

export const COMMANDS_AND_REQUESTS_NOTES: readonly GrammarNote[] = [
  {
    id: 'quiero',
    title: {
      en: 'Quiero + noun',
      es: 'Quiero + nombre',
    },
    level: 'A0',
    keys: [['quiero'], ['querer'], ['i', 'want']],
    answer: {
      basic: {
        es: 'Para pedir algo: «quiero» + la cosa. «Quiero un café», «Quiero agua».',
        en: 'To ask for something: “quiero” + the thing. “I want a coffee”, “I want water”.',
      },
      richer: {
        es: '«Querer» cambia e → ie: quiero, quieres, quiere, queremos. Con cosas, un nombre; con acciones, infinitivo: «Quiero comer».',
        en: '“Querer” changes e → ie: quiero, quieres, quiere, queremos. With things, a noun; with actions, an infinitive: “I want to eat”.',
      },
    },
    example: {
      es: 'Quiero una botella de agua, por favor.',
      en: 'I want a bottle of water, please.',
    },
    more: {
      es: 'En una tienda o un bar es más amable «quería» o «¿me pone…?»: «Quería un café».',
      en: 'In a shop or a bar “quería” or “¿me pone…?” is more polite: “I’d like a coffee”.',
    },
    explanation: {
      en: 'Quiero + noun asks for a thing (quiero un café) and quiero + infinitive states what you want to do (quiero dormir). With another person doing it, use quiero que + subjunctive. When ordering, quería or ¿me pone…? sound more polite than quiero.',
      es: 'Quiero + nombre pide una cosa (quiero un café) y quiero + infinitivo dice lo que quieres hacer (quiero dormir). Si lo hace otra persona, se usa quiero que + subjuntivo. Al pedir en un bar o una tienda, quería o ¿me pone…? suenan más amables que quiero.',
    },
  },
  {
    id: 'polite-orders',
    title: {
      en: 'Polite orders: quería, ¿me pone…?',
      es: 'Pedir con cortesía: quería, ¿me pone…?',
    },
    level: 'A1',
    keys: [['me pone'], ['queria', 'cafe'], ['pedir', 'bar'], ['ordering'], ['order', 'food']],
    answer: {
      basic: {
        es: 'Para pedir en un bar: «Quería un café» o «¿Me pone un café?». Suena más amable que «quiero».',
        en: 'To order in a bar: “I’d like a coffee” or “Can I have a coffee?”. It sounds more polite than “quiero”.',
      },
      richer: {
        es: '«Quería» (imperfecto) suaviza el pedido. «¿Me pone…?» es típico de España; en América se oye «¿Me da…?» o «¿Me trae…?».',
        en: '“Quería” (imperfect) softens the order. “¿Me pone…?” is typical of Spain; in Latin America you hear “¿Me da…?” or “¿Me trae…?”.',
      },
    },
    example: {
      es: '¿Me pone un café con leche, por favor?',
      en: 'Can I have a coffee with milk, please?',
    },
    more: {
      es: 'Para pagar: «¿Me cobra, por favor?» o «La cuenta, por favor».',
      en: 'To pay: “Can I pay, please?” or “The bill, please”.',
    },
    explanation: {
      en: 'In cafés and shops, the imperfect quería (“I wanted”, used to mean “I’d like”) and questions like ¿Me pone…? (Spain), ¿Me da…? or ¿Me trae…? make an order polite. Quiero is not rude, but it sounds direct.',
      es: 'En bares y tiendas, el imperfecto quería y preguntas como ¿Me pone…? (España), ¿Me da…? o ¿Me trae…? hacen el pedido más amable. Quiero no es grosero, pero suena directo.',
    },
  },
  {
    id: 'polite-requests',
    title: {
      en: 'Polite requests: ¿podría…?, querría…',
      es: 'Peticiones corteses: ¿podría…?, querría…',
    },
    level: 'A2',
    keys: [
      ['podria'],
      ['polite', 'requests'],
      ['peticiones', 'corteses'],
      ['cortesia'],
      ['courtesy'],
      ['could', 'you'],
    ],
    answer: {
      basic: {
        es: 'Para pedir con educación: «¿Podría…?» o «¿Podrías…?». Por ejemplo: «¿Podría cambiarme la habitación?».',
        en: 'To ask politely: “¿Podría…?” or “¿Podrías…?”. For example: “Could you change my room?”.',
      },
      richer: {
        es: 'El condicional suaviza: «¿Podría ayudarme?», «Querría reservar una mesa», «Me gustaría saber…». «Quería» también sirve.',
        en: 'The conditional softens: “Could you help me?”, “I’d like to book a table”, “I’d like to know…”. “Quería” also works.',
      },
    },
    example: {
      es: '¿Podría decirme a qué hora sale el tren?',
      en: 'Could you tell me what time the train leaves?',
    },
    more: {
      es: 'Añade «por favor» y, para más cortesía, «¿Le importaría…?»: «¿Le importaría cerrar la ventana?».',
      en: 'Add “por favor” and, for extra politeness, “¿Le importaría…?”: “Would you mind closing the window?”.',
    },
    explanation: {
      en: 'Polite requests use the conditional of poder, querer, gustar or importar: ¿Podría…?, ¿Podrías…?, Querría…, Me gustaría…, ¿Le importaría…? The imperfect quería works the same way. With usted the verb is third person: ¿Podría usted…?',
      es: 'Las peticiones corteses usan el condicional de poder, querer, gustar o importar: ¿Podría…?, ¿Podrías…?, Querría…, Me gustaría…, ¿Le importaría…? El imperfecto quería funciona igual. Con usted el verbo va en tercera persona: ¿Podría usted…?',
    },
  },
  {
    id: 'courtesy-imperfect',
    title: {
      en: 'The imperfect and conditional of courtesy',
      es: 'El imperfecto y el condicional de cortesía',
    },
    level: 'C1',
    keys: [
      ['imperfecto', 'cortesia'],
      ['queria', 'pedirle'],
      ['courtesy', 'imperfect'],
      ['venia', 'a'],
    ],
    answer: {
      basic: {
        es: 'En situaciones formales, el imperfecto suaviza: «Quería pedirle un favor» es más amable que «quiero».',
        en: 'In formal situations, the imperfect softens: “I wanted to ask you a favour” is more polite than “quiero”.',
      },
      richer: {
        es: 'El imperfecto y el condicional de cortesía distancian la petición: «Quería pedirle…», «Venía a preguntar…», «Desearía hablar con usted».',
        en: 'The imperfect and conditional of courtesy distance the request: “I wanted to ask you…”, “I came to ask…”, “I would like to speak with you”.',
      },
    },
    example: {
      es: 'Buenos días, quería pedirle una cita con el director.',
      en: 'Good morning, I wanted to ask you for an appointment with the director.',
    },
    more: {
      es: 'En correos formales: «Le escribía para solicitar información» o «Le agradecería que me respondiera pronto».',
      en: 'In formal emails: “I was writing to request information” or “I would be grateful if you replied soon”.',
    },
    explanation: {
      en: 'The imperfect of courtesy (quería, venía a, le llamaba para) and the conditional (querría, desearía, le agradecería que + imperfect subjunctive) present a request as less direct, which suits formal situations and written Spanish. They refer to the present, not the past.',
      es: 'El imperfecto de cortesía (quería, venía a, le llamaba para) y el condicional (querría, desearía, le agradecería que + imperfecto de subjuntivo) presentan la petición de forma menos directa, adecuada para situaciones formales y la lengua escrita. Se refieren al presente, no al pasado.',
    },
  },
  {
    id: 'declining-politely',
    title: {
      en: 'Declining politely: no puedo + reason',
      es: 'Rechazar con cortesía: no puedo + razón',
    },
    level: 'A1',
    keys: [['rechazar'], ['decline'], ['declining'], ['no puedo'], ['say', 'no', 'politely'], ['invitacion']],
    answer: {
      basic: {
        es: 'Para decir que no con amabilidad: «Lo siento, no puedo. Tengo que trabajar».',
        en: 'To say no nicely: “Sorry, I can’t. I have to work”.',
      },
      richer: {
        es: 'Agradece, rechaza y da una razón: «Gracias, pero no puedo: ya tengo planes». Puedes proponer otro día: «¿Quedamos el sábado?».',
        en: 'Thank, decline and give a reason: “Thanks, but I can’t: I already have plans”. You can suggest another day: “Shall we meet on Saturday?”.',
      },
    },
    example: {
      es: 'Me encantaría, pero el viernes no puedo.',
      en: 'I’d love to, but I can’t on Friday.',
    },
    more: {
      es: 'Otras razones: «Es que estoy muy cansado», «Es que tengo clase». «Es que» introduce la excusa.',
      en: 'Other reasons: “It’s just that I’m very tired”, “It’s just that I have class”. “Es que” introduces the excuse.',
    },
    explanation: {
      en: 'A polite refusal usually thanks the person, declines with no puedo and gives a reason, often introduced by es que: Gracias, pero no puedo, es que tengo que trabajar. Me encantaría, pero… and offering another time soften it further.',
      es: 'Un rechazo cortés suele agradecer, rechazar con no puedo y dar una razón, a menudo introducida por es que: Gracias, pero no puedo, es que tengo que trabajar. Me encantaría, pero… y proponer otro momento lo suavizan aún más.',
    },
  },
  {
    id: 'proposals',
    title: {
      en: 'Proposals: ¿y si…?, ¿por qué no…?',
      es: 'Propuestas: ¿y si…?, ¿por qué no…?',
    },
    level: 'B1',
    keys: [['y si'], ['por que no'], ['proponer'], ['propuestas'], ['suggestions'], ['why', 'dont', 'we']],
    answer: {
      basic: {
        es: 'Para proponer algo: «¿Y si vamos al cine?» o «¿Por qué no cenamos fuera?».',
        en: 'To suggest something: “What if we go to the cinema?” or “Why don’t we eat out?”.',
      },
      richer: {
        es: '«¿Y si…?» + presente o imperfecto de subjuntivo propone: «¿Y si vamos?», «¿Y si fuéramos?». «¿Por qué no…?» + presente invita.',
        en: '“¿Y si…?” + present or imperfect subjunctive proposes: “What if we go?”, “What if we went?”. “¿Por qué no…?” + present invites.',
      },
    },
    example: {
      es: '¿Por qué no quedamos mañana a las ocho?',
      en: 'Why don’t we meet tomorrow at eight?',
    },
    more: {
      es: 'Otras formas: «¿Te apetece…?», «¿Qué te parece si…?», «Podríamos…». Responde: «¡Vale!» o «Mejor otro día».',
      en: 'Other ways: “Do you feel like…?”, “What do you think if…?”, “We could…”. Answer: “OK!” or “Better another day”.',
    },
    explanation: {
      en: '¿Y si…? with the present (¿Y si vamos al cine?) or, more tentatively, the imperfect subjunctive (¿Y si fuéramos?) makes a suggestion; ¿Por qué no + present? invites or suggests (¿Por qué no vienes?). Other options: ¿Te apetece…?, ¿Qué te parece si…?, Podríamos…',
      es: '¿Y si…? con presente (¿Y si vamos al cine?) o, de forma más tentativa, con imperfecto de subjuntivo (¿Y si fuéramos?) hace una propuesta; ¿Por qué no + presente? invita o sugiere (¿Por qué no vienes?). Otras opciones: ¿Te apetece…?, ¿Qué te parece si…?, Podríamos…',
    },
  },
  {
    id: 'advice-deberias',
    title: {
      en: 'Advice: deberías, yo que tú',
      es: 'Consejos: deberías, yo que tú',
    },
    level: 'B1',
    keys: [['deberias'], ['yo que tu'], ['consejo'], ['consejos'], ['advice'], ['should']],
    answer: {
      basic: {
        es: 'Para aconsejar: «Deberías» + infinitivo. «Deberías descansar». O «Yo que tú, iría al médico».',
        en: 'To give advice: “Deberías” + infinitive. “You should rest”. Or “If I were you, I’d go to the doctor”.',
      },
      richer: {
        es: '«Deber» en condicional suaviza el consejo: «deberías dormir más». «Yo que tú» o «yo en tu lugar» van con condicional.',
        en: '“Deber” in the conditional softens the advice: “you should sleep more”. “Yo que tú” or “yo en tu lugar” go with the conditional.',
      },
    },
    example: {
      es: 'Yo que tú, no compraría ese coche.',
      en: 'If I were you, I wouldn’t buy that car.',
    },
    more: {
      es: 'Más formas: «Te aconsejo que» + subjuntivo, «Lo mejor es que» + subjuntivo: «Te aconsejo que descanses».',
      en: 'More ways: “Te aconsejo que” + subjunctive, “Lo mejor es que” + subjunctive: “I advise you to rest”.',
    },
    explanation: {
      en: 'Deberías + infinitive (conditional of deber) is the usual soft advice: deberías llamarla. Yo que tú / yo en tu lugar + conditional puts yourself in the other person’s place: yo que tú, la llamaría. Te aconsejo que / te recomiendo que take the subjunctive.',
      es: 'Deberías + infinitivo (condicional de deber) es el consejo suave habitual: deberías llamarla. Yo que tú / yo en tu lugar + condicional se pone en el lugar del otro: yo que tú, la llamaría. Te aconsejo que / te recomiendo que llevan subjuntivo.',
    },
  },
  {
    id: 'imperative',
    title: {
      en: 'The imperative',
      es: 'El imperativo',
    },
    level: 'A2',
    keys: [['imperativo'], ['imperative'], ['commands'], ['ordenes'], ['mandatos']],
    answer: {
      basic: {
        es: 'Tú: «habla», «come», «escribe», como «él» en presente. Usted: «hable», «coma», «escriba».',
        en: 'Tú: “habla”, “come”, “escribe”, like “él” in the present. Usted: “hable”, “coma”, “escriba”.',
      },
      richer: {
        es: 'Afirmativo con tú: forma de «él»; usted, ustedes y todo negativo: subjuntivo. «Habla», pero «no hables»; «hable usted».',
        en: 'Affirmative with tú: the “él” form; usted, ustedes and every negative: subjunctive. “Habla”, but “no hables”; “hable usted”.',
      },
    },
    example: {
      es: 'Abre la ventana, pero no cierres la puerta.',
      en: 'Open the window, but don’t close the door.',
    },
    more: {
      es: 'Vosotros: cambia la «r» del infinitivo por «d»: «hablad», «comed», «venid». En negativo: «no habléis».',
      en: 'Vosotros: change the “r” of the infinitive to “d”: “hablad”, “comed”, “venid”. In the negative: “no habléis”.',
    },
    explanation: {
      en: 'The affirmative tú imperative usually matches the él present (habla, come); eight verbs are irregular (di, haz, ve, pon, sal, sé, ten, ven). Usted, ustedes, nosotros and all negative commands use the present subjunctive (hable, no hables, no habléis), and vosotros affirmative replaces the -r of the infinitive with -d (hablad).',
      es: 'El imperativo afirmativo de tú suele coincidir con el presente de él (habla, come); ocho verbos son irregulares (di, haz, ve, pon, sal, sé, ten, ven). Usted, ustedes, nosotros y todas las órdenes negativas usan el presente de subjuntivo (hable, no hables, no habléis), y vosotros en afirmativo cambia la -r del infinitivo por -d (hablad).',
    },
  },
  {
    id: 'tu-commands',
    title: {
      en: 'Affirmative tú commands',
      es: 'El imperativo afirmativo de tú',
    },
    level: 'A2',
    keys: [
      ['imperativo', 'tu'],
      ['tu', 'commands'],
      ['haz', 'pon'],
      ['corta', 'anade'],
      ['irregular', 'commands'],
    ],
    answer: {
      basic: {
        es: 'Con «tú», el imperativo es como «él» en presente: «corta», «añade», «come». Algunos son cortos: «pon», «haz».',
        en: 'With “tú”, the imperative is like “él” in the present: “corta”, “añade”, “come”. Some are short: “pon”, “haz”.',
      },
      richer: {
        es: 'Ocho irregulares: di, haz, ve, pon, sal, sé, ten, ven. Los demás usan la forma de «él»: «corta», «mezcla», «sirve».',
        en: 'Eight irregulars: di, haz, ve, pon, sal, sé, ten, ven. The rest use the “él” form: “corta”, “mezcla”, “sirve”.',
      },
    },
    example: {
      es: 'Corta la cebolla y ponla en la sartén.',
      en: 'Cut the onion and put it in the frying pan.',
    },
    more: {
      es: 'En negativo cambia: «no cortes», «no pongas», «no hagas». Es el presente de subjuntivo.',
      en: 'In the negative it changes: “no cortes”, “no pongas”, “no hagas”. It’s the present subjunctive.',
    },
    explanation: {
      en: 'Affirmative tú commands take the él/ella form of the present (corta, añade, mezcla, sirve), except eight short irregular forms: decir → di, hacer → haz, ir → ve, poner → pon, salir → sal, ser → sé, tener → ten, venir → ven. Negative tú commands use the present subjunctive: no cortes, no hagas.',
      es: 'El imperativo afirmativo de tú toma la forma de él/ella del presente (corta, añade, mezcla, sirve), salvo ocho formas cortas irregulares: decir → di, hacer → haz, ir → ve, poner → pon, salir → sal, ser → sé, tener → ten, venir → ven. El imperativo negativo de tú usa el presente de subjuntivo: no cortes, no hagas.',
    },
  },
  {
    id: 'formal-commands',
    title: {
      en: 'Formal commands: siga, gire, cruce',
      es: 'El imperativo de usted: siga, gire, cruce',
    },
    level: 'A1',
    keys: [
      ['siga', 'gire'],
      ['imperativo', 'usted'],
      ['formal', 'commands'],
      ['direcciones'],
      ['directions'],
    ],
    answer: {
      basic: {
        es: 'Para dar direcciones a «usted»: «siga todo recto», «gire a la derecha», «cruce la calle».',
        en: 'To give directions to “usted”: “go straight on”, “turn right”, “cross the street”.',
      },
      richer: {
        es: 'El imperativo de «usted» usa la vocal contraria: seguir → siga, girar → gire, cruzar → cruce. Con «ustedes», añade -n: «sigan».',
        en: 'The “usted” imperative uses the opposite vowel: seguir → siga, girar → gire, cruzar → cruce. With “ustedes”, add -n: “sigan”.',
      },
    },
    example: {
      es: 'Siga todo recto y gire la segunda a la izquierda.',
      en: 'Go straight on and take the second left.',
    },
    more: {
      es: 'Con «tú», en cambio: «sigue», «gira», «cruza». Para preguntar: «Perdone, ¿dónde está la estación?».',
      en: 'With “tú”, instead: “sigue”, “gira”, “cruza”. To ask: “Excuse me, where is the station?”.',
    },
    explanation: {
      en: 'Formal commands (usted, ustedes) are present subjunctive forms: -ar verbs take -e (gire, tome), -er/-ir verbs take -a (siga, suba), and irregular stems come from the yo form (tenga, haga). In directions you hear them as fixed phrases: siga recto, gire a la derecha, cruce la plaza, tome la primera calle.',
      es: 'El imperativo formal (usted, ustedes) usa las formas del presente de subjuntivo: los verbos en -ar llevan -e (gire, tome), los verbos en -er/-ir llevan -a (siga, suba), y las raíces irregulares vienen de la forma yo (tenga, haga). En las direcciones se oyen como frases hechas: siga recto, gire a la derecha, cruce la plaza, tome la primera calle.',
    },
  },
  {
    id: 'commands-pronouns',
    title: {
      en: 'Pronouns attached to commands: pélalas',
      es: 'Pronombres unidos al imperativo: pélalas',
    },
    level: 'A2',
    keys: [
      ['pronombres', 'imperativo'],
      ['pronouns', 'commands'],
      ['pronombre', 'mandato'],
      ['pelalas'],
      ['damelo'],
    ],
    answer: {
      basic: {
        es: 'En el imperativo afirmativo, el pronombre va pegado al final: «pélalas», «cómelo», «dímelo».',
        en: 'In the affirmative imperative, the pronoun goes stuck on the end: “peel them”, “eat it”, “tell me”.',
      },
      richer: {
        es: 'Afirmativo: pronombres detrás y unidos, con tilde para mantener el acento: «pélalas». Negativo: delante y separados: «no las peles».',
        en: 'Affirmative: pronouns after and attached, with an accent mark to keep the stress: “pélalas”. Negative: before and separate: “don’t peel them”.',
      },
    },
    example: {
      es: 'Lava las patatas, pélalas y córtalas en trozos.',
      en: 'Wash the potatoes, peel them and cut them into pieces.',
    },
    more: {
      es: 'Con dos pronombres, primero la persona: «dámelo», «explícaselo». En negativo: «no me lo des».',
      en: 'With two pronouns, the person first: “give it to me”, “explain it to him”. In the negative: “don’t give it to me”.',
    },
    explanation: {
      en: 'Object pronouns are attached to the end of affirmative commands (cómelo, dámelo, siéntate), often adding a written accent to keep the original stress. In negative commands they go before the verb as separate words: no lo comas, no me lo des.',
      es: 'Los pronombres se unen al final del imperativo afirmativo (cómelo, dámelo, siéntate), a menudo con tilde para mantener el acento original. En el imperativo negativo van delante del verbo y separados: no lo comas, no me lo des.',
    },
  },
];
