/** Grammar notes on object pronouns, relatives and forms of address (usted, vosotros, vos). */
import type { GrammarNote } from './types';

export const PRONOUN_NOTES: readonly GrammarNote[] = [
  {
    id: 'object-pronouns',
    title: {
      en: 'Direct and indirect object pronouns',
      es: 'Pronombres de objeto directo e indirecto',
    },
    level: 'A2',
    keys: [
      ['objeto', 'directo'],
      ['complemento', 'directo'],
      ['objeto', 'indirecto'],
      ['direct', 'object'],
      ['indirect', 'object'],
      ['object', 'pronouns'],
      ['lo', 'la', 'le'],
    ],
    answer: {
      basic: {
        es: '«Lo» y «la» son la cosa o la persona: «Lo veo». «Le» es «a él» o «a ella».',
        en: '“Lo” and “la” are the thing or the person: “I see it”. “Le” is “to him” or “to her”.',
      },
      richer: {
        es: 'Directo: lo, la, los, las (qué o a quién). Indirecto: le, les (a quién). Van delante del verbo: «La llamo».',
        en: 'Direct: lo, la, los, las (what or whom). Indirect: le, les (to whom). They go before the verb: “I call her”.',
      },
    },
    example: {
      es: '¿Has visto a Ana? Sí, la vi y le di el regalo.',
      en: 'Have you seen Ana? Yes, I saw her and gave her the present.',
    },
    more: {
      es: 'Con infinitivo o gerundio, el pronombre puede ir pegado: «Quiero verla», «Estoy llamándolo».',
      en: 'With an infinitive or gerund, the pronoun can be attached: “I want to see her”, “I’m calling him”.',
    },
    explanation: {
      en: 'Direct object pronouns (me, te, lo/la, nos, os, los/las) replace what or whom the verb acts on: ¿El pan? Lo compro yo. Indirect object pronouns (me, te, le, nos, os, les) show to or for whom: Le escribo una carta. Both go before a conjugated verb and are attached to infinitives, gerunds and affirmative commands.',
      es: 'Los pronombres de objeto directo (me, te, lo/la, nos, os, los/las) sustituyen a lo que recibe la acción: ¿El pan? Lo compro yo. Los de objeto indirecto (me, te, le, nos, os, les) indican a quién o para quién: Le escribo una carta. Los dos van delante del verbo conjugado y se unen al infinitivo, al gerundio y al imperativo afirmativo.',
    },
  },
  {
    id: 'double-object-order',
    title: {
      en: 'Two pronouns: indirect before direct',
      es: 'Dos pronombres: indirecto antes que directo',
    },
    level: 'A2',
    keys: [
      ['me lo'],
      ['te la'],
      ['orden', 'pronombres'],
      ['order', 'pronouns'],
      ['two', 'pronouns'],
      ['dos', 'pronombres'],
    ],
    answer: {
      basic: {
        es: 'Con dos pronombres, primero la persona y luego la cosa: «Me lo da», «Te lo explico».',
        en: 'With two pronouns, the person first and then the thing: “He gives it to me”, “I’ll explain it to you”.',
      },
      richer: {
        es: 'Orden fijo: indirecto + directo + verbo: «Nos lo dijeron». Con infinitivo, los dos pegados: «Quiero dártelo».',
        en: 'Fixed order: indirect + direct + verb: “They told us”. With an infinitive, both attached: “I want to give it to you”.',
      },
    },
    example: {
      es: '¿El libro? Te lo devuelvo mañana.',
      en: 'The book? I’ll give it back to you tomorrow.',
    },
    more: {
      es: 'Ojo: «le» y «les» se convierten en «se» delante de «lo» o «la»: «Se lo doy».',
      en: 'Careful: “le” and “les” become “se” before “lo” or “la”: “I give it to him”.',
    },
    explanation: {
      en: 'When two object pronouns appear together, the indirect (person) comes before the direct (thing): me lo, te la, nos los. They stay together, either before the conjugated verb (te lo doy) or attached to an infinitive, gerund or affirmative command (dártelo, dándotelo, dámelo).',
      es: 'Cuando aparecen dos pronombres juntos, el indirecto (persona) va antes que el directo (cosa): me lo, te la, nos los. Van siempre juntos, delante del verbo conjugado (te lo doy) o unidos al infinitivo, al gerundio o al imperativo afirmativo (dártelo, dándotelo, dámelo).',
    },
  },
  {
    id: 'se-lo',
    title: {
      en: 'Le / les become se: se lo',
      es: 'Le / les se convierten en se: se lo',
    },
    level: 'A2',
    keys: [['se lo'], ['se la'], ['le lo'], ['le', 'se', 'lo']],
    answer: {
      basic: {
        es: 'Antes de «lo», «la», «los», «las», «le» cambia a «se»: «Se lo doy a Ana».',
        en: 'Before “lo”, “la”, “los”, “las”, “le” changes to “se”: “I give it to Ana”.',
      },
      richer: {
        es: '«Le» y «les» pasan a «se» ante lo, la, los, las. Para aclarar, añade «a»: «Se lo dije a ellos».',
        en: '“Le” and “les” become “se” before lo, la, los, las. To clarify, add “a”: “I told them”.',
      },
    },
    example: {
      es: '¿Las flores? Se las regalé a mi madre.',
      en: 'The flowers? I gave them to my mother.',
    },
    more: {
      es: 'Este «se» no es reflexivo: sustituye a «le». «Se lo explico» puede ser a él, a ella o a usted.',
      en: 'This “se” isn’t reflexive: it replaces “le”. “Se lo explico” can be to him, to her or to you.',
    },
    explanation: {
      en: 'The indirect pronouns le and les become se before lo, la, los, las: le doy el libro → se lo doy. Because se does not show gender or number, a + person is often added to clarify: se lo di a ella, se lo expliqué a ustedes.',
      es: 'Los pronombres indirectos le y les se convierten en se delante de lo, la, los, las: le doy el libro → se lo doy. Como se no indica género ni número, a menudo se añade a + persona para aclarar: se lo di a ella, se lo expliqué a ustedes.',
    },
  },
  {
    id: 'pronoun-position',
    title: {
      en: 'Pronoun position: me voy a duchar / voy a ducharme',
      es: 'Posición del pronombre: me voy a duchar / voy a ducharme',
    },
    level: 'A2',
    keys: [
      ['posicion', 'pronombre'],
      ['pronoun', 'position'],
      ['colocacion', 'pronombres'],
      ['pronoun', 'placement'],
      ['donde', 'pronombre'],
    ],
    answer: {
      basic: {
        es: 'Con dos verbos, el pronombre va delante o pegado al infinitivo: «Me voy a duchar» o «Voy a ducharme».',
        en: 'With two verbs, the pronoun goes in front or attached to the infinitive: “Me voy a duchar” or “Voy a ducharme”.',
      },
      richer: {
        es: 'Delante del verbo conjugado o unido al infinitivo o gerundio, nunca en medio: «Lo estoy haciendo», «Estoy haciéndolo».',
        en: 'Before the conjugated verb or attached to the infinitive or gerund, never in between: “Lo estoy haciendo”, “Estoy haciéndolo”.',
      },
    },
    example: {
      es: 'Mañana tengo que levantarme temprano.',
      en: 'Tomorrow I have to get up early.',
    },
    more: {
      es: 'Con el imperativo afirmativo, siempre detrás: «Dúchate». En negativo, delante: «No te duches».',
      en: 'With the affirmative imperative, always after: “Have a shower”. In the negative, before: “Don’t have a shower”.',
    },
    explanation: {
      en: 'Object and reflexive pronouns go before a conjugated verb (me ducho) and after, attached to, an infinitive, gerund or affirmative command (ducharme, duchándome, dúchate). With verb + infinitive or estar + gerund, both positions are correct: me voy a duchar / voy a ducharme, lo estoy leyendo / estoy leyéndolo.',
      es: 'Los pronombres de objeto y reflexivos van delante del verbo conjugado (me ducho) y detrás, unidos, del infinitivo, el gerundio y el imperativo afirmativo (ducharme, duchándome, dúchate). Con verbo + infinitivo o estar + gerundio valen las dos posiciones: me voy a duchar / voy a ducharme, lo estoy leyendo / estoy leyéndolo.',
    },
  },
  {
    id: 'idioms-pronouns',
    title: {
      en: 'Pronouns inside idioms',
      es: 'Los pronombres dentro de los modismos',
    },
    level: 'C1',
    keys: [
      ['tomar el pelo'],
      ['pronombres', 'modismos'],
      ['pronombres', 'expresiones'],
      ['pronouns', 'idioms'],
    ],
    answer: {
      basic: {
        es: 'En los modismos, el pronombre cambia con la persona: «Me tomas el pelo», «Le tomas el pelo».',
        en: 'In idioms, the pronoun changes with the person: “You’re pulling my leg”, “You’re pulling his leg”.',
      },
      richer: {
        es: 'Va delante del verbo o pegado al gerundio: «Me estás tomando el pelo», «Estás tomándome el pelo».',
        en: 'It goes before the verb or attached to the gerund: “Me estás tomando el pelo”, “Estás tomándome el pelo”.',
      },
    },
    example: {
      es: 'No te lo tomes a mal, era una broma.',
      en: 'Don’t take it the wrong way, it was a joke.',
    },
    more: {
      es: 'Algunos llevan dos pronombres: «Se me fue el santo al cielo» (I completely forgot). El segundo cambia: «se te fue».',
      en: 'Some have two pronouns: “Se me fue el santo al cielo” (I completely forgot). The second one changes: “se te fue”.',
    },
    explanation: {
      en: 'Idioms with pronouns follow the normal placement rules, and the pronoun agrees with the person: tomarle el pelo a alguien (me tomas el pelo, le tomaron el pelo), tomárselo a mal (no te lo tomes a mal). In idioms with se + indirect pronoun, only the indirect pronoun changes: se me olvidó, se te olvidó.',
      es: 'Los modismos con pronombres siguen las reglas normales de colocación, y el pronombre concuerda con la persona: tomarle el pelo a alguien (me tomas el pelo, le tomaron el pelo), tomárselo a mal (no te lo tomes a mal). En los modismos con se + pronombre indirecto solo cambia el indirecto: se me olvidó, se te olvidó.',
    },
  },
  {
    id: 'leismo',
    title: {
      en: 'Leísmo',
      es: 'El leísmo',
    },
    level: 'C2',
    keys: [['leismo'], ['laismo'], ['loismo']],
    answer: {
      basic: {
        es: 'En el centro de España, «le vi» por «lo vi», con hombres, es normal y aceptado. En América: «lo vi».',
        en: 'In central Spain, “le vi” instead of “lo vi”, for men, is normal and accepted. In Latin America: “lo vi”.',
      },
      richer: {
        es: 'Leísmo: «le» como objeto directo. Con persona masculina singular se acepta («le conozco»); con cosas o en plural, se evita.',
        en: 'Leísmo: “le” as a direct object. With a singular male person it is accepted (“le conozco”); with things or in the plural, it is avoided.',
      },
    },
    example: {
      es: 'A tu hermano lo vi ayer en el centro.',
      en: 'I saw your brother in the centre yesterday.',
    },
    more: {
      es: 'También hay laísmo, «la» por «le» con mujeres, frecuente en Madrid, pero la norma lo rechaza.',
      en: 'There is also laísmo, “la” instead of “le” with women, common in Madrid, but the standard rejects it.',
    },
    explanation: {
      en: 'Leísmo is the use of le as a direct object. With a singular male person (le vi, a Juan le conozco) it is accepted by the Real Academia and very common in central and northern Spain; with things, female persons or in the plural (les vi) it is considered non-standard. Laísmo (la dije) and loísmo (lo di un golpe) are regional and rejected in standard Spanish.',
      es: 'El leísmo es el uso de le como objeto directo. Con persona masculina singular (le vi, a Juan le conozco) lo acepta la Real Academia y es muy frecuente en el centro y el norte de España; con cosas, con mujeres o en plural (les vi) se considera no normativo. El laísmo (la dije) y el loísmo (lo di un golpe) son regionales y la norma los rechaza.',
    },
  },
  {
    id: 'relatives-basic',
    title: {
      en: 'Relative pronouns: que, quien, donde',
      es: 'Los relativos: que, quien, donde',
    },
    level: 'B1',
    keys: [
      ['relativo'],
      ['relativos'],
      ['relative', 'pronouns'],
      ['que', 'quien'],
      ['quien', 'donde'],
      ['who', 'which'],
    ],
    answer: {
      basic: {
        es: '«Que» sirve para personas y cosas: «el chico que vive aquí». «Donde» es para lugares: «la ciudad donde nací».',
        en: '“Que” works for people and things: “the boy who lives here”. “Donde” is for places: “the city where I was born”.',
      },
      richer: {
        es: '«Que» es el relativo general. «Quien», para personas, sobre todo tras preposición o entre comas: «la chica con quien hablé».',
        en: '“Que” is the general relative. “Quien”, for people, especially after a preposition or between commas: “the girl I talked to”.',
      },
    },
    example: {
      es: 'Esta es la casa donde vivía mi abuela.',
      en: 'This is the house where my grandmother used to live.',
    },
    more: {
      es: 'En español el relativo nunca se omite: «el libro que leí» es «the book I read».',
      en: 'In Spanish the relative is never left out: “el libro que leí” is “the book I read”.',
    },
    explanation: {
      en: 'Que is the all-purpose relative for people and things (la mujer que conocí, el libro que leí). Quien/quienes refers only to people and is used after prepositions or between commas (el amigo con quien vivo). Donde refers to places (el bar donde nos conocimos). Unlike English, the relative can never be dropped.',
      es: 'Que es el relativo general para personas y cosas (la mujer que conocí, el libro que leí). Quien/quienes solo se refiere a personas y se usa tras preposición o entre comas (el amigo con quien vivo). Donde se refiere a lugares (el bar donde nos conocimos). A diferencia del inglés, el relativo nunca puede omitirse.',
    },
  },
  {
    id: 'lo-que',
    title: {
      en: 'Lo que',
      es: 'Lo que',
    },
    level: 'B1',
    keys: [['lo que'], ['que', 'lo que'], ['what', 'relative']],
    answer: {
      basic: {
        es: '«Lo que» significa «la cosa que»: «Lo que quiero es dormir», «No entiendo lo que dices».',
        en: '“Lo que” means “the thing that”: “What I want is to sleep”, “I don’t understand what you’re saying”.',
      },
      richer: {
        es: '«Lo que» se refiere a una idea: «Haz lo que quieras». Y retoma frases: «Llegó tarde, lo que me molestó».',
        en: '“Lo que” refers to an idea: “Do what you like”. And it picks up whole sentences: “He arrived late, which annoyed me”.',
      },
    },
    example: {
      es: 'Lo que más me gusta de Sevilla es la gente.',
      en: 'What I like most about Seville is the people.',
    },
    more: {
      es: 'En preguntas directas, «qué»: «¿Qué quieres?». Sin pregunta, «lo que»: «Eso es lo que quiero».',
      en: 'In direct questions, “qué”: “What do you want?”. With no question, “lo que”: “That’s what I want”.',
    },
    explanation: {
      en: 'Lo que is a neuter relative meaning “what / the thing that” (lo que dices es verdad) and, after a comma, “which” referring to a whole clause (no vino, lo que me sorprendió). In direct questions “what” is qué, not lo que.',
      es: 'Lo que es un relativo neutro que significa «la cosa que» (lo que dices es verdad) y, tras coma, retoma toda una oración (no vino, lo que me sorprendió). En las preguntas directas se usa qué, no lo que.',
    },
  },
  {
    id: 'preposition-relative',
    title: {
      en: 'Preposition + article + que',
      es: 'Preposición + artículo + que',
    },
    level: 'B2',
    keys: [
      ['preposicion', 'relativo'],
      ['para la que'],
      ['en el que'],
      ['con el que'],
      ['preposition', 'relative'],
      ['el cual'],
    ],
    answer: {
      basic: {
        es: 'Con preposición, el relativo lleva artículo: «la empresa para la que trabajo», «el piso en el que vivo».',
        en: 'With a preposition, the relative takes an article: “the company I work for”, “the flat I live in”.',
      },
      richer: {
        es: 'Preposición + el, la, los o las + que, concordando con el antecedente. La preposición va delante, nunca al final.',
        en: 'Preposition + el, la, los or las + que, agreeing with the antecedent. The preposition goes in front, never at the end.',
      },
    },
    example: {
      es: 'Esa es la chica con la que salgo.',
      en: 'That’s the girl I’m going out with.',
    },
    more: {
      es: 'También se usa «el cual» en registro formal: «la razón por la cual dimití».',
      en: '“El cual” is also used in formal register: “the reason why I resigned”.',
    },
    explanation: {
      en: 'After a preposition, que normally takes an article agreeing with the antecedent: el piso en el que vivo, la empresa para la que trabajo, los amigos con los que salgo. The preposition must come before the relative (English “the company I work for” becomes la empresa para la que trabajo); el cual/la cual is a more formal alternative.',
      es: 'Tras una preposición, que suele llevar un artículo que concuerda con el antecedente: el piso en el que vivo, la empresa para la que trabajo, los amigos con los que salgo. La preposición debe ir delante del relativo; el cual/la cual es una alternativa más formal.',
    },
  },
  {
    id: 'cuyo',
    title: {
      en: 'Cuyo: whose',
      es: 'Cuyo',
    },
    level: 'B2',
    keys: [['cuyo'], ['cuya'], ['whose']],
    answer: {
      basic: {
        es: '«Cuyo» es «whose» y concuerda con lo que se posee: «la autora cuyos libros leí».',
        en: '“Cuyo” is “whose” and agrees with what is owned: “the author whose books I read”.',
      },
      richer: {
        es: '«Cuyo, cuya, cuyos, cuyas» concuerda con el nombre que sigue, no con el poseedor: «el pueblo cuya plaza es famosa».',
        en: '“Cuyo, cuya, cuyos, cuyas” agrees with the noun that follows, not with the owner: “the village whose square is famous”.',
      },
    },
    example: {
      es: 'Es un escritor cuya obra conozco bien.',
      en: 'He’s a writer whose work I know well.',
    },
    more: {
      es: 'En preguntas se dice «de quién»: «¿De quién es este libro?». «Cuyo» es sobre todo escrito.',
      en: 'In questions you say “de quién”: “Whose book is this?”. “Cuyo” is mainly written.',
    },
    explanation: {
      en: 'The relative cuyo (whose) links an owner to something owned and agrees in gender and number with the thing owned, which follows it directly: el vecino cuya hija… , la casa cuyos dueños… It is formal and mostly written; in questions “whose” is ¿de quién?',
      es: 'El relativo cuyo une un poseedor con lo poseído y concuerda en género y número con lo poseído, que va justo detrás: el vecino cuya hija…, la casa cuyos dueños… Es formal y sobre todo escrito; en las preguntas se usa ¿de quién?',
    },
  },
  {
    id: 'voseo-present',
    title: {
      en: 'Voseo: the vos present',
      es: 'El voseo: el presente de vos',
    },
    level: 'C2',
    keys: [['voseo'], ['vos'], ['rioplatense']],
    answer: {
      basic: {
        es: 'En Argentina y Uruguay se usa «vos» en lugar de «tú»: «vos tenés», «vos podés», «¿vos querés?».',
        en: 'In Argentina and Uruguay “vos” is used instead of “tú”: “vos tenés”, “vos podés”, “¿vos querés?”.',
      },
      richer: {
        es: 'Presente de vos: acento en la terminación, sin cambio de raíz: hablás, tenés, podés, querés, vivís. «Ser» da «sos».',
        en: 'Vos present: stress on the ending, no stem change: hablás, tenés, podés, querés, vivís. “Ser” gives “sos”.',
      },
    },
    example: {
      es: '¿Vos sabés dónde queda la estación?',
      en: 'Do you know where the station is?',
    },
    more: {
      es: 'El voseo también existe en Centroamérica, Paraguay y partes de Colombia y Chile, con formas algo distintas.',
      en: 'Voseo also exists in Central America, Paraguay and parts of Colombia and Chile, with somewhat different forms.',
    },
    explanation: {
      en: 'In Rioplatense Spanish (Argentina, Uruguay) vos replaces tú. The present is stressed on the ending and has no stem change: hablás, comés, vivís, tenés, podés, querés; ser gives sos. Other tenses (preterite, imperfect, future) mostly keep the tú forms.',
      es: 'En el español rioplatense (Argentina, Uruguay) vos sustituye a tú. El presente lleva el acento en la terminación y no cambia la raíz: hablás, comés, vivís, tenés, podés, querés; ser da sos. Los demás tiempos (indefinido, imperfecto, futuro) mantienen casi siempre las formas de tú.',
    },
  },
  {
    id: 'voseo-commands',
    title: {
      en: 'Vos commands: vení, tomá',
      es: 'El imperativo de vos: vení, tomá',
    },
    level: 'C2',
    keys: [
      ['vos', 'imperativo'],
      ['vos', 'commands'],
      ['veni', 'toma'],
      ['imperativo', 'voseo'],
    ],
    answer: {
      basic: {
        es: 'El imperativo de vos quita la «r» y acentúa la última vocal: tomar → tomá, comer → comé.',
        en: 'The vos imperative drops the “r” and stresses the last vowel: tomar → tomá, comer → comé.',
      },
      richer: {
        es: 'Infinitivo sin «-r» y con tilde: hablá, comé, poné. «Ir» usa «andá». En negativo, subjuntivo: «no vengas».',
        en: 'Infinitive without “-r” and with an accent: hablá, comé, poné. “Ir” uses “andá”. In the negative, subjunctive: “no vengas”.',
      },
    },
    example: {
      es: 'Poné la mesa y traé algo para tomar.',
      en: 'Set the table and bring something to drink.',
    },
    more: {
      es: 'Con pronombres: «sentate», «decime», «contame». La tilde desaparece porque la palabra ya es llana.',
      en: 'With pronouns: “sentate”, “decime”, “contame”. The accent mark disappears because the word is now stressed on the second-to-last syllable.',
    },
    explanation: {
      en: 'The affirmative vos command is the infinitive without its final -r, stressed on the last vowel: hablá, comé, escribí, vení, decí, poné; ir uses andá. Attached pronouns remove the written accent (sentate, decime), and negative commands use the subjunctive (no vengas, often no vengás in speech).',
      es: 'El imperativo afirmativo de vos es el infinitivo sin la -r final, con acento en la última vocal: hablá, comé, escribí, vení, decí, poné; ir usa andá. Con pronombres unidos desaparece la tilde (sentate, decime), y el negativo usa el subjuntivo (no vengas, a menudo no vengás en el habla).',
    },
  },
  {
    id: 'voseo-te',
    title: {
      en: 'Te with vos',
      es: 'El pronombre te con vos',
    },
    level: 'C2',
    keys: [
      ['vos', 'te'],
      ['vos', 'pronombre'],
      ['vos', 'llamas'],
      ['vos', 'reflexive'],
    ],
    answer: {
      basic: {
        es: 'Con «vos» el pronombre átono es «te»: «Vos te llamás Ana», «Te quiero a vos».',
        en: 'With “vos” the object pronoun is “te”: “Your name is Ana”, “I love you”.',
      },
      richer: {
        es: 'El voseo mantiene «te» y «tu»: «Vos te acordás de tu abuela». Tras preposición, «vos»: «para vos».',
        en: 'Voseo keeps “te” and “tu”: “You remember your grandmother”. After a preposition, “vos”: “for you”.',
      },
    },
    example: {
      es: '¿Vos te acordás de mí?',
      en: 'Do you remember me?',
    },
    more: {
      es: 'Compara: tú «te llamas», vos «te llamás». Solo cambia el verbo.',
      en: 'Compare: tú “te llamas”, vos “te llamás”. Only the verb changes.',
    },
    explanation: {
      en: 'Voseo changes only the subject pronoun and the verb: the object and reflexive pronoun stays te and the possessive stays tu/tuyo (vos te llamás, tu casa). After prepositions vos is used instead of ti: para vos, con vos.',
      es: 'El voseo solo cambia el pronombre sujeto y el verbo: el pronombre de objeto y reflexivo sigue siendo te y el posesivo tu/tuyo (vos te llamás, tu casa). Después de preposición se usa vos en lugar de ti: para vos, con vos.',
    },
  },
  {
    id: 'usted-regions',
    title: {
      en: 'Usted and ustedes across regions',
      es: 'Usted y ustedes según la región',
    },
    level: 'C1',
    keys: [
      ['usted', 'regiones'],
      ['usted', 'paises'],
      ['usted', 'regions'],
      ['ustedeo'],
      ['ustedes', 'america'],
    ],
    answer: {
      basic: {
        es: '«Ustedes» es el plural de «tú» y de «usted» en América. El uso de «usted» cambia según el país.',
        en: '“Ustedes” is the plural of “tú” and “usted” in Latin America. The use of “usted” varies from country to country.',
      },
      richer: {
        es: 'En Colombia o Costa Rica, «usted» se usa hasta entre amigos. En España es más formal y menos frecuente.',
        en: 'In Colombia or Costa Rica, “usted” is used even between friends. In Spain it’s more formal and less frequent.',
      },
    },
    example: {
      es: 'Ustedes son muy amables, muchas gracias.',
      en: 'You are very kind, thank you very much.',
    },
    more: {
      es: 'Con «ustedes» los pronombres son «los», «las», «les» y «su»: «Les agradezco su ayuda».',
      en: 'With “ustedes” the pronouns are “los”, “las”, “les” and “su”: “I thank you for your help”.',
    },
    explanation: {
      en: 'Usted and ustedes take third-person verbs and pronouns (usted es, les digo, su casa). In Latin America ustedes is the only plural “you”, formal or not; usted ranges from distant (Spain, where tú is widespread) to affectionate or everyday (ustedeo in Colombia, Costa Rica and other areas).',
      es: 'Usted y ustedes llevan verbo y pronombres de tercera persona (usted es, les digo, su casa). En América ustedes es el único plural, formal o no; usted va desde lo distante (España, donde el tuteo está muy extendido) hasta lo afectuoso o cotidiano (el ustedeo de Colombia, Costa Rica y otras zonas).',
    },
  },
  {
    id: 'vosotros-ustedes',
    title: {
      en: 'Vosotros in Spain, ustedes in Latin America',
      es: 'Vosotros en España, ustedes en América',
    },
    level: 'C2',
    keys: [['vosotros', 'ustedes'], ['vosotros'], ['you', 'plural'], ['plural', 'you']],
    answer: {
      basic: {
        es: 'En España, «vosotros» es el plural informal: «¿Vosotros venís?». En América se dice «¿Ustedes vienen?».',
        en: 'In Spain, “vosotros” is the informal plural: “Are you (vosotros) coming?”. In Latin America you say “Are you (ustedes) coming?”.',
      },
      richer: {
        es: 'España distingue vosotros (informal) y ustedes (formal). En América, «ustedes» sirve para todo, con verbo y pronombres de tercera persona.',
        en: 'Spain distinguishes vosotros (informal) and ustedes (formal). In Latin America, “ustedes” is used for everything, with third-person verbs and pronouns.',
      },
    },
    example: {
      es: 'Chicos, ¿vosotros qué queréis tomar?',
      en: 'Guys, what do you want to drink?',
    },
    more: {
      es: 'Formas de vosotros: «habláis», «coméis», «vuestro», «os». Con ustedes: «hablan», «comen», «su», «les».',
      en: 'Vosotros forms: “habláis”, “coméis”, “vuestro”, “os”. With ustedes: “hablan”, “comen”, “su”, “les”.',
    },
    explanation: {
      en: 'Most of Spain uses vosotros/vosotras (with -áis/-éis/-ís verbs, os and vuestro) for informal plural “you” and ustedes for formal plural. Latin America (and the Canary Islands and parts of Andalusia) use ustedes for all plural “you”, with third-person verbs and pronouns.',
      es: 'En casi toda España se usa vosotros/vosotras (con verbos en -áis/-éis/-ís, os y vuestro) para el plural informal y ustedes para el formal. América (y Canarias y parte de Andalucía) usa ustedes para todo plural, con verbo y pronombres de tercera persona.',
    },
  },
];
