/** Grammar notes on nouns, articles, adjectives, possessives, demonstratives and comparison. */
import type { GrammarNote } from './types';

export const NOUNS_AND_ARTICLES_NOTES: readonly GrammarNote[] = [
  {
    id: 'noun-gender',
    title: { en: 'Noun gender', es: 'El género de los nombres' },
    level: 'A0',
    keys: [['genero'], ['gender'], ['masculino', 'femenino'], ['masculine', 'feminine']],
    answer: {
      basic: {
        es: 'Todos los nombres son masculinos o femeninos. Casi siempre: -o masculino, «el libro»; -a femenino, «la mesa».',
        en: 'All nouns are masculine or feminine. Almost always: -o masculine, “el libro”; -a feminine, “la mesa”.',
      },
      richer: {
        es: 'Pistas: -o, -or masculinos; -a, -ción, -dad femeninos. Excepciones comunes: «el día», «el problema», «la mano», «la foto».',
        en: 'Clues: -o, -or masculine; -a, -ción, -dad feminine. Common exceptions: “el día”, “el problema”, “la mano”, “la foto”.',
      },
    },
    example: { es: 'El libro está en la mesa.', en: 'The book is on the table.' },
    more: {
      es: 'Aprende cada nombre con su artículo: «la leche», «el coche», «la clase». En -e puede ser cualquiera.',
      en: 'Learn every noun with its article: “la leche”, “el coche”, “la clase”. In -e it can be either.',
    },
    explanation: {
      en: 'Every Spanish noun is masculine or feminine, and its articles and adjectives agree with it. Most nouns in -o are masculine and most in -a, -ción, -sión, -dad and -tud are feminine, but there are exceptions (el día, el mapa, el problema, la mano, la foto), and nouns ending in -e or a consonant are best learned with their article.',
      es: 'Todos los nombres en español son masculinos o femeninos, y sus artículos y adjetivos concuerdan con ellos. Casi todos los nombres en -o son masculinos y casi todos en -a, -ción, -sión, -dad y -tud son femeninos, pero hay excepciones (el día, el mapa, el problema, la mano, la foto), y los que terminan en -e o en consonante conviene aprenderlos con su artículo.',
    },
  },
  {
    id: 'el-agua',
    title: { en: 'El agua: feminine nouns with el', es: 'El agua: nombres femeninos con el' },
    level: 'A0',
    keys: [
      ['el agua'],
      ['agua', 'femenino'],
      ['agua', 'masculino'],
      ['agua', 'feminine'],
      ['agua', 'masculine'],
      ['el', 'hambre'],
    ],
    answer: {
      basic: {
        es: '«Agua» es femenina, pero decimos «el agua» porque empieza por «a» fuerte. En plural: «las aguas».',
        en: '“Agua” is feminine, but we say “el agua” because it begins with a stressed “a”. In the plural: “las aguas”.',
      },
      richer: {
        es: 'Los femeninos con «a» tónica inicial llevan «el» en singular: «el agua», «el hambre», «el águila». Sus adjetivos siguen femeninos.',
        en: 'Feminine nouns beginning with a stressed “a” take “el” in the singular: “el agua”, “el hambre”, “el águila”. Their adjectives stay feminine.',
      },
    },
    example: { es: 'El agua del mar está fría.', en: 'The sea water is cold.' },
    more: {
      es: 'Solo cambia el artículo pegado: «el agua fría», pero «esta agua», «mucha agua», «las aguas».',
      en: 'Only the article right before it changes: “el agua fría”, but “esta agua”, “mucha agua”, “las aguas”.',
    },
    explanation: {
      en: 'Feminine nouns that begin with a stressed a- or ha- take el and un in the singular to avoid two a sounds meeting: el agua, un hacha, el águila. They are still feminine: adjectives and other words agree in the feminine (el agua fría, esta agua, mucha hambre), and the plural is las aguas.',
      es: 'Los nombres femeninos que empiezan por a- o ha- tónica llevan el y un en singular para evitar el choque de dos aes: el agua, un hacha, el águila. Siguen siendo femeninos: los adjetivos y las demás palabras concuerdan en femenino (el agua fría, esta agua, mucha hambre), y el plural es las aguas.',
    },
  },
  {
    id: 'articles',
    title: { en: 'Definite and indefinite articles', es: 'Artículos definidos e indefinidos' },
    level: 'A0',
    keys: [['articulos'], ['articulo'], ['articles'], ['article'], ['el', 'la', 'los', 'las']],
    answer: {
      basic: {
        es: 'Para algo concreto: «el», «la», «los», «las» (the). Para algo nuevo: «un», «una» (a) o «unos», «unas» (some).',
        en: 'For something specific: “el”, “la”, “los”, “las” (the). For something new: “un”, “una” (a) or “unos”, “unas” (some).',
      },
      richer: {
        es: 'Concuerda con el nombre. Para hablar en general, el español usa artículo y el inglés no: «Me gusta el café».',
        en: 'It agrees with the noun. To speak in general, Spanish uses an article and English doesn’t: “I like coffee”.',
      },
    },
    example: { es: 'Tengo un perro. El perro se llama Toby.', en: 'I have a dog. The dog is called Toby.' },
    more: {
      es: 'Con «ser» y una profesión no hay artículo: «Soy profesora». Con adjetivo, sí: «Es una profesora excelente».',
      en: 'With “ser” and a profession there is no article: “I’m a teacher”. With an adjective, there is: “She’s an excellent teacher”.',
    },
    explanation: {
      en: 'The definite article (el, la, los, las) marks something known or specific, and Spanish also uses it for things in general (el café, la vida, los perros) where English has none. The indefinite article (un, una, unos, unas) introduces something new; it is left out with professions after ser (soy médico) unless an adjective is added.',
      es: 'El artículo definido (el, la, los, las) marca algo conocido o concreto, y el español también lo usa para hablar en general (el café, la vida, los perros), cuando el inglés no lleva artículo. El indefinido (un, una, unos, unas) presenta algo nuevo; no se usa con profesiones después de ser (soy médico), salvo si se añade un adjetivo.',
    },
  },
  {
    id: 'un-una-orders',
    title: { en: 'Un / una with food and drink', es: 'Un / una con comida y bebida' },
    level: 'A1',
    keys: [
      ['un', 'una'],
      ['un', 'cafe'],
      ['una', 'cerveza'],
    ],
    answer: {
      basic: {
        es: 'Para pedir una unidad: «un café», «una cerveza». «Un» con palabras masculinas, «una» con femeninas.',
        en: 'To order one item: “un café”, “una cerveza”. “Un” with masculine words, “una” with feminine ones.',
      },
      richer: {
        es: '«Un» o «una» cuentan unidades: «una cerveza, por favor». Sin artículo hablamos en general: «No bebo café».',
        en: '“Un” or “una” count units: “a beer, please”. Without an article we speak in general: “I don’t drink coffee”.',
      },
    },
    example: { es: 'Un té y una tostada, por favor.', en: 'A tea and a piece of toast, please.' },
    more: {
      es: 'Para más de uno: «dos cafés», «tres cervezas». Y «unos» o «unas» significan «algunos»: «unas tapas».',
      en: 'For more than one: “two coffees”, “three beers”. And “unos” or “unas” mean “some”: “some tapas”.',
    },
    explanation: {
      en: 'When ordering, un or una counts one serving: un café, una cerveza, un agua (agua takes un because of its stressed a). With no article the noun is general or uncounted: ¿Tienes leche? No bebo café.',
      es: 'Al pedir, un o una cuentan una ración: un café, una cerveza, un agua (agua lleva un por su a tónica). Sin artículo, el nombre es general o no se cuenta: ¿Tienes leche? No bebo café.',
    },
  },
  {
    id: 'masculine-plural-mixed',
    title: { en: 'Masculine plural for mixed groups', es: 'El masculino plural para grupos mixtos' },
    level: 'A0',
    keys: [
      ['masculino', 'plural'],
      ['masculine', 'plural'],
      ['grupo', 'mixto'],
      ['mixed', 'group'],
      ['los', 'padres'],
    ],
    answer: {
      basic: {
        es: 'Para un grupo de hombres y mujeres usamos el masculino plural: «los padres» son el padre y la madre.',
        en: 'For a group of men and women we use the masculine plural: “los padres” are the father and the mother.',
      },
      richer: {
        es: 'El masculino plural vale para los dos. Con tres hijos, dos chicas y un chico, dices «mis hijos».',
        en: 'The masculine plural covers both. With three children, two girls and a boy, you say “mis hijos”.',
      },
    },
    example: {
      es: 'Mis padres viven en Sevilla con mis abuelos.',
      en: 'My parents live in Seville with my grandparents.',
    },
    more: {
      es: 'Si todas son mujeres, femenino: «mis hermanas», «las niñas». Basta un hombre para usar el masculino.',
      en: 'If they are all women, feminine: “mis hermanas”, “las niñas”. One man is enough to use the masculine.',
    },
    explanation: {
      en: 'The masculine plural refers to mixed groups: los padres (father and mother, or parents), los hermanos (brothers and sisters), los tíos (aunts and uncles), los reyes (king and queen). The feminine plural is only for groups of women.',
      es: 'El masculino plural se refiere a grupos mixtos: los padres (padre y madre), los hermanos (hermanos y hermanas), los tíos (tíos y tías), los reyes (rey y reina). El femenino plural es solo para grupos de mujeres.',
    },
  },
  {
    id: 'possessives',
    title: { en: 'Possessives', es: 'Los posesivos' },
    level: 'A0',
    keys: [
      ['posesivos'],
      ['posesivo'],
      ['possessive'],
      ['possessives'],
      ['mi', 'mis'],
      ['tu', 'tus'],
      ['su', 'sus'],
    ],
    answer: {
      basic: {
        es: 'Para una cosa, «mi» o «tu»: «mi libro». Para varias, «mis» o «tus»: «mis libros».',
        en: 'For one thing, “mi” or “tu”: “my book”. For several, “mis” or “tus”: “my books”.',
      },
      richer: {
        es: 'Concuerda con lo poseído, no con el dueño: «nuestra casa», «sus hijos». «Su» puede ser his, her, their o your.',
        en: 'It agrees with the thing owned, not the owner: “our house”, “their children”. “Su” can be his, her, their or your.',
      },
    },
    example: { es: 'Mi hermana vive con sus dos hijos.', en: 'My sister lives with her two children.' },
    more: {
      es: 'Después del nombre o con «ser» va la forma larga: «un amigo mío», «Este libro es tuyo».',
      en: 'After the noun or with “ser” the long form is used: “a friend of mine”, “This book is yours”.',
    },
    explanation: {
      en: 'Short possessives go before the noun and agree with the thing owned: mi/mis, tu/tus, su/sus, nuestro/nuestra/nuestros/nuestras, vuestro… Su and sus can mean his, her, its, their or your (usted, ustedes), and long forms (mío, tuyo, suyo…) go after the noun or after ser: un amigo mío, es tuyo.',
      es: 'Los posesivos cortos van delante del nombre y concuerdan con lo poseído: mi/mis, tu/tus, su/sus, nuestro/nuestra/nuestros/nuestras, vuestro… Su y sus pueden referirse a él, ella, ellos, ellas, usted o ustedes, y las formas largas (mío, tuyo, suyo…) van detrás del nombre o después de ser: un amigo mío, es tuyo.',
    },
  },
  {
    id: 'demonstratives',
    title: { en: 'Demonstratives: este, ese, aquel', es: 'Los demostrativos: este, ese, aquel' },
    level: 'A1',
    keys: [
      ['demostrativos'],
      ['demostrativo'],
      ['demonstratives'],
      ['demonstrative'],
      ['este', 'ese'],
      ['ese', 'aquel'],
      ['this', 'that'],
    ],
    answer: {
      basic: {
        es: 'Cerca de mí: «este libro». Cerca de ti: «ese libro». Lejos de los dos: «aquel libro».',
        en: 'Near me: “this book”. Near you: “that book”. Far from both of us: “that book over there”.',
      },
      richer: {
        es: 'Concuerdan con el nombre: «este libro», «esta casa», «estas casas». «Esto» y «eso», sin nombre, son neutros.',
        en: 'They agree with the noun: “this book”, “this house”, “these houses”. “Esto” and “eso”, without a noun, are neuter.',
      },
    },
    example: {
      es: '¿Cuánto cuesta esta camisa? ¿Y aquella chaqueta?',
      en: 'How much does this shirt cost? And that jacket over there?',
    },
    more: {
      es: 'Para algo sin nombre o que no conoces, el neutro: «¿Qué es eso?», «Esto es increíble».',
      en: 'For something without a name or that you don’t know, the neuter: “What’s that?”, “This is incredible”.',
    },
    explanation: {
      en: 'Spanish has three distances: este (near the speaker), ese (near the listener, or not far), aquel (far from both). Each agrees with the noun (este/esta/estos/estas, ese/esa/esos/esas, aquel/aquella/aquellos/aquellas); the neuter forms esto, eso and aquello refer to ideas or unnamed things.',
      es: 'El español tiene tres distancias: este (cerca del que habla), ese (cerca del que escucha, o no muy lejos), aquel (lejos de los dos). Cada uno concuerda con el nombre (este/esta/estos/estas, ese/esa/esos/esas, aquel/aquella/aquellos/aquellas); las formas neutras esto, eso y aquello se refieren a ideas o a cosas sin nombrar.',
    },
  },
  {
    id: 'adjective-position',
    title: { en: 'Adjective after the noun', es: 'El adjetivo detrás del nombre' },
    level: 'A0',
    keys: [
      ['posicion', 'adjetivo'],
      ['adjetivo', 'antes'],
      ['adjetivo', 'despues'],
      ['adjective', 'position'],
      ['adjective', 'before'],
      ['adjective', 'after'],
      ['orden', 'adjetivo'],
    ],
    answer: {
      basic: {
        es: 'Casi siempre el adjetivo va después del nombre: «la mesa blanca», «un coche rojo».',
        en: 'Almost always the adjective goes after the noun: “the white table”, “a red car”.',
      },
      richer: {
        es: 'Detrás, el adjetivo que distingue: «la casa blanca». Delante, algunos de valoración: «un buen día», «un gran amigo».',
        en: 'After it, the adjective that tells things apart: “the white house”. Before it, some adjectives of judgement: “a good day”, “a great friend”.',
      },
    },
    example: {
      es: 'Tengo una mesa blanca y dos sillas negras.',
      en: 'I have a white table and two black chairs.',
    },
    more: {
      es: 'Algunos cambian de sentido: «un gran hombre» (great) y «un hombre grande» (big).',
      en: 'Some change meaning: “un gran hombre” (great) and “un hombre grande” (big).',
    },
    explanation: {
      en: 'Adjectives that classify or distinguish (colour, nationality, shape) go after the noun: la mesa blanca, un coche alemán. Some common evaluative adjectives often go before (un buen día, un mal momento), and a few change meaning with position: un gran hombre (great) / un hombre grande (big), un viejo amigo (long-standing) / un amigo viejo (elderly).',
      es: 'Los adjetivos que clasifican o distinguen (color, nacionalidad, forma) van detrás del nombre: la mesa blanca, un coche alemán. Algunos adjetivos valorativos frecuentes suelen ir delante (un buen día, un mal momento), y unos pocos cambian de sentido según la posición: un gran hombre / un hombre grande, un viejo amigo / un amigo viejo.',
    },
  },
  {
    id: 'adjective-agreement',
    title: { en: 'Adjective agreement', es: 'La concordancia del adjetivo' },
    level: 'A1',
    keys: [
      ['concordancia'],
      ['adjective', 'agreement'],
      ['agreement'],
      ['adjetivos', 'concuerdan'],
      ['alto', 'alta'],
    ],
    answer: {
      basic: {
        es: 'El adjetivo cambia como el nombre: «alto, alta, altos, altas». «Un chico alto», «unas chicas altas».',
        en: 'The adjective changes like the noun: “alto, alta, altos, altas”. “A tall boy”, “some tall girls”.',
      },
      richer: {
        es: 'Concuerda en género y número. En -e o consonante solo cambia el número: «un coche grande», «unas casas azules».',
        en: 'It agrees in gender and number. Ending in -e or a consonant, only the number changes: “a big car”, “some blue houses”.',
      },
    },
    example: { es: 'Mis hermanas son altas y simpáticas.', en: 'My sisters are tall and nice.' },
    more: {
      es: 'Con un chico y una chica juntos, masculino plural: «Pablo y Ana son altos».',
      en: 'With a boy and a girl together, masculine plural: “Pablo and Ana are tall”.',
    },
    explanation: {
      en: 'Adjectives agree with their noun in gender and number: alto, alta, altos, altas. Adjectives ending in -e or in most consonants have one form for both genders and only add -s or -es in the plural (grande, grandes; azul, azules); for a mixed group, the masculine plural is used.',
      es: 'Los adjetivos concuerdan con su nombre en género y número: alto, alta, altos, altas. Los que terminan en -e o en la mayoría de las consonantes tienen una sola forma para los dos géneros y solo añaden -s o -es en plural (grande, grandes; azul, azules); para un grupo mixto se usa el masculino plural.',
    },
  },
  {
    id: 'nationality-adjectives',
    title: { en: 'Nationality adjectives', es: 'Los adjetivos de nacionalidad' },
    level: 'A0',
    keys: [['nacionalidad'], ['nacionalidades'], ['nationality'], ['nationalities']],
    answer: {
      basic: {
        es: 'Las nacionalidades cambian: «él es inglés», «ella es inglesa». Y se escriben en minúscula.',
        en: 'Nationalities change: “he is English”, “she is English”. And they are written in lower case.',
      },
      richer: {
        es: 'En -o: «mexicano, mexicana». En consonante se añade -a: «español, española». En -e, igual: «canadiense», «estadounidense».',
        en: 'In -o: “mexicano, mexicana”. Ending in a consonant, add -a: “español, española”. In -e, the same: “canadiense”, “estadounidense”.',
      },
    },
    example: {
      es: 'Mi madre es francesa y mi padre es alemán.',
      en: 'My mother is French and my father is German.',
    },
    more: {
      es: 'Fíjate: la tilde desaparece en femenino y en plural: «inglés», «inglesa», «ingleses».',
      en: 'Notice: the accent mark disappears in the feminine and the plural: “inglés”, “inglesa”, “ingleses”.',
    },
    explanation: {
      en: 'Nationality adjectives agree in gender, even those ending in a consonant, which add -a for the feminine: español/española, alemán/alemana, francés/francesa. Those in -e, -a or -í have one form (canadiense, belga, marroquí), and all are written in lower case.',
      es: 'Los adjetivos de nacionalidad concuerdan en género, incluso los que terminan en consonante, que añaden -a en femenino: español/española, alemán/alemana, francés/francesa. Los terminados en -e, -a o -í tienen una sola forma (canadiense, belga, marroquí), y todos se escriben en minúscula.',
    },
  },
  {
    id: 'comparatives',
    title: { en: 'Comparatives: más… que, tan… como', es: 'Comparativos: más… que, tan… como' },
    level: 'A2',
    keys: [
      ['comparativos'],
      ['comparativo'],
      ['comparar'],
      ['comparatives'],
      ['comparative'],
      ['comparison'],
      ['mas', 'que'],
      ['tan', 'como'],
      ['more', 'than'],
    ],
    answer: {
      basic: {
        es: 'Para comparar: «más… que» y «menos… que». Iguales: «tan… como». «Ana es más alta que yo».',
        en: 'To compare: “más… que” and “menos… que”. Equal: “tan… como”. “Ana is taller than me”.',
      },
      richer: {
        es: 'Con adjetivos: «más, menos o tan… que o como». Con nombres, «tanto» concuerda: «tanta gente como», «tantos libros como».',
        en: 'With adjectives: “más, menos or tan… que or como”. With nouns, “tanto” agrees: “as many people as”, “as many books as”.',
      },
    },
    example: {
      es: 'Mi hermano es más alto que yo, pero menos fuerte.',
      en: 'My brother is taller than me, but less strong.',
    },
    more: {
      es: 'Con números se usa «de»: «más de cien personas». Con verbos: «Trabajo tanto como tú».',
      en: 'With numbers you use “de”: “more than a hundred people”. With verbs: “I work as much as you”.',
    },
    explanation: {
      en: 'Inequality: más/menos + adjective, adverb or noun + que (más alto que, menos dinero que). Equality: tan + adjective or adverb + como (tan alto como), tanto/tanta/tantos/tantas + noun + como (tantos libros como), and verb + tanto como (trabajo tanto como tú). Before a number, than is de: más de cien.',
      es: 'Desigualdad: más/menos + adjetivo, adverbio o nombre + que (más alto que, menos dinero que). Igualdad: tan + adjetivo o adverbio + como (tan alto como), tanto/tanta/tantos/tantas + nombre + como (tantos libros como), y verbo + tanto como (trabajo tanto como tú). Delante de un número se usa de: más de cien.',
    },
  },
  {
    id: 'irregular-comparatives',
    title: {
      en: 'Irregular comparatives: mejor, peor, mayor, menor',
      es: 'Comparativos irregulares: mejor, peor, mayor, menor',
    },
    level: 'A2',
    keys: [
      ['mejor'],
      ['peor'],
      ['mayor', 'menor'],
      ['better'],
      ['worse'],
      ['comparativos', 'irregulares'],
      ['irregular', 'comparatives'],
    ],
    answer: {
      basic: {
        es: 'Bueno → mejor, malo → peor: «Este café es mejor que ese». Para la edad: «mayor» y «menor».',
        en: 'Bueno → mejor, malo → peor: “This coffee is better than that one”. For age: “mayor” and “menor”.',
      },
      richer: {
        es: '«Mejor», «peor», «mayor» y «menor» no llevan «más». «Mayor» y «menor» son para edad o importancia: «mi hermana mayor».',
        en: '“Mejor”, “peor”, “mayor” and “menor” don’t take “más”. “Mayor” and “menor” are for age or importance: “my older sister”.',
      },
    },
    example: { es: 'Mi hermano mayor cocina mejor que yo.', en: 'My older brother cooks better than me.' },
    more: {
      es: '«Mejor» y «peor» también son adverbios: «Hoy me siento mejor». Y superlativos: «el mejor restaurante de la ciudad».',
      en: '“Mejor” and “peor” are also adverbs: “Today I feel better”. And superlatives: “the best restaurant in the city”.',
    },
    explanation: {
      en: 'Bueno/bien and malo/mal compare with mejor and peor. Grande and pequeño use mayor and menor for age or importance (mi hermano menor, un problema mayor) and más grande / más pequeño for physical size. With el/la/los/las they form superlatives: el mejor, la peor.',
      es: 'Bueno/bien y malo/mal comparan con mejor y peor. Grande y pequeño usan mayor y menor para la edad o la importancia (mi hermano menor, un problema mayor) y más grande / más pequeño para el tamaño. Con el/la/los/las forman superlativos: el mejor, la peor.',
    },
  },
  {
    id: 'isimo',
    title: { en: 'Superlatives and -ísimo', es: 'Los superlativos y -ísimo' },
    level: 'A2',
    keys: [['isimo'], ['isima'], ['superlativo'], ['superlativos'], ['superlative'], ['superlatives']],
    answer: {
      basic: {
        es: '«-ísimo» significa «muy, muy»: «guapo» → «guapísimo», «rica» → «riquísima».',
        en: '“-ísimo” means “very, very”: “guapo” → “guapísimo”, “rica” → “riquísima”.',
      },
      richer: {
        es: 'Se quita la vocal final y se añade -ísimo: «buenísimo». Ojo a la ortografía: «rico» → «riquísimo», «largo» → «larguísimo».',
        en: 'Drop the final vowel and add -ísimo: “buenísimo”. Watch the spelling: “rico” → “riquísimo”, “largo” → “larguísimo”.',
      },
    },
    example: {
      es: 'La paella de tu madre está riquísima.',
      en: 'Your mother’s paella is absolutely delicious.',
    },
    more: {
      es: 'Para el superlativo de un grupo: «el más alto de la clase», «la mejor película del año».',
      en: 'For the superlative within a group: “the tallest in the class”, “the best film of the year”.',
    },
    explanation: {
      en: 'The absolute superlative adds -ísimo/-ísima/-ísimos/-ísimas to an adjective without its final vowel and means “extremely”: guapísimo, facilísimo. Spelling changes keep the sound (rico → riquísimo, largo → larguísimo, feliz → felicísimo). To single out one in a group, use el/la más… de: el más alto de la clase.',
      es: 'El superlativo absoluto añade -ísimo/-ísima/-ísimos/-ísimas al adjetivo sin su vocal final y significa «extremadamente»: guapísimo, facilísimo. La ortografía cambia para mantener el sonido (rico → riquísimo, largo → larguísimo, feliz → felicísimo). Para destacar a uno en un grupo se usa el/la más… de: el más alto de la clase.',
    },
  },
  {
    id: 'muy-mucho',
    title: { en: 'Muy vs mucho', es: 'Muy o mucho' },
    level: 'A1',
    keys: [
      ['muy', 'mucho'],
      ['very', 'much'],
      ['very', 'lot'],
      ['muy', 'mucha'],
    ],
    answer: {
      basic: {
        es: '«Muy» va con adjetivos y adverbios: «muy bueno». «Mucho» va con nombres y verbos: «mucho trabajo», «trabajo mucho».',
        en: '“Muy” goes with adjectives and adverbs: “very good”. “Mucho” goes with nouns and verbs: “a lot of work”, “I work a lot”.',
      },
      richer: {
        es: '«Muy» no cambia. «Mucho» con nombres concuerda: «mucha gente», «muchos libros»; con verbos, no: «Te quiero mucho».',
        en: '“Muy” doesn’t change. With nouns, “mucho” agrees: “a lot of people”, “many books”; with verbs, it doesn’t: “I love you very much”.',
      },
    },
    example: { es: 'Hace mucho frío y estoy muy cansado.', en: 'It’s very cold and I’m very tired.' },
    more: {
      es: 'Con «mejor», «peor», «más» y «menos» se usa «mucho»: «mucho mejor», «mucho más caro».',
      en: 'With “mejor”, “peor”, “más” and “menos” you use “mucho”: “much better”, “much more expensive”.',
    },
    explanation: {
      en: 'Muy (very) never changes and goes before adjectives and adverbs: muy alto, muy bien. Mucho (a lot, much, many) goes with nouns, agreeing with them (mucho dinero, mucha gente, muchos amigos), after verbs without changing (como mucho), and before mejor, peor, más and menos. Tener expressions use nouns, so: tengo mucho frío, tengo mucha hambre.',
      es: 'Muy no cambia nunca y va delante de adjetivos y adverbios: muy alto, muy bien. Mucho va con nombres, concordando con ellos (mucho dinero, mucha gente, muchos amigos), después de verbos sin cambiar (como mucho), y delante de mejor, peor, más y menos. Las expresiones con tener llevan nombres, por eso: tengo mucho frío, tengo mucha hambre.',
    },
  },
  {
    id: 'lo-adjective',
    title: {
      en: 'Lo + adjective: lo mejor, lo que más me gustó',
      es: 'Lo + adjetivo: lo mejor, lo que más me gustó',
    },
    level: 'B2',
    keys: [
      ['lo', 'adjetivo'],
      ['lo mejor'],
      ['lo bueno'],
      ['lo', 'neutro'],
      ['neuter', 'lo'],
      ['lo', 'adjective'],
    ],
    answer: {
      basic: {
        es: '«Lo» + adjetivo significa «la cosa…»: «lo bueno» es «the good thing», «lo mejor» es «the best thing».',
        en: '“Lo” + adjective means “the … thing”: “lo bueno” is “the good thing”, “lo mejor” is “the best thing”.',
      },
      richer: {
        es: '«Lo» + adjetivo masculino singular nombra una idea: «lo importante», «lo peor». Con «que»: «lo que más me gustó».',
        en: '“Lo” + masculine singular adjective names an idea: “what’s important”, “the worst thing”. With “que”: “what I liked most”.',
      },
    },
    example: {
      es: 'Lo mejor de la película es el final.',
      en: 'The best thing about the film is the ending.',
    },
    more: {
      es: '«Lo» + adjetivo + «que» expresa intensidad: «No sabes lo difícil que es».',
      en: '“Lo” + adjective + “que” expresses intensity: “You don’t know how difficult it is”.',
    },
    explanation: {
      en: 'Neuter lo before a masculine singular adjective turns it into an abstract noun: lo bueno (the good thing, what is good), lo mejor, lo raro. Lo que + verb means “what” (lo que más me gustó), and lo + adjective or adverb + que expresses degree: no sabes lo cansada que estoy.',
      es: 'El neutro lo delante de un adjetivo masculino singular lo convierte en un nombre abstracto: lo bueno, lo mejor, lo raro. Lo que + verbo significa «la cosa que» (lo que más me gustó), y lo + adjetivo o adverbio + que expresa intensidad: no sabes lo cansada que estoy.',
    },
  },
  {
    id: 'anteposed-adjectives',
    title: {
      en: 'Adjectives before the noun for style',
      es: 'El adjetivo antepuesto como recurso de estilo',
    },
    level: 'C2',
    keys: [
      ['adjetivo', 'antepuesto'],
      ['adjetivos', 'antepuestos'],
      ['anteposed'],
      ['epiteto'],
      ['epithet'],
      ['adjective', 'before', 'noun'],
    ],
    answer: {
      basic: {
        es: 'En literatura el adjetivo puede ir delante: «la oscura noche». Así describe algo propio del nombre, con emoción.',
        en: 'In literature the adjective can go in front: “the dark night”. That way it describes something typical of the noun, with feeling.',
      },
      richer: {
        es: 'Antepuesto, el adjetivo no distingue: subraya una cualidad esperada o subjetiva, como epíteto: «la oscura noche», «las altas torres».',
        en: 'Placed in front, the adjective doesn’t single out: it stresses an expected or subjective quality, as an epithet: “the dark night”, “the tall towers”.',
      },
    },
    example: {
      es: 'Caminaba sola por las estrechas calles del viejo barrio.',
      en: 'She was walking alone through the narrow streets of the old quarter.',
    },
    more: {
      es: 'Compara: «las calles estrechas» (solo esas) y «las estrechas calles» (todas, con tono poético).',
      en: 'Compare: “las calles estrechas” (only those) and “las estrechas calles” (all of them, with a poetic tone).',
    },
    explanation: {
      en: 'After the noun, an adjective restricts: las calles estrechas are the narrow ones among others. Before the noun it describes without restricting, stressing a quality felt as inherent or subjective (la oscura noche, las estrechas calles), which gives a literary, emotive tone.',
      es: 'Detrás del nombre, el adjetivo restringe: las calles estrechas son las estrechas entre otras. Delante, describe sin restringir y subraya una cualidad sentida como propia o subjetiva (la oscura noche, las estrechas calles), lo que da un tono literario y expresivo.',
    },
  },
];
