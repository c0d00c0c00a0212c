/** Grammar notes on the subjunctive: forms, triggers, si-clauses and nuances of mood. */
import type { GrammarNote } from './types';

export const SUBJUNCTIVE_NOTES: readonly GrammarNote[] = [
  {
    id: 'subjunctive',
    title: {
      en: 'When to use the subjunctive',
      es: 'Cuándo se usa el subjuntivo',
    },
    level: 'B1',
    keys: [['subjuntivo'], ['subjunctive']],
    answer: {
      basic: {
        es: 'El subjuntivo va tras «que» cuando hay deseo, emoción, duda o consejo: «Quiero que vengas».',
        en: 'The subjunctive goes after “que” when there is a wish, emotion, doubt or advice: “I want you to come”.',
      },
      richer: {
        es: 'Pistas: «quiero que vengas», «es importante que duermas», «no creo que llueva», «ojalá llegue», «cuando vuelvas».',
        en: 'Cues: “I want you to come”, “it’s important that you sleep”, “I don’t think it’ll rain”, “I hope he arrives”, “when you come back”.',
      },
    },
    example: {
      es: 'Espero que tengas un buen viaje.',
      en: 'I hope you have a good trip.',
    },
    more: {
      es: 'Con hechos y certezas, indicativo: «Sé que vienes». Con deseos o dudas, subjuntivo: «Ojalá vengas».',
      en: 'With facts and certainty, indicative: “I know you’re coming”. With wishes or doubts, subjunctive: “I hope you come”.',
    },
    explanation: {
      en: 'The indicative states facts; the subjunctive presents what is wished, influenced, felt, doubted or not yet real. It appears mainly after que when the main clause expresses wishes or influence (quiero que, te pido que), value judgements (es importante que), emotions (me alegra que), doubt or denial (no creo que, dudo que), after ojalá, after purpose and condition links (para que, a menos que) and after cuando and similar words referring to the future (cuando llegues).',
      es: 'El indicativo afirma hechos; el subjuntivo presenta lo deseado, influido, sentido, dudado o aún no real. Aparece sobre todo tras que cuando la oración principal expresa deseo o influencia (quiero que, te pido que), valoración (es importante que), emoción (me alegra que), duda o negación (no creo que, dudo que), después de ojalá, de nexos de finalidad y condición (para que, a menos que) y de cuando y palabras parecidas referidas al futuro (cuando llegues).',
    },
  },
  {
    id: 'subjunctive-stem',
    title: {
      en: 'Present subjunctive: stem from the yo form',
      es: 'Presente de subjuntivo: la raíz de yo',
    },
    level: 'B1',
    keys: [
      ['subjuntivo', 'forma'],
      ['subjuntivo', 'yo'],
      ['subjunctive', 'form'],
      ['formar', 'subjuntivo'],
      ['tenga'],
      ['haga'],
    ],
    answer: {
      basic: {
        es: 'Para formar el subjuntivo, parte de «yo» en presente: tengo → tenga, hago → haga, digo → diga.',
        en: 'To form the subjunctive, start from “yo” in the present: tengo → tenga, hago → haga, digo → diga.',
      },
      richer: {
        es: 'Quita la «-o» de «yo» y cambia la vocal: «conozco» → «conozca», «pienso» → «piense». Irregulares: sea, vaya, esté, sepa, haya, dé.',
        en: 'Remove the “-o” of “yo” and change the vowel: “conozco” → “conozca”, “pienso” → “piense”. Irregulars: sea, vaya, esté, sepa, haya, dé.',
      },
    },
    example: {
      es: 'Quiero que hagas los deberes antes de cenar.',
      en: 'I want you to do your homework before dinner.',
    },
    more: {
      es: 'En nosotros y vosotros algunos verbos vuelven a la raíz: «pensemos», «podáis»; pero «pidamos», «durmamos».',
      en: 'In nosotros and vosotros some verbs go back to the stem: “pensemos”, “podáis”; but “pidamos”, “durmamos”.',
    },
    explanation: {
      en: 'The present subjunctive is built on the yo form of the present indicative without its -o, so its irregularities carry over: tengo → tenga, conozco → conozca, pienso → piense. Only six verbs do not follow this: ser (sea), ir (vaya), estar (esté), saber (sepa), haber (haya), dar (dé).',
      es: 'El presente de subjuntivo se forma sobre la forma yo del presente de indicativo sin la -o, así que hereda sus irregularidades: tengo → tenga, conozco → conozca, pienso → piense. Solo seis verbos no siguen esta regla: ser (sea), ir (vaya), estar (esté), saber (sepa), haber (haya), dar (dé).',
    },
  },
  {
    id: 'subjunctive-endings',
    title: {
      en: 'Present subjunctive: the swapped vowel',
      es: 'Presente de subjuntivo: la vocal cambiada',
    },
    level: 'B1',
    keys: [
      ['subjuntivo', 'terminaciones'],
      ['subjunctive', 'endings'],
      ['vocal', 'contraria'],
      ['swapped', 'vowel'],
      ['opposite', 'vowel'],
    ],
    answer: {
      basic: {
        es: 'En subjuntivo la vocal cambia: -ar usa «e» (hable), -er e -ir usan «a» (coma, viva).',
        en: 'In the subjunctive the vowel swaps: -ar uses “e” (hable), -er and -ir use “a” (coma, viva).',
      },
      richer: {
        es: 'Hablar: hable, hables, hable, hablemos, habléis, hablen. Comer: coma, comas, coma, comamos, comáis, coman.',
        en: 'Hablar: hable, hables, hable, hablemos, habléis, hablen. Comer: coma, comas, coma, comamos, comáis, coman.',
      },
    },
    example: {
      es: 'Es mejor que comas algo y que descanses un poco.',
      en: 'It’s better for you to eat something and rest a little.',
    },
    more: {
      es: 'Ojo a la ortografía: «buscar» → «busque», «llegar» → «llegue», «empezar» → «empiece».',
      en: 'Watch the spelling: “buscar” → “busque”, “llegar” → “llegue”, “empezar” → “empiece”.',
    },
    explanation: {
      en: '-ar verbs take the “opposite” vowel e (hable, hables, hable, hablemos, habléis, hablen) and -er/-ir verbs take a (coma, viva). Spelling changes keep the sound before e: buscar → busque, llegar → llegue, empezar → empiece.',
      es: 'Los verbos en -ar toman la vocal «contraria» e (hable, hables, hable, hablemos, habléis, hablen) y los verbos en -er/-ir toman a (coma, viva). Los cambios ortográficos mantienen el sonido delante de e: buscar → busque, llegar → llegue, empezar → empiece.',
    },
  },
  {
    id: 'subjunctive-two-subjects',
    title: {
      en: 'Infinitive or que + subjunctive',
      es: 'Infinitivo o que + subjuntivo',
    },
    level: 'B1',
    keys: [
      ['mismo', 'sujeto'],
      ['dos', 'sujetos'],
      ['same', 'subject'],
      ['two', 'subjects'],
      ['quiero que'],
      ['want', 'you', 'to'],
    ],
    answer: {
      basic: {
        es: 'Mismo sujeto, infinitivo: «Quiero ir». Otra persona, «que» + subjuntivo: «Quiero que vayas».',
        en: 'Same subject, infinitive: “I want to go”. Another person, “que” + subjunctive: “I want you to go”.',
      },
      richer: {
        es: 'Si el sujeto no cambia, infinitivo: «Espero aprobar». Si cambia, «que» + subjuntivo: «Espero que apruebes».',
        en: 'If the subject doesn’t change, infinitive: “I hope to pass”. If it changes, “que” + subjunctive: “I hope you pass”.',
      },
    },
    example: {
      es: 'Prefiero cocinar yo; no quiero que te canses.',
      en: 'I’d rather cook myself; I don’t want you to get tired.',
    },
    more: {
      es: 'El inglés dice «want you to»; el español necesita «que» + subjuntivo: «Quiero que vengas».',
      en: 'English says “want you to”; Spanish needs “que” + subjunctive: “I want you to come”.',
    },
    explanation: {
      en: 'With verbs of wishing, influence and emotion, use the infinitive when both verbs share the subject (quiero ir, espero aprobar) and que + subjunctive when the subjects differ (quiero que vayas, espero que apruebes). English “want someone to do” always becomes querer que + subjunctive.',
      es: 'Con verbos de deseo, influencia y emoción se usa el infinitivo cuando los dos verbos tienen el mismo sujeto (quiero ir, espero aprobar) y que + subjuntivo cuando los sujetos son distintos (quiero que vayas, espero que apruebes).',
    },
  },
  {
    id: 'subjunctive-influence',
    title: {
      en: 'Verbs of influence + que + subjunctive',
      es: 'Verbos de influencia + que + subjuntivo',
    },
    level: 'B1',
    keys: [
      ['verbos', 'influencia'],
      ['pedir que'],
      ['recomendar', 'que'],
      ['aconsejar', 'que'],
      ['influence'],
      ['advice', 'subjunctive'],
    ],
    answer: {
      basic: {
        es: 'Para pedir o aconsejar a otra persona: «te pido que», «te recomiendo que» + subjuntivo: «Te recomiendo que descanses».',
        en: 'To ask or advise another person: “te pido que”, “te recomiendo que” + subjunctive: “I recommend that you rest”.',
      },
      richer: {
        es: 'Querer, pedir, aconsejar, recomendar, prohibir, permitir o decir (como orden) + que + subjuntivo: «Me dijo que llamara».',
        en: 'Querer, pedir, aconsejar, recomendar, prohibir, permitir or decir (as an order) + que + subjunctive: “He told me to call”.',
      },
    },
    example: {
      es: 'El médico me ha pedido que deje de fumar.',
      en: 'The doctor has asked me to stop smoking.',
    },
    more: {
      es: 'Con «decir», cuidado: «Dice que viene» (informa) y «Dice que vengas» (ordena).',
      en: 'With “decir”, careful: “He says he’s coming” (reporting) and “He says you should come” (ordering).',
    },
    explanation: {
      en: 'Verbs that try to influence someone else (querer, pedir, rogar, aconsejar, recomendar, sugerir, exigir, prohibir, permitir, and decir when it means an order) take que + subjunctive: Te aconsejo que duermas más. The tense follows the main verb: me pidió que lo ayudara.',
      es: 'Los verbos que intentan influir en otra persona (querer, pedir, rogar, aconsejar, recomendar, sugerir, exigir, prohibir, permitir, y decir cuando es una orden) llevan que + subjuntivo: Te aconsejo que duermas más. El tiempo sigue al verbo principal: me pidió que lo ayudara.',
    },
  },
  {
    id: 'subjunctive-impersonal',
    title: {
      en: 'Impersonal expressions + subjunctive',
      es: 'Expresiones impersonales + subjuntivo',
    },
    level: 'B1',
    keys: [
      ['es necesario que'],
      ['es importante que'],
      ['expresiones', 'impersonales'],
      ['impersonal', 'expressions'],
      ['es mejor que'],
    ],
    answer: {
      basic: {
        es: '«Es importante que», «es necesario que», «es mejor que» + subjuntivo: «Es importante que duermas bien».',
        en: '“Es importante que”, “es necesario que”, “es mejor que” + subjunctive: “It’s important that you sleep well”.',
      },
      richer: {
        es: 'Valoraciones impersonales + que llevan subjuntivo; sin sujeto concreto, infinitivo: «Es necesario reservar», «Es necesario que reserves».',
        en: 'Impersonal value judgements + que take the subjunctive; with no specific subject, the infinitive: “It’s necessary to book”, “It’s necessary for you to book”.',
      },
    },
    example: {
      es: 'Es mejor que lleves paraguas; va a llover.',
      en: 'It’s better for you to take an umbrella; it’s going to rain.',
    },
    more: {
      es: 'Pero con certeza va indicativo: «Es verdad que», «Está claro que», «Es obvio que» + indicativo.',
      en: 'But with certainty, the indicative: “Es verdad que”, “Está claro que”, “Es obvio que” + indicative.',
    },
    explanation: {
      en: 'Impersonal expressions of necessity, importance, possibility or evaluation (es necesario, importante, mejor, posible, raro, una pena que…) take the subjunctive when they have a specific subject, and the infinitive when they are general: es importante dormir / es importante que duermas. Expressions of certainty (es verdad, es evidente que) take the indicative.',
      es: 'Las expresiones impersonales de necesidad, importancia, posibilidad o valoración (es necesario, importante, mejor, posible, raro, una pena que…) llevan subjuntivo cuando tienen un sujeto concreto, e infinitivo cuando son generales: es importante dormir / es importante que duermas. Las de certeza (es verdad, es evidente que) llevan indicativo.',
    },
  },
  {
    id: 'subjunctive-emotion',
    title: {
      en: 'Emotion + que + subjunctive',
      es: 'Emoción + que + subjuntivo',
    },
    level: 'B1',
    keys: [
      ['emociones', 'subjuntivo'],
      ['emocion', 'subjuntivo'],
      ['emotion', 'subjunctive'],
      ['me alegra que'],
      ['me molesta que'],
    ],
    answer: {
      basic: {
        es: 'Con emociones sobre otra persona usamos subjuntivo: «Me alegra que estés aquí», «Siento que estés enfermo».',
        en: 'With feelings about another person we use the subjunctive: “I’m glad you’re here”, “I’m sorry you’re ill”.',
      },
      richer: {
        es: 'Alegrarse de, sentir, molestar, encantar, dar miedo, es una pena + que + subjuntivo, aunque el hecho sea real.',
        en: 'Alegrarse de, sentir, molestar, encantar, dar miedo, es una pena + que + subjunctive, even if the fact is real.',
      },
    },
    example: {
      es: 'Me encanta que me llames para charlar.',
      en: 'I love it that you call me for a chat.',
    },
    more: {
      es: 'Si es la misma persona, infinitivo: «Me alegra verte». Con otra persona: «Me alegra que vengas».',
      en: 'If it’s the same person, infinitive: “I’m glad to see you”. With another person: “I’m glad you’re coming”.',
    },
    explanation: {
      en: 'Expressions of emotion or reaction (me alegra, me encanta, me molesta, siento, temo, es una pena, qué bien que…) take que + subjunctive even when the fact is known to be true, because the sentence reacts to it rather than reports it. With the same subject, use the infinitive: me alegro de verte.',
      es: 'Las expresiones de emoción o reacción (me alegra, me encanta, me molesta, siento, temo, es una pena, qué bien que…) llevan que + subjuntivo aunque el hecho sea cierto, porque la oración reacciona ante él en lugar de informar. Con el mismo sujeto se usa el infinitivo: me alegro de verte.',
    },
  },
  {
    id: 'subjunctive-doubt',
    title: {
      en: 'Doubt and denial take the subjunctive',
      es: 'La duda y la negación llevan subjuntivo',
    },
    level: 'B1',
    keys: [
      ['duda', 'subjuntivo'],
      ['doubt', 'subjunctive'],
      ['dudo que'],
      ['negacion', 'subjuntivo'],
      ['denial'],
      ['no es verdad que'],
    ],
    answer: {
      basic: {
        es: 'Con duda o negación va subjuntivo: «Dudo que venga», «No es verdad que sea caro».',
        en: 'With doubt or denial, the subjunctive: “I doubt he’ll come”, “It isn’t true that it’s expensive”.',
      },
      richer: {
        es: 'Lo que no afirmas va en subjuntivo: «Dudo que venga», «No creo que llueva», «Es posible que llegue tarde».',
        en: 'What you don’t assert goes in the subjunctive: “I doubt he’ll come”, “I don’t think it’ll rain”, “He may arrive late”.',
      },
    },
    example: {
      es: 'Dudo que el tren llegue a tiempo.',
      en: 'I doubt the train will arrive on time.',
    },
    more: {
      es: 'Si quitas la duda, vuelve el indicativo: «No dudo que tienes razón», «Es cierto que es caro».',
      en: 'If you remove the doubt, the indicative comes back: “I don’t doubt you’re right”, “It’s true that it’s expensive”.',
    },
    explanation: {
      en: 'When the speaker doubts, denies or only considers something possible, the subordinate verb goes in the subjunctive: dudo que, no creo que, no es verdad que, es posible que, puede que. Once the statement is asserted again (no dudo que, es verdad que, creo que), the indicative returns.',
      es: 'Cuando el hablante duda, niega o solo considera posible algo, el verbo subordinado va en subjuntivo: dudo que, no creo que, no es verdad que, es posible que, puede que. Cuando se vuelve a afirmar (no dudo que, es verdad que, creo que), vuelve el indicativo.',
    },
  },
  {
    id: 'creo-no-creo',
    title: {
      en: 'Creo que vs no creo que',
      es: 'Creo que o no creo que',
    },
    level: 'B1',
    keys: [['creo que'], ['no creo que'], ['pienso que'], ['i think'], ['dont', 'think']],
    answer: {
      basic: {
        es: '«Creo que» + indicativo: «Creo que es verdad». «No creo que» + subjuntivo: «No creo que sea verdad».',
        en: '“Creo que” + indicative: “I think it’s true”. “No creo que” + subjunctive: “I don’t think it’s true”.',
      },
      richer: {
        es: 'Creer y pensar afirman: indicativo. Negados expresan duda: subjuntivo. «Pienso que sí», «No pienso que sea fácil».',
        en: 'Creer and pensar assert: indicative. Negated, they express doubt: subjunctive. “I think so”, “I don’t think it’s easy”.',
      },
    },
    example: {
      es: 'Creo que va a llover, pero no creo que haga frío.',
      en: 'I think it’s going to rain, but I don’t think it’ll be cold.',
    },
    more: {
      es: 'Para opinar también: «Me parece que», «En mi opinión», «Para mí». Negados, igual: «No me parece que sea justo».',
      en: 'To give an opinion you also have: “Me parece que”, “En mi opinión”, “Para mí”. Negated, the same: “I don’t think it’s fair”.',
    },
    explanation: {
      en: 'Verbs of opinion (creer, pensar, parecer, opinar) take the indicative when affirmative, because the speaker asserts the idea: creo que tienes razón. When negated they take the subjunctive: no creo que tengas razón. In negative questions both moods are possible: ¿No crees que es / sea tarde?',
      es: 'Los verbos de opinión (creer, pensar, parecer, opinar) llevan indicativo en afirmativo, porque el hablante afirma la idea: creo que tienes razón. Negados llevan subjuntivo: no creo que tengas razón. En preguntas negativas los dos modos son posibles: ¿No crees que es / sea tarde?',
    },
  },
  {
    id: 'certainty-indicative',
    title: {
      en: 'Certainty takes the indicative',
      es: 'La certeza lleva indicativo',
    },
    level: 'B1',
    keys: [
      ['certeza'],
      ['certainty'],
      ['es verdad que'],
      ['es cierto que'],
      ['esta claro que'],
      ['indicativo'],
    ],
    answer: {
      basic: {
        es: 'Con certeza va indicativo: «Es verdad que es caro», «Está claro que tienes razón».',
        en: 'With certainty, the indicative: “It’s true that it’s expensive”, “It’s clear that you’re right”.',
      },
      richer: {
        es: 'Es verdad, cierto, evidente, obvio o seguro que; estoy seguro de que; sé que: todo afirma, así que indicativo.',
        en: 'Es verdad, cierto, evidente, obvio or seguro que; estoy seguro de que; sé que: they all assert, so indicative.',
      },
    },
    example: {
      es: 'Es evidente que necesitas unas vacaciones.',
      en: 'It’s obvious that you need a holiday.',
    },
    more: {
      es: 'Al negarlas, subjuntivo: «No es verdad que sea caro», «No estoy seguro de que venga».',
      en: 'When you negate them, subjunctive: “It isn’t true that it’s expensive”, “I’m not sure he’s coming”.',
    },
    explanation: {
      en: 'Expressions that present something as true or certain (es verdad que, es cierto que, es evidente que, está claro que, estoy seguro de que, sé que) take the indicative. Negating them turns them into doubt, so they then take the subjunctive: no es verdad que sea caro.',
      es: 'Las expresiones que presentan algo como verdadero o seguro (es verdad que, es cierto que, es evidente que, está claro que, estoy seguro de que, sé que) llevan indicativo. Al negarlas se convierten en duda, y entonces llevan subjuntivo: no es verdad que sea caro.',
    },
  },
  {
    id: 'ojala',
    title: {
      en: 'Ojalá',
      es: 'Ojalá',
    },
    level: 'B1',
    keys: [['ojala'], ['i hope'], ['i wish'], ['deseos'], ['wishes']],
    answer: {
      basic: {
        es: '«Ojalá» siempre va con subjuntivo: «Ojalá haga sol mañana».',
        en: '“Ojalá” always goes with the subjunctive: “I hope it’s sunny tomorrow”.',
      },
      richer: {
        es: 'Con presente, deseo posible: «Ojalá venga». Con imperfecto, difícil: «Ojalá viniera». Con pluscuamperfecto, lamento: «Ojalá hubiera venido».',
        en: 'With the present, a possible wish: “I hope he comes”. With the imperfect, an unlikely one: “I wish he would come”. With the pluperfect, regret: “I wish he had come”.',
      },
    },
    example: {
      es: 'Ojalá tuviera más tiempo libre.',
      en: 'I wish I had more free time.',
    },
    more: {
      es: '«Ojalá» viene del árabe y significa «quiera Dios». También puede ir con «que»: «Ojalá que llueva».',
      en: '“Ojalá” comes from Arabic and means “may God will it”. It can also take “que”: “I hope it rains”.',
    },
    explanation: {
      en: 'Ojalá (optionally followed by que) always takes the subjunctive. The tense shows how likely the wish is: present for possible wishes (ojalá venga), imperfect subjunctive for unlikely or impossible present wishes (ojalá estuvieras aquí), pluperfect subjunctive for regrets about the past (ojalá hubiera ido).',
      es: 'Ojalá (con o sin que) siempre lleva subjuntivo. El tiempo indica lo probable que es el deseo: presente para deseos posibles (ojalá venga), imperfecto de subjuntivo para deseos improbables o imposibles en el presente (ojalá estuvieras aquí), pluscuamperfecto de subjuntivo para lamentos sobre el pasado (ojalá hubiera ido).',
    },
  },
  {
    id: 'para-que',
    title: {
      en: 'Para que + subjunctive',
      es: 'Para que + subjuntivo',
    },
    level: 'B2',
    keys: [['para que'], ['so that'], ['finalidad', 'subjuntivo'], ['purpose', 'subjunctive']],
    answer: {
      basic: {
        es: '«Para que» siempre lleva subjuntivo: «Te lo explico para que lo entiendas».',
        en: '“Para que” always takes the subjunctive: “I’m explaining it to you so that you understand it”.',
      },
      richer: {
        es: 'Finalidad con otro sujeto: «para que» + subjuntivo. Mismo sujeto: «para» + infinitivo. «Ahorro para viajar», «Ahorro para que viajemos».',
        en: 'Purpose with a different subject: “para que” + subjunctive. Same subject: “para” + infinitive. “I’m saving to travel”, “I’m saving so that we can travel”.',
      },
    },
    example: {
      es: 'Hay que reciclar para que el planeta respire.',
      en: 'We have to recycle so that the planet can breathe.',
    },
    more: {
      es: 'En pasado, imperfecto de subjuntivo: «Lo dije para que lo supieras». Igual con «a fin de que».',
      en: 'In the past, the imperfect subjunctive: “I said it so that you would know”. The same with “a fin de que”.',
    },
    explanation: {
      en: 'Purpose clauses with para que, a fin de que or con el objetivo de que always take the subjunctive, because the purpose is not yet a fact: present after a present or future main verb, imperfect subjunctive after a past one. With the same subject, use para + infinitive.',
      es: 'Las oraciones finales con para que, a fin de que o con el objetivo de que llevan siempre subjuntivo, porque la finalidad aún no es un hecho: presente tras un verbo principal en presente o futuro, imperfecto de subjuntivo tras uno en pasado. Con el mismo sujeto se usa para + infinitivo.',
    },
  },
  {
    id: 'cuando-subjunctive',
    title: {
      en: 'Cuando + subjunctive for the future',
      es: 'Cuando + subjuntivo para el futuro',
    },
    level: 'B1',
    keys: [
      ['cuando', 'subjuntivo'],
      ['cuando', 'futuro'],
      ['when', 'subjunctive'],
      ['conjunciones', 'temporales'],
      ['temporal', 'conjunctions'],
      ['en cuanto'],
      ['hasta que'],
    ],
    answer: {
      basic: {
        es: '«Cuando» + futuro lleva subjuntivo: «Cuando llegue, te llamo». Para costumbres, indicativo: «Cuando llego, te llamo».',
        en: '“Cuando” + future takes the subjunctive: “When I arrive, I’ll call you”. For habits, the indicative: “When I arrive, I call you”.',
      },
      richer: {
        es: 'Cuando, en cuanto, hasta que, después de que: subjuntivo si el hecho es futuro; indicativo si es habitual o pasado.',
        en: 'Cuando, en cuanto, hasta que, después de que: subjunctive if the event is in the future; indicative if it’s habitual or past.',
      },
    },
    example: {
      es: 'En cuanto termine el trabajo, iré a verte.',
      en: 'As soon as I finish work, I’ll come and see you.',
    },
    more: {
      es: 'En pasado: «Cuando llegué, llovía». Nunca futuro tras «cuando» en estas frases: se dice «cuando llegue».',
      en: 'In the past: “When I arrived, it was raining”. Never the future after “cuando” in these sentences: you say “cuando llegue”.',
    },
    explanation: {
      en: 'Time conjunctions (cuando, en cuanto, tan pronto como, hasta que, mientras, después de que) take the subjunctive when the event has not happened yet (cuando llegues, avísame) and the indicative for habits or past events (cuando llego, ceno; cuando llegué, cené). The future tense is never used after them, unlike English “when you will…”: cuando vengas, not cuando vendrás. Antes de que always takes the subjunctive.',
      es: 'Las conjunciones temporales (cuando, en cuanto, tan pronto como, hasta que, mientras, después de que) llevan subjuntivo cuando el hecho aún no ha ocurrido (cuando llegues, avísame) e indicativo para costumbres o hechos pasados (cuando llego, ceno; cuando llegué, cené). Nunca van con futuro: cuando vengas. Antes de que lleva siempre subjuntivo.',
    },
  },
  {
    id: 'antes-de-que',
    title: {
      en: 'Antes de que + subjunctive',
      es: 'Antes de que + subjuntivo',
    },
    level: 'C1',
    keys: [['antes de que'], ['before', 'subjunctive'], ['antes', 'que', 'subjuntivo']],
    answer: {
      basic: {
        es: '«Antes de que» siempre va con subjuntivo, también en pasado: «Vete antes de que llueva».',
        en: '“Antes de que” always takes the subjunctive, in the past too: “Go before it rains”.',
      },
      richer: {
        es: 'Lo que sigue a «antes de que» aún no ha ocurrido, así que siempre subjuntivo: «Llegué antes de que empezara».',
        en: 'What follows “antes de que” hasn’t happened yet, so it’s always subjunctive: “I arrived before it started”.',
      },
    },
    example: {
      es: 'Llámame antes de que salgas de casa.',
      en: 'Call me before you leave home.',
    },
    more: {
      es: 'Con el mismo sujeto, «antes de» + infinitivo: «Desayuno antes de salir».',
      en: 'With the same subject, “antes de” + infinitive: “I have breakfast before going out”.',
    },
    explanation: {
      en: 'Antes de que always takes the subjunctive, even about the past, because at the reference point the event is still to come: Salimos antes de que empezara a llover. With the same subject, use antes de + infinitive: Llámame antes de salir.',
      es: 'Antes de que lleva siempre subjuntivo, incluso en pasado, porque en el momento de referencia el hecho todavía no ha ocurrido: Salimos antes de que empezara a llover. Con el mismo sujeto se usa antes de + infinitivo: Llámame antes de salir.',
    },
  },
  {
    id: 'aunque',
    title: {
      en: 'Aunque + indicative or subjunctive',
      es: 'Aunque + indicativo o subjuntivo',
    },
    level: 'B2',
    keys: [['aunque'], ['although'], ['even', 'though'], ['even', 'if']],
    answer: {
      basic: {
        es: '«Aunque» + indicativo: un hecho. «Aunque llueve, salgo». «Aunque» + subjuntivo: posible o no importa. «Aunque llueva, saldré».',
        en: '“Aunque” + indicative: a fact. “Although it’s raining, I’m going out”. “Aunque” + subjunctive: possible or doesn’t matter. “Even if it rains, I’ll go out”.',
      },
      richer: {
        es: 'Indicativo: informo de un hecho. Subjuntivo: hipótesis o hecho que no cambia nada: «Aunque sea tu jefe, no tiene razón».',
        en: 'Indicative: I’m reporting a fact. Subjunctive: a hypothesis, or a fact that changes nothing: “Even if he is your boss, he isn’t right”.',
      },
    },
    example: {
      es: 'Aunque estoy cansada, voy a terminar el informe.',
      en: 'Although I’m tired, I’m going to finish the report.',
    },
    more: {
      es: 'Aunque + imperfecto de subjuntivo es una hipótesis improbable: «Aunque me pagaran, no lo haría».',
      en: 'Aunque + imperfect subjunctive is an unlikely hypothesis: “Even if they paid me, I wouldn’t do it”.',
    },
    explanation: {
      en: 'With the indicative, aunque presents the obstacle as a fact the speaker asserts (although). With the subjunctive, it presents a hypothesis (even if) or a fact that is known but irrelevant to the conclusion: aunque sea tu jefe, no tiene razón. The imperfect subjunctive makes the hypothesis unlikely: aunque me pagaran, no lo haría.',
      es: 'Con indicativo, aunque presenta el obstáculo como un hecho que el hablante afirma. Con subjuntivo, presenta una hipótesis o un hecho conocido pero irrelevante para la conclusión: aunque sea tu jefe, no tiene razón. El imperfecto de subjuntivo hace la hipótesis improbable: aunque me pagaran, no lo haría.',
    },
  },
  {
    id: 'no-es-que',
    title: {
      en: 'No es que + subjunctive, sino que + indicative',
      es: 'No es que + subjuntivo, sino que + indicativo',
    },
    level: 'B2',
    keys: [['no es que'], ['sino que'], ['not', 'that', 'its']],
    answer: {
      basic: {
        es: '«No es que» + subjuntivo rechaza una razón: «No es que no quiera, sino que no puedo».',
        en: '“No es que” + subjunctive rejects a reason: “It’s not that I don’t want to, it’s that I can’t”.',
      },
      richer: {
        es: 'Subjuntivo para la interpretación rechazada, indicativo para la verdadera: «No es que sea caro, es que no lo necesito».',
        en: 'Subjunctive for the rejected interpretation, indicative for the true one: “It’s not that it’s expensive, it’s that I don’t need it”.',
      },
    },
    example: {
      es: 'No es que me moleste, sino que prefiero estar solo.',
      en: 'It’s not that it bothers me, it’s that I prefer to be alone.',
    },
    more: {
      es: 'En pasado: «No es que no quisiera ir, es que estaba enfermo».',
      en: 'In the past: “It’s not that I didn’t want to go, it’s that I was ill”.',
    },
    explanation: {
      en: 'No es que rejects a possible explanation and takes the subjunctive, because that explanation is denied; the real reason follows with sino que or es que + indicative: No es que no me guste, es que estoy lleno.',
      es: 'No es que rechaza una explicación posible y lleva subjuntivo, porque esa explicación se niega; la razón verdadera sigue con sino que o es que + indicativo: No es que no me guste, es que estoy lleno.',
    },
  },
  {
    id: 'por-mucho-que',
    title: {
      en: 'Por mucho que: indicative or subjunctive',
      es: 'Por mucho que: indicativo o subjuntivo',
    },
    level: 'C1',
    keys: [['por mucho que'], ['por mas que'], ['no matter', 'how']],
    answer: {
      basic: {
        es: '«Por mucho que» es «no importa cuánto»: «Por mucho que estudio, no aprendo». Con subjuntivo, hipótesis: «por mucho que estudies».',
        en: '“Por mucho que” means “no matter how much”: “However much I study, I don’t learn”. With the subjunctive, a hypothesis: “however much you study”.',
      },
      richer: {
        es: 'Indicativo: el esfuerzo es real. Subjuntivo: es hipotético o no importa: «Por mucho que insistas, no cambiaré de opinión».',
        en: 'Indicative: the effort is real. Subjunctive: it’s hypothetical or doesn’t matter: “However much you insist, I won’t change my mind”.',
      },
    },
    example: {
      es: 'Por más que lo intento, no consigo dormir.',
      en: 'No matter how hard I try, I can’t get to sleep.',
    },
    more: {
      es: 'Con nombres, «mucho» concuerda: «Por muchas vueltas que le des, no hay solución».',
      en: 'With nouns, “mucho” agrees: “However much you think it over, there’s no solution”.',
    },
    explanation: {
      en: 'Por mucho que and por más que are concessive (“however much”). With the indicative they present a real, verified effort (por mucho que estudio…); with the subjunctive, a hypothetical one or one whose reality does not matter (por mucho que estudies…). With a noun, mucho agrees: por muchos libros que lea.',
      es: 'Por mucho que y por más que son concesivos. Con indicativo presentan un esfuerzo real y comprobado (por mucho que estudio…); con subjuntivo, uno hipotético o cuya realidad no importa (por mucho que estudies…). Con un nombre, mucho concuerda: por muchos libros que lea.',
    },
  },
  {
    id: 'reduplicative-subjunctive',
    title: {
      en: 'Reduplicative subjunctive: pase lo que pase',
      es: 'Subjuntivo reduplicado: pase lo que pase',
    },
    level: 'C1',
    keys: [
      ['pase lo que pase'],
      ['reduplicativo'],
      ['reduplicative'],
      ['digan lo que digan'],
      ['whatever', 'happens'],
    ],
    answer: {
      basic: {
        es: '«Pase lo que pase» significa «no importa qué pase»: «Pase lo que pase, te apoyo».',
        en: '“Pase lo que pase” means “no matter what happens”: “Whatever happens, I support you”.',
      },
      richer: {
        es: 'Verbo en subjuntivo + relativo + el mismo verbo: «digan lo que digan», «vayas donde vayas», «sea como sea».',
        en: 'Verb in the subjunctive + relative + the same verb: “whatever they say”, “wherever you go”, “be that as it may”.',
      },
    },
    example: {
      es: 'Hagas lo que hagas, hazlo bien.',
      en: 'Whatever you do, do it well.',
    },
    more: {
      es: 'En pasado: «Dijeran lo que dijeran, él siguió adelante».',
      en: 'In the past: “Whatever they said, he carried on”.',
    },
    explanation: {
      en: 'The pattern subjunctive + relative (lo que, donde, como, cuando, quien) + the same subjunctive means “whatever / wherever / however”: pase lo que pase, vayas adonde vayas, sea como sea, cueste lo que cueste. The imperfect subjunctive is used in past contexts.',
      es: 'La estructura subjuntivo + relativo (lo que, donde, como, cuando, quien) + el mismo subjuntivo expresa indiferencia ante todas las posibilidades: pase lo que pase, vayas adonde vayas, sea como sea, cueste lo que cueste. En contextos pasados se usa el imperfecto de subjuntivo.',
    },
  },
  {
    id: 'imperfect-subjunctive-forms',
    title: {
      en: 'Imperfect subjunctive: forms',
      es: 'Imperfecto de subjuntivo: formas',
    },
    level: 'B2',
    keys: [
      ['imperfecto', 'subjuntivo'],
      ['imperfect', 'subjunctive'],
      ['tuviera'],
      ['hablara'],
      ['subjuntivo', 'pasado'],
    ],
    answer: {
      basic: {
        es: 'Se forma con el pretérito de «ellos»: tuvieron → tuviera, hablaron → hablara, fueron → fuera.',
        en: 'It’s formed from the “ellos” preterite: tuvieron → tuviera, hablaron → hablara, fueron → fuera.',
      },
      richer: {
        es: 'Quita «-ron» a la tercera persona plural del pretérito y añade -ra, -ras, -ra, -ramos, -rais, -ran. Ojo: «tuviéramos».',
        en: 'Remove “-ron” from the third person plural preterite and add -ra, -ras, -ra, -ramos, -rais, -ran. Careful: “tuviéramos”.',
      },
    },
    example: {
      es: 'Si tuviera dinero, me compraría una casa en el campo.',
      en: 'If I had money, I would buy a house in the country.',
    },
    more: {
      es: 'Así heredas todas las irregularidades: dijeron → dijera, pidieron → pidiera, durmieron → durmiera.',
      en: 'That way you inherit all the irregularities: dijeron → dijera, pidieron → pidiera, durmieron → durmiera.',
    },
    explanation: {
      en: 'The imperfect subjunctive is built on the ellos form of the preterite minus -ron, so every preterite irregularity carries over: hablaron → hablara, tuvieron → tuviera, pidieron → pidiera, fueron → fuera. The nosotros form has a written accent: habláramos, tuviéramos.',
      es: 'El imperfecto de subjuntivo se forma sobre la forma ellos del pretérito sin -ron, así que hereda todas sus irregularidades: hablaron → hablara, tuvieron → tuviera, pidieron → pidiera, fueron → fuera. La forma de nosotros lleva tilde: habláramos, tuviéramos.',
    },
  },
  {
    id: 'sequence-of-tenses',
    title: {
      en: 'Sequence of tenses: quería que + imperfect subjunctive',
      es: 'Concordancia de tiempos: quería que + imperfecto de subjuntivo',
    },
    level: 'B2',
    keys: [['concordancia', 'tiempos'], ['sequence', 'tenses'], ['queria que'], ['consecutio']],
    answer: {
      basic: {
        es: 'Si el verbo principal va en pasado, el subjuntivo también: «Quiero que vengas», «Quería que vinieras».',
        en: 'If the main verb is in the past, so is the subjunctive: “I want you to come”, “I wanted you to come”.',
      },
      richer: {
        es: 'Presente o futuro principal: presente de subjuntivo. Pasado o condicional principal: imperfecto de subjuntivo: «Me pidió que lo ayudara».',
        en: 'Main verb in present or future: present subjunctive. Main verb in past or conditional: imperfect subjunctive: “He asked me to help him”.',
      },
    },
    example: {
      es: 'Mis padres querían que estudiara Derecho.',
      en: 'My parents wanted me to study law.',
    },
    more: {
      es: 'Con el perfecto hay variación, pero lo normal es presente: «Te he dicho que vengas».',
      en: 'With the present perfect it varies, but the present is usual: “I’ve told you to come”.',
    },
    explanation: {
      en: 'The tense of the subjunctive usually follows the main verb: present, future or imperative → present subjunctive (quiero que vengas); preterite, imperfect, pluperfect or conditional → imperfect subjunctive (quería que vinieras, me gustaría que vinieras). If the subordinate event is still relevant now, the present subjunctive is also possible after a past verb: me pidió que lo llame mañana.',
      es: 'El tiempo del subjuntivo suele seguir al del verbo principal: presente, futuro o imperativo → presente de subjuntivo (quiero que vengas); indefinido, imperfecto, pluscuamperfecto o condicional → imperfecto de subjuntivo (quería que vinieras, me gustaría que vinieras). Si el hecho subordinado sigue vigente, también es posible el presente tras un pasado: me pidió que lo llame mañana.',
    },
  },
  {
    id: 'como-si',
    title: {
      en: 'Como si + imperfect subjunctive',
      es: 'Como si + imperfecto de subjuntivo',
    },
    level: 'B2',
    keys: [['como si'], ['as if'], ['as though']],
    answer: {
      basic: {
        es: '«Como si» siempre va con imperfecto de subjuntivo: «Habla como si fuera el jefe».',
        en: '“Como si” always goes with the imperfect subjunctive: “He talks as if he were the boss”.',
      },
      richer: {
        es: '«Como si» + imperfecto de subjuntivo para algo simultáneo; + pluscuamperfecto para algo anterior: «Me miró como si hubiera visto un fantasma».',
        en: '“Como si” + imperfect subjunctive for something simultaneous; + pluperfect for something earlier: “He looked at me as if he had seen a ghost”.',
      },
    },
    example: {
      es: 'Gasta dinero como si fuera millonario.',
      en: 'He spends money as if he were a millionaire.',
    },
    more: {
      es: 'Nunca va con presente de subjuntivo, aunque hablemos del presente: «Actúa como si no pasara nada».',
      en: 'It never takes the present subjunctive, even when we talk about the present: “He acts as if nothing were happening”.',
    },
    explanation: {
      en: 'Como si (as if) introduces an unreal comparison and takes only the imperfect subjunctive (simultaneous: como si fuera rico) or the pluperfect subjunctive (earlier: como si no hubiera pasado nada), whatever the tense of the main verb.',
      es: 'Como si introduce una comparación irreal y solo admite el imperfecto de subjuntivo (simultaneidad: como si fuera rico) o el pluscuamperfecto de subjuntivo (anterioridad: como si no hubiera pasado nada), sea cual sea el tiempo del verbo principal.',
    },
  },
  {
    id: 'se-forms-subjunctive',
    title: {
      en: 'The -se forms: tuviese',
      es: 'Las formas en -se: tuviese',
    },
    level: 'B2',
    keys: [['tuviese'], ['forma', 'se', 'subjuntivo'], ['se', 'forms'], ['ra', 'se'], ['hablase']],
    answer: {
      basic: {
        es: 'El imperfecto de subjuntivo tiene dos formas: «tuviera» y «tuviese». Significan lo mismo.',
        en: 'The imperfect subjunctive has two forms: “tuviera” and “tuviese”. They mean the same.',
      },
      richer: {
        es: 'Las formas en -se (hablase, tuviese) equivalen a las de -ra; son más escritas y más frecuentes en España.',
        en: 'The -se forms (hablase, tuviese) are equivalent to the -ra forms; they are more written and more common in Spain.',
      },
    },
    example: {
      es: 'Me pidió que le escribiese pronto.',
      en: 'She asked me to write to her soon.',
    },
    more: {
      es: 'Solo la forma en -ra puede sustituir al condicional: «Quisiera un café».',
      en: 'Only the -ra form can replace the conditional: “I’d like a coffee”.',
    },
    explanation: {
      en: 'The imperfect subjunctive has two sets of endings, -ra (hablara, tuviera) and -se (hablase, tuviese), which are interchangeable as subjunctives. The -se forms are more frequent in writing and in Spain; only the -ra forms can also replace the conditional (quisiera, debiera, hubiera).',
      es: 'El imperfecto de subjuntivo tiene dos series de terminaciones, -ra (hablara, tuviera) y -se (hablase, tuviese), intercambiables como subjuntivo. Las formas en -se son más frecuentes en la escritura y en España; solo las formas en -ra pueden sustituir además al condicional (quisiera, debiera, hubiera).',
    },
  },
  {
    id: 'si-clauses',
    title: {
      en: 'Si-clauses: real and hypothetical',
      es: 'Oraciones con si: reales e hipotéticas',
    },
    level: 'B2',
    keys: [
      ['si', 'condicional'],
      ['si clauses'],
      ['oraciones', 'condicionales'],
      ['if', 'clauses'],
      ['conditional', 'sentences'],
      ['si', 'clausulas'],
    ],
    answer: {
      basic: {
        es: 'Real: «Si llueve, me quedo». Improbable: «Si lloviera, me quedaría». Imposible: «Si hubiera llovido, me habría quedado».',
        en: 'Real: “If it rains, I stay”. Unlikely: “If it rained, I would stay”. Impossible: “If it had rained, I would have stayed”.',
      },
      richer: {
        es: 'Si + presente → presente, futuro o imperativo; si + imperfecto de subjuntivo → condicional; si + pluscuamperfecto de subjuntivo → condicional compuesto.',
        en: 'Si + present → present, future or imperative; si + imperfect subjunctive → conditional; si + pluperfect subjunctive → conditional perfect.',
      },
    },
    example: {
      es: 'Si tengo tiempo mañana, te ayudo con la mudanza.',
      en: 'If I have time tomorrow, I’ll help you with the move.',
    },
    more: {
      es: 'El orden puede cambiar: «Te ayudaría si pudiera». Sin coma cuando «si» va después.',
      en: 'The order can change: “I’d help you if I could”. No comma when “si” comes second.',
    },
    explanation: {
      en: 'Real conditions use si + present with a present, future or imperative (si llueve, me quedo / me quedaré / quédate). Unlikely or unreal present conditions use si + imperfect subjunctive with a conditional (si lloviera, me quedaría). Unreal past conditions use si + pluperfect subjunctive with a conditional perfect (si hubiera llovido, me habría quedado).',
      es: 'Las condiciones reales usan si + presente con presente, futuro o imperativo (si llueve, me quedo / me quedaré / quédate). Las improbables o irreales en presente, si + imperfecto de subjuntivo con condicional (si lloviera, me quedaría). Las irreales en pasado, si + pluscuamperfecto de subjuntivo con condicional compuesto (si hubiera llovido, me habría quedado).',
    },
  },
  {
    id: 'pluperfect-subjunctive',
    title: {
      en: 'Pluperfect subjunctive: hubiera + participle',
      es: 'Pluscuamperfecto de subjuntivo: hubiera + participio',
    },
    level: 'B2',
    keys: [
      ['pluscuamperfecto', 'subjuntivo'],
      ['pluperfect', 'subjunctive'],
      ['hubiera', 'participio'],
      ['hubiera'],
      ['hubiese'],
    ],
    answer: {
      basic: {
        es: '«Hubiera» + participio habla de un pasado que no fue: «Si hubiera estudiado, habría aprobado».',
        en: '“Hubiera” + participle talks about a past that didn’t happen: “If I had studied, I would have passed”.',
      },
      richer: {
        es: 'Hubiera, hubieras, hubiera… + participio. Sirve en condiciones imposibles y para lamentos: «Ojalá hubiera ido», «Ojalá me lo hubieras dicho».',
        en: 'Hubiera, hubieras, hubiera… + participle. It’s used in impossible conditions and for regrets: “I wish I had gone”, “I wish you had told me”.',
      },
    },
    example: {
      es: 'Ojalá hubiera aprendido español de niño.',
      en: 'I wish I had learnt Spanish as a child.',
    },
    more: {
      es: 'También con «como si»: «Me habló como si no hubiera pasado nada».',
      en: 'Also with “como si”: “He spoke to me as if nothing had happened”.',
    },
    explanation: {
      en: 'The pluperfect subjunctive (hubiera or hubiese + participle) refers to a past that did not happen. It is used in unreal past si-clauses (si lo hubiera sabido…), with ojalá for regrets (ojalá hubieras venido), after como si, and after past verbs of emotion or doubt (no creía que hubiera llegado).',
      es: 'El pluscuamperfecto de subjuntivo (hubiera o hubiese + participio) se refiere a un pasado que no ocurrió. Se usa en condiciones irreales del pasado (si lo hubiera sabido…), con ojalá para lamentos (ojalá hubieras venido), después de como si y tras verbos de emoción o duda en pasado (no creía que hubiera llegado).',
    },
  },
  {
    id: 'si-no-present-subjunctive',
    title: {
      en: 'Never present subjunctive after si',
      es: 'Nunca presente de subjuntivo después de si',
    },
    level: 'B2',
    keys: [
      ['si', 'presente', 'subjuntivo'],
      ['si', 'subjuntivo'],
      ['if', 'subjunctive'],
    ],
    answer: {
      basic: {
        es: 'Después de «si» condicional nunca va presente de subjuntivo: se dice «Si tienes tiempo, llámame».',
        en: 'After conditional “si” the present subjunctive never goes: you say “If you have time, call me”.',
      },
      richer: {
        es: '«Si» lleva indicativo (si tienes) o imperfecto o pluscuamperfecto de subjuntivo (si tuvieras, si hubieras tenido), nunca presente de subjuntivo.',
        en: '“Si” takes the indicative (si tienes) or the imperfect or pluperfect subjunctive (si tuvieras, si hubieras tenido), never the present subjunctive.',
      },
    },
    example: {
      es: 'Si vienes a Madrid, avísame.',
      en: 'If you come to Madrid, let me know.',
    },
    more: {
      es: 'Con «cuando» o «en caso de que» sí va presente de subjuntivo: «En caso de que llueva, lo aplazamos».',
      en: 'With “cuando” or “en caso de que” the present subjunctive is used: “In case it rains, we’ll postpone it”.',
    },
    explanation: {
      en: 'Conditional si is followed by the indicative for real conditions (si vienes) or by the imperfect or pluperfect subjunctive for hypothetical ones (si vinieras, si hubieras venido). The present subjunctive is never used after si, unlike after cuando, en caso de que or a menos que.',
      es: 'El si condicional va seguido de indicativo en las condiciones reales (si vienes) o de imperfecto o pluscuamperfecto de subjuntivo en las hipotéticas (si vinieras, si hubieras venido). Nunca se usa presente de subjuntivo después de si, a diferencia de cuando, en caso de que o a menos que.',
    },
  },
  {
    id: 'conditional-conjunctions',
    title: {
      en: 'A menos que, con tal de que, siempre que + subjunctive',
      es: 'A menos que, con tal de que, siempre que + subjuntivo',
    },
    level: 'B2',
    keys: [
      ['a menos que'],
      ['con tal de que'],
      ['siempre que'],
      ['a no ser que'],
      ['unless'],
      ['provided', 'that'],
    ],
    answer: {
      basic: {
        es: '«A menos que», «con tal de que» y «siempre que» (condición) van con subjuntivo: «Iré a menos que llueva».',
        en: '“A menos que”, “con tal de que” and “siempre que” (condition) go with the subjunctive: “I’ll go unless it rains”.',
      },
      richer: {
        es: 'Condición con subjuntivo: a menos que, con tal de que, siempre que. Ojo: «siempre que» + indicativo significa «cada vez».',
        en: 'Condition with the subjunctive: a menos que, con tal de que, siempre que. Careful: “siempre que” + indicative means “every time”.',
      },
    },
    example: {
      es: 'Te presto el coche siempre que me lo devuelvas mañana.',
      en: 'I’ll lend you the car as long as you give it back to me tomorrow.',
    },
    more: {
      es: 'En pasado, imperfecto de subjuntivo: «Aceptó con tal de que le pagáramos antes».',
      en: 'In the past, imperfect subjunctive: “He agreed provided that we paid him beforehand”.',
    },
    explanation: {
      en: 'Conjunctions of condition and exception (a menos que, a no ser que, con tal de que, siempre que, siempre y cuando, en caso de que) always take the subjunctive. Siempre que followed by the indicative is not conditional but temporal: siempre que viene, trae flores (every time he comes).',
      es: 'Las conjunciones de condición y excepción (a menos que, a no ser que, con tal de que, siempre que, siempre y cuando, en caso de que) llevan siempre subjuntivo. Siempre que seguido de indicativo no es condicional sino temporal: siempre que viene, trae flores.',
    },
  },
  {
    id: 'perfect-subjunctive',
    title: {
      en: 'Perfect subjunctive: haya + participle',
      es: 'Pretérito perfecto de subjuntivo: haya + participio',
    },
    level: 'C1',
    keys: [['perfecto', 'subjuntivo'], ['perfect', 'subjunctive'], ['haya', 'participio'], ['haya hecho']],
    answer: {
      basic: {
        es: '«Haya» + participio es el subjuntivo de «he hecho»: «Espero que hayas dormido bien».',
        en: '“Haya” + participle is the subjunctive of “he hecho”: “I hope you slept well”.',
      },
      richer: {
        es: 'Haya, hayas, haya, hayamos, hayáis, hayan + participio: acción ya terminada en un marco presente o futuro: «Cuando hayas terminado, llámame».',
        en: 'Haya, hayas, haya, hayamos, hayáis, hayan + participle: an action already completed in a present or future frame: “When you’ve finished, call me”.',
      },
    },
    example: {
      es: 'No creo que hayan llegado todavía.',
      en: 'I don’t think they’ve arrived yet.',
    },
    more: {
      es: 'Compara: «Me alegra que vengas» (ahora o luego) y «Me alegra que hayas venido» (ya estás aquí).',
      en: 'Compare: “I’m glad you’re coming” (now or later) and “I’m glad you came” (you’re already here).',
    },
    explanation: {
      en: 'The perfect subjunctive (haya, hayas, haya, hayamos, hayáis, hayan + participle) presents an action as completed in a present or future frame, wherever a subjunctive is required: espero que hayas descansado, no creo que lo haya visto, cuando hayas terminado.',
      es: 'El pretérito perfecto de subjuntivo (haya, hayas, haya, hayamos, hayáis, hayan + participio) presenta una acción terminada en un marco presente o futuro, siempre que se necesita subjuntivo: espero que hayas descansado, no creo que lo haya visto, cuando hayas terminado.',
    },
  },
  {
    id: 'hubiera-both-clauses',
    title: {
      en: 'Hubiera in both clauses',
      es: 'Hubiera en las dos partes',
    },
    level: 'C1',
    keys: [
      ['hubiera', 'habria'],
      ['hubiera', 'ambas'],
      ['hubiera', 'both'],
      ['hubiera', 'dos', 'partes'],
    ],
    answer: {
      basic: {
        es: 'Hablando, muchos usan «hubiera» en las dos partes: «Si lo hubiera sabido, no hubiera ido».',
        en: 'In speech, many people use “hubiera” in both halves: “If I had known, I wouldn’t have gone”.',
      },
      richer: {
        es: 'En la oración principal, «hubiera» + participio alterna con «habría» + participio; las dos son correctas. Tras «si», solo «hubiera».',
        en: 'In the main clause, “hubiera” + participle alternates with “habría” + participle; both are correct. After “si”, only “hubiera”.',
      },
    },
    example: {
      es: 'Si me hubieras llamado, te hubiera ayudado.',
      en: 'If you had called me, I would have helped you.',
    },
    more: {
      es: 'Nunca al revés: tras «si» no va «habría». Se dice «si lo hubiera sabido».',
      en: 'Never the other way round: “habría” doesn’t go after “si”. You say “si lo hubiera sabido”.',
    },
    explanation: {
      en: 'In unreal past conditions, the result clause can use the conditional perfect (habría ido) or the -ra pluperfect subjunctive (hubiera ido); both are standard, and hubiera is very common in speech. The si clause, however, only takes the subjunctive (si lo hubiera sabido), never habría.',
      es: 'En las condiciones irreales del pasado, la oración principal puede llevar condicional compuesto (habría ido) o pluscuamperfecto de subjuntivo en -ra (hubiera ido); las dos formas son correctas, y hubiera es muy frecuente en el habla. La oración con si, en cambio, solo admite subjuntivo (si lo hubiera sabido), nunca habría.',
    },
  },
  {
    id: 'relative-subjunctive',
    title: {
      en: 'Relative clauses: known or unknown antecedent',
      es: 'Oraciones de relativo: antecedente conocido o desconocido',
    },
    level: 'B2',
    keys: [
      ['antecedente'],
      ['antecedent'],
      ['relativo', 'subjuntivo'],
      ['relative', 'subjunctive'],
      ['busco', 'que'],
    ],
    answer: {
      basic: {
        es: 'Si conoces la cosa, indicativo: «Tengo un piso que tiene terraza». Si no, subjuntivo: «Busco un piso que tenga terraza».',
        en: 'If you know the thing, indicative: “I have a flat that has a terrace”. If not, subjunctive: “I’m looking for a flat that has a terrace”.',
      },
      richer: {
        es: 'El antecedente conocido o existente lleva indicativo; el desconocido, hipotético o negado lleva subjuntivo: «No hay nadie que lo sepa».',
        en: 'A known or existing antecedent takes the indicative; an unknown, hypothetical or denied one takes the subjunctive: “There’s nobody who knows”.',
      },
    },
    example: {
      es: '¿Conoces a alguien que hable japonés?',
      en: 'Do you know anyone who speaks Japanese?',
    },
    more: {
      es: 'Con una persona no concreta se suele omitir la «a»: «Busco un médico que hable inglés».',
      en: 'With an unspecified person the “a” is usually left out: “I’m looking for a doctor who speaks English”.',
    },
    explanation: {
      en: 'In a relative clause, the indicative describes something the speaker knows exists (tengo un amigo que habla ruso); the subjunctive describes something unknown, sought, hypothetical or denied (busco a alguien que hable ruso, no hay nadie que lo sepa, lo que tú digas).',
      es: 'En una oración de relativo, el indicativo describe algo que el hablante sabe que existe (tengo un amigo que habla ruso); el subjuntivo describe algo desconocido, buscado, hipotético o negado (busco a alguien que hable ruso, no hay nadie que lo sepa, lo que tú digas).',
    },
  },
  {
    id: 'habra-quien',
    title: {
      en: 'Habrá quien + subjunctive',
      es: 'Habrá quien + subjuntivo',
    },
    level: 'C1',
    keys: [['habra quien'], ['hay quien'], ['some', 'people', 'will']],
    answer: {
      basic: {
        es: '«Habrá quien» significa «seguro que alguien»: «Habrá quien no esté de acuerdo».',
        en: '“Habrá quien” means “surely someone”: “Some people will disagree”.',
      },
      richer: {
        es: '«Habrá quien» + subjuntivo anticipa una objeción sin nombrar a nadie: «Habrá quien piense que es caro».',
        en: '“Habrá quien” + subjunctive anticipates an objection without naming anyone: “Some will think it’s expensive”.',
      },
    },
    example: {
      es: 'Habrá quien diga que exagero, pero los datos son claros.',
      en: 'Some will say I’m exaggerating, but the data are clear.',
    },
    more: {
      es: 'Con presente, lo normal es indicativo: «Hay quien dice que no funciona».',
      en: 'With the present, the indicative is usual: “Some people say it doesn’t work”.',
    },
    explanation: {
      en: 'Habrá quien + subjunctive (“there will be those who…”) is a persuasive device to anticipate and answer objections without naming anyone: Habrá quien piense que es caro, pero… With hay quien, the indicative is more usual (hay quien dice…), though the subjunctive is also possible.',
      es: 'Habrá quien + subjuntivo es un recurso argumentativo para anticipar y rebatir objeciones sin nombrar a nadie: Habrá quien piense que es caro, pero… Con hay quien es más habitual el indicativo (hay quien dice…), aunque también es posible el subjuntivo.',
    },
  },
  {
    id: 'posibilidad-que',
    title: {
      en: 'Possibility + subjunctive: cabe la posibilidad de que',
      es: 'Posibilidad + subjuntivo: cabe la posibilidad de que',
    },
    level: 'C1',
    keys: [
      ['cabe la posibilidad'],
      ['posibilidad de que'],
      ['es posible que'],
      ['puede que'],
      ['possibility'],
    ],
    answer: {
      basic: {
        es: 'Con posibilidad va subjuntivo: «Es posible que llueva», «Puede que venga», «Cabe la posibilidad de que falle».',
        en: 'With possibility, the subjunctive: “It may rain”, “He might come”, “It might fail”.',
      },
      richer: {
        es: '«Cabe la posibilidad de que», «existe el riesgo de que», «no se descarta que» + subjuntivo: registro formal y científico.',
        en: '“Cabe la posibilidad de que”, “existe el riesgo de que”, “no se descarta que” + subjunctive: formal, scientific register.',
      },
    },
    example: {
      es: 'Cabe la posibilidad de que el experimento no funcione.',
      en: 'There is a possibility that the experiment won’t work.',
    },
    more: {
      es: 'No olvides la «de»: «la posibilidad de que», «el riesgo de que», «la idea de que».',
      en: 'Don’t forget the “de”: “la posibilidad de que”, “el riesgo de que”, “la idea de que”.',
    },
    explanation: {
      en: 'Expressions of possibility and probability take the subjunctive: es posible / probable que, puede que, cabe la posibilidad de que, existe el riesgo de que, no se descarta que. Nouns like posibilidad, riesgo or idea need de before que.',
      es: 'Las expresiones de posibilidad y probabilidad llevan subjuntivo: es posible / probable que, puede que, cabe la posibilidad de que, existe el riesgo de que, no se descarta que. Nombres como posibilidad, riesgo o idea necesitan de delante de que.',
    },
  },
  {
    id: 'el-hecho-de-que',
    title: {
      en: 'El hecho de que + subjunctive',
      es: 'El hecho de que + subjuntivo',
    },
    level: 'C2',
    keys: [['el hecho de que'], ['the fact that'], ['hecho de que']],
    answer: {
      basic: {
        es: '«El hecho de que» suele ir con subjuntivo, aunque sea verdad: «El hecho de que llegues tarde me molesta».',
        en: '“El hecho de que” usually takes the subjunctive, even if it’s true: “The fact that you’re late bothers me”.',
      },
      richer: {
        es: 'Presenta un hecho conocido para valorarlo: subjuntivo. Si se afirma como información nueva, admite indicativo.',
        en: 'It presents a known fact in order to evaluate it: subjunctive. If it is asserted as new information, it allows the indicative.',
      },
    },
    example: {
      es: 'El hecho de que no haya llamado es preocupante.',
      en: 'The fact that he hasn’t called is worrying.',
    },
    more: {
      es: 'Igual con «que» al principio: «Que no me lo dijeras me dolió».',
      en: 'The same with “que” at the start: “That you didn’t tell me hurt me”.',
    },
    explanation: {
      en: 'El hecho de que, and a sentence-initial que clause, usually take the subjunctive even for true facts: the fact is presupposed, and the sentence comments on it. The indicative is possible when the fact is presented as new information, typically after the main verb: se explica por el hecho de que llegó tarde.',
      es: 'El hecho de que, y una oración con que al principio, suelen llevar subjuntivo aunque el hecho sea verdadero: el hecho se presupone y la oración lo valora. El indicativo es posible cuando se presenta como información nueva, sobre todo detrás del verbo principal: se explica por el hecho de que llegó tarde.',
    },
  },
  {
    id: 'quiza-tal-vez',
    title: {
      en: 'Quizá, tal vez, a lo mejor',
      es: 'Quizá, tal vez, a lo mejor',
    },
    level: 'C2',
    keys: [['quiza'], ['quizas'], ['tal vez'], ['a lo mejor'], ['perhaps'], ['maybe']],
    answer: {
      basic: {
        es: '«Quizá» y «tal vez» van con indicativo o subjuntivo; «a lo mejor», solo con indicativo: «A lo mejor viene».',
        en: '“Quizá” and “tal vez” take the indicative or the subjunctive; “a lo mejor”, only the indicative: “Maybe he’ll come”.',
      },
      richer: {
        es: 'Delante del verbo, dos modos: el subjuntivo marca más duda. Detrás, solo indicativo: «Viene, quizá, mañana».',
        en: 'Before the verb, both moods: the subjunctive marks more doubt. After it, only the indicative: “He’s coming, perhaps, tomorrow”.',
      },
    },
    example: {
      es: 'Quizá tengas razón, pero tal vez es tarde.',
      en: 'Perhaps you’re right, but maybe it’s late.',
    },
    more: {
      es: 'Compara: «Quizá está en casa» (lo creo bastante) y «Quizá esté en casa» (no estoy seguro).',
      en: 'Compare: “Quizá está en casa” (I fairly believe it) and “Quizá esté en casa” (I’m not sure).',
    },
    explanation: {
      en: 'Quizá(s) and tal vez placed before the verb allow both moods: the indicative presents the idea as more likely, the subjunctive as more doubtful. Placed after the verb they take the indicative, and a lo mejor always takes the indicative.',
      es: 'Quizá(s) y tal vez delante del verbo admiten los dos modos: el indicativo presenta la idea como más probable, el subjuntivo como más dudosa. Detrás del verbo llevan indicativo, y a lo mejor siempre lleva indicativo.',
    },
  },
  {
    id: 'mood-meaning-verbs',
    title: {
      en: 'Verbs whose meaning changes with mood',
      es: 'Verbos que cambian de sentido según el modo',
    },
    level: 'C2',
    keys: [
      ['siento que'],
      ['dos', 'significados', 'modo'],
      ['two', 'meanings', 'mood'],
      ['comprendo que'],
      ['decir', 'subjuntivo'],
    ],
    answer: {
      basic: {
        es: 'Algunos verbos cambian según el modo: «Dice que viene» (informa) y «Dice que vengas» (ordena).',
        en: 'Some verbs change with the mood: “He says he’s coming” (reporting) and “He says you should come” (ordering).',
      },
      richer: {
        es: '«Siento que» + indicativo es percibir; + subjuntivo, lamentar. «Comprendo que» + indicativo es darse cuenta; + subjuntivo, aceptar.',
        en: '“Siento que” + indicative is to sense; + subjunctive, to regret. “Comprendo que” + indicative is to realise; + subjunctive, to accept.',
      },
    },
    example: {
      es: 'Siento que estás triste, y siento que lo estés.',
      en: 'I can tell you’re sad, and I’m sorry that you are.',
    },
    more: {
      es: 'Otro: «Insisto en que es verdad» (afirmo) y «Insisto en que vengas» (pido).',
      en: 'Another: “I insist that it’s true” (I assert) and “I insist that you come” (I request).',
    },
    explanation: {
      en: 'Some verbs have two meanings depending on mood: decir, insistir, escribir (report with the indicative, order with the subjunctive), sentir (perceive with the indicative, regret with the subjunctive), comprender / entender (realise with the indicative, accept or sympathise with the subjunctive).',
      es: 'Algunos verbos tienen dos sentidos según el modo: decir, insistir, escribir (informar con indicativo, ordenar con subjuntivo), sentir (percibir con indicativo, lamentar con subjuntivo), comprender / entender (darse cuenta con indicativo, aceptar o justificar con subjuntivo).',
    },
  },
  {
    id: 'softeners',
    title: {
      en: 'Softeners: convendría que + imperfect subjunctive',
      es: 'Atenuadores: convendría que + imperfecto de subjuntivo',
    },
    level: 'C1',
    keys: [['convendria'], ['suavizar'], ['softeners'], ['softening'], ['atenuar'], ['diplomatico']],
    answer: {
      basic: {
        es: 'Para sugerir con suavidad: «Quizás convendría que revisáramos el plan». Suena más amable que «Revisad el plan».',
        en: 'To suggest gently: “Perhaps it would be a good idea for us to review the plan”. It sounds friendlier than “Review the plan”.',
      },
      richer: {
        es: 'Condicional + que + imperfecto de subjuntivo suaviza: «convendría que», «sería bueno que», «estaría bien que». Añade «quizás» o «tal vez».',
        en: 'Conditional + que + imperfect subjunctive softens: “convendría que”, “sería bueno que”, “estaría bien que”. Add “quizás” or “tal vez”.',
      },
    },
    example: {
      es: 'Quizás sería mejor que aplazáramos la reunión.',
      en: 'Perhaps it would be better if we postponed the meeting.',
    },
    more: {
      es: 'Otros atenuadores: «me temo que», «a lo mejor», «si te parece bien».',
      en: 'Other softeners: “I’m afraid that”, “maybe”, “if that’s OK with you”.',
    },
    explanation: {
      en: 'In professional emails and meetings, suggestions are softened with a conditional + que + imperfect subjunctive (convendría que, sería conveniente que, estaría bien que revisáramos…), often with quizás or tal vez. The sequence of tenses requires the imperfect subjunctive after the conditional.',
      es: 'En correos y reuniones profesionales, las sugerencias se suavizan con un condicional + que + imperfecto de subjuntivo (convendría que, sería conveniente que, estaría bien que revisáramos…), a menudo con quizás o tal vez. La concordancia de tiempos exige el imperfecto de subjuntivo tras el condicional.',
    },
  },
  {
    id: 'future-subjunctive',
    title: {
      en: 'The future subjunctive: hubiere, fuere',
      es: 'El futuro de subjuntivo: hubiere, fuere',
    },
    level: 'C2',
    keys: [['futuro', 'subjuntivo'], ['future', 'subjunctive'], ['hubiere'], ['fuere']],
    answer: {
      basic: {
        es: 'El futuro de subjuntivo (fuere, hubiere) casi no se usa hoy. Aparece en leyes y refranes.',
        en: 'The future subjunctive (fuere, hubiere) is hardly used today. It appears in laws and sayings.',
      },
      richer: {
        es: 'Se forma como el imperfecto, con -re: tuviere, hiciere, fuere. Hoy se sustituye por presente de subjuntivo o indicativo.',
        en: 'It’s formed like the imperfect, with -re: tuviere, hiciere, fuere. Today the present subjunctive or indicative replaces it.',
      },
    },
    example: {
      es: 'Adonde fueres, haz lo que vieres.',
      en: 'Wherever you go, do what you see.',
    },
    more: {
      es: 'En textos legales: «El que no cumpliere la norma será sancionado». Hoy diríamos «el que no cumpla».',
      en: 'In legal texts: “Whoever fails to comply with the rule shall be penalised”. Today we would say “el que no cumpla”.',
    },
    explanation: {
      en: 'The future subjunctive is formed from the preterite stem with -re, -res, -re, -remos, -reis, -ren (tuviere, fuere, hubiere). It survives in legal and administrative texts (si el interesado no presentare…), in sayings and in set phrases (sea lo que fuere); in normal use it is replaced by the present subjunctive or the present indicative.',
      es: 'El futuro de subjuntivo se forma sobre la raíz del pretérito con -re, -res, -re, -remos, -reis, -ren (tuviere, fuere, hubiere). Sobrevive en textos jurídicos y administrativos (si el interesado no presentare…), en refranes y en fórmulas fijas (sea lo que fuere); en el uso normal lo sustituyen el presente de subjuntivo o el presente de indicativo.',
    },
  },
  {
    id: 'connectors-subjunctive',
    title: {
      en: 'Connectors that trigger the subjunctive: de ahí que',
      es: 'Conectores que piden subjuntivo: de ahí que',
    },
    level: 'C1',
    keys: [
      ['de ahi que'],
      ['conectores', 'subjuntivo'],
      ['connectors', 'subjunctive'],
      ['sin que'],
      ['a fin de que'],
    ],
    answer: {
      basic: {
        es: 'Algunos conectores llevan subjuntivo: «para que», «sin que», «a fin de que» y «de ahí que».',
        en: 'Some connectors take the subjunctive: “para que”, “sin que”, “a fin de que” and “de ahí que”.',
      },
      richer: {
        es: '«De ahí que» introduce una consecuencia y pide subjuntivo, a diferencia de «por eso»: «Llovió; de ahí que se suspendiera».',
        en: '“De ahí que” introduces a consequence and requires the subjunctive, unlike “por eso”: “It rained; hence it was called off”.',
      },
    },
    example: {
      es: 'Salió sin que nadie lo viera.',
      en: 'He left without anyone seeing him.',
    },
    more: {
      es: 'Compara: «Hubo huelga, por eso cerraron» y «Hubo huelga; de ahí que cerraran».',
      en: 'Compare: “There was a strike, so they closed” and “There was a strike; hence they closed”.',
    },
    explanation: {
      en: 'Some connectors always take the subjunctive: purpose (para que, a fin de que), manner or exclusion (sin que), and the consequence connector de ahí que, which presents the result as already known (de ahí que nadie viniera). Other consequence connectors (por eso, así que, por lo tanto) take the indicative.',
      es: 'Algunos conectores llevan siempre subjuntivo: los de finalidad (para que, a fin de que), el de exclusión (sin que) y el consecutivo de ahí que, que presenta el resultado como ya conocido (de ahí que nadie viniera). Los demás consecutivos (por eso, así que, por lo tanto) llevan indicativo.',
    },
  },
];
