/** Grammar notes on the first verbs: ser, estar, tener, ir, hay, the present tense and negation. */
import type { GrammarNote } from './types';

export const VERB_NOTES: readonly GrammarNote[] = [
  {
    id: 'ser-present',
    title: { en: 'The present tense of ser', es: 'El presente de ser' },
    level: 'A0',
    keys: [
      ['verbo', 'ser'],
      ['presente', 'ser'],
      ['conjugar', 'ser'],
      ['soy', 'eres'],
      ['conjugate', 'ser'],
      ['ser', 'present'],
    ],
    answer: {
      basic: {
        es: 'El verbo «ser»: yo soy, tú eres, él es, nosotros somos, vosotros sois, ellos son.',
        en: 'The verb “ser”: I am, you are, he is, we are, you all are, they are.',
      },
      richer: {
        es: '«Ser» es irregular: soy, eres, es, somos, sois, son. «Usted» va con «es» y «ustedes» con «son».',
        en: '“Ser” is irregular: soy, eres, es, somos, sois, son. “Usted” goes with “es” and “ustedes” with “son”.',
      },
    },
    example: { es: 'Soy Laura y somos de Valencia.', en: 'I’m Laura and we’re from Valencia.' },
    more: {
      es: 'Para preguntar: «¿Eres estudiante?», «¿Quién es?». Para negar, «no» delante: «No soy médico».',
      en: 'To ask: “Are you a student?”, “Who is it?”. To make it negative, “no” in front: “I’m not a doctor”.',
    },
    explanation: {
      en: 'Ser is irregular in the present: yo soy, tú eres, él/ella/usted es, nosotros somos, vosotros sois, ellos/ellas/ustedes son. It is used for identity, origin, profession, nationality, time and lasting characteristics.',
      es: 'Ser es irregular en presente: yo soy, tú eres, él/ella/usted es, nosotros somos, vosotros sois, ellos/ellas/ustedes son. Se usa para la identidad, el origen, la profesión, la nacionalidad, la hora y las características estables.',
    },
  },
  {
    id: 'llamarse',
    title: { en: 'Me llamo + name', es: 'Me llamo + nombre' },
    level: 'A0',
    keys: [['me llamo'], ['llamarse'], ['te llamas'], ['my', 'name'], ['your', 'name']],
    answer: {
      basic: {
        es: 'Para decir tu nombre: «Me llamo Ana». Para preguntar: «¿Cómo te llamas?».',
        en: 'To say your name: “My name is Ana”. To ask: “What’s your name?”.',
      },
      richer: {
        es: '«Llamarse» es reflexivo: me llamo, te llamas, se llama, nos llamamos. También vale «Mi nombre es Ana».',
        en: '“Llamarse” is reflexive: me llamo, te llamas, se llama, nos llamamos. “Mi nombre es Ana” also works.',
      },
    },
    example: {
      es: 'Hola, me llamo Ana. ¿Y tú cómo te llamas?',
      en: 'Hi, my name is Ana. And what’s your name?',
    },
    more: {
      es: 'Con usted: «¿Cómo se llama usted?». Para otra persona: «Mi amiga se llama Laura».',
      en: 'With usted: “What is your name?”. For another person: “My friend’s name is Laura”.',
    },
    explanation: {
      en: 'Spanish gives names with the reflexive verb llamarse (literally “to call oneself”): me llamo, te llamas, se llama, nos llamamos, os llamáis, se llaman. The question is ¿Cómo te llamas? (or ¿Cómo se llama usted?), never ¿Qué es tu nombre?; mi nombre es… is correct but less common.',
      es: 'En español el nombre se dice con el verbo reflexivo llamarse: me llamo, te llamas, se llama, nos llamamos, os llamáis, se llaman. La pregunta es ¿Cómo te llamas? (o ¿Cómo se llama usted?); mi nombre es… es correcto, pero menos frecuente.',
    },
  },
  {
    id: 'subject-pronouns',
    title: { en: 'Subject pronouns and usted', es: 'Los pronombres personales y usted' },
    level: 'A0',
    keys: [
      ['pronombres', 'personales'],
      ['pronombres', 'sujeto'],
      ['subject', 'pronouns'],
      ['yo', 'tu', 'el', 'nosotros'],
      ['nosotras'],
    ],
    answer: {
      basic: {
        es: 'Yo, tú, él, ella, usted; nosotros, vosotros, ellos, ellas, ustedes. «Usted» es el «you» formal.',
        en: 'Yo, tú, él, ella, usted; nosotros, vosotros, ellos, ellas, ustedes. “Usted” is the formal “you”.',
      },
      richer: {
        es: '«Usted» y «ustedes» llevan el verbo de «él» y «ellos»: «usted es», «ustedes son». «Vosotros», solo en España.',
        en: '“Usted” and “ustedes” take the verb of “él” and “ellos”: “usted es”, “ustedes son”. “Vosotros”, only in Spain.',
      },
    },
    example: { es: '¿Usted es el profesor? Yo soy Marta.', en: 'Are you the teacher? I’m Marta.' },
    more: {
      es: '«Nosotras», «vosotras» y «ellas» se usan únicamente para mujeres. Con un grupo mixto: «nosotros», «ellos».',
      en: '“Nosotras”, “vosotras” and “ellas” are used only for women. With a mixed group: “nosotros”, “ellos”.',
    },
    explanation: {
      en: 'The subject pronouns are yo, tú, él, ella, usted, nosotros/nosotras, vosotros/vosotras, ellos, ellas, ustedes. Usted (formal you) and ustedes (you, plural) take third-person verbs; vosotros is the informal plural used in Spain, while Latin America uses ustedes for every plural you.',
      es: 'Los pronombres personales de sujeto son yo, tú, él, ella, usted, nosotros/nosotras, vosotros/vosotras, ellos, ellas, ustedes. Usted y ustedes llevan el verbo en tercera persona; vosotros es el plural informal de España, mientras que en América se usa ustedes para todo plural.',
    },
  },
  {
    id: 'tu-usted',
    title: { en: 'Tú vs usted', es: 'Tú o usted' },
    level: 'A0',
    keys: [
      ['tu', 'usted'],
      ['formal', 'informal'],
      ['tutear'],
      ['tuteo'],
      ['formal', 'you'],
      ['polite', 'you'],
    ],
    answer: {
      basic: {
        es: '«Tú» con amigos, familia y gente joven. «Usted» con personas mayores, desconocidos o en situaciones formales.',
        en: '“Tú” with friends, family and young people. “Usted” with older people, strangers or in formal situations.',
      },
      richer: {
        es: '«Usted» marca respeto o distancia y lleva el verbo de «él»: «¿Cómo está usted?». En España se tutea mucho.',
        en: '“Usted” shows respect or distance and takes the verb of “él”: “How are you?”. In Spain people use “tú” a lot.',
      },
    },
    example: {
      es: 'Perdone, ¿usted sabe dónde está la estación?',
      en: 'Excuse me, do you know where the station is?',
    },
    more: {
      es: 'Si alguien te dice «tutéame», ya puedes usar «tú» con esa persona.',
      en: 'If someone tells you “tutéame” (“call me tú”), you can now use “tú” with that person.',
    },
    explanation: {
      en: 'Tú is informal (friends, family, children, peers); usted is formal or distant (older people, strangers, customers, officials) and takes third-person verb forms: ¿Cómo está usted? Customs vary: Spain uses tú very widely, while many Latin American countries keep usted longer, and some regions even use usted within the family.',
      es: 'Tú es informal (amigos, familia, niños, compañeros); usted es formal o distante (personas mayores, desconocidos, clientes, funcionarios) y lleva el verbo en tercera persona: ¿Cómo está usted? Las costumbres varían: en España se tutea muchísimo, mientras que en muchos países de América se mantiene más el usted, y en algunas zonas se usa incluso en la familia.',
    },
  },
  {
    id: 'dropping-subject-pronouns',
    title: { en: 'Leaving out subject pronouns', es: 'Omitir el pronombre sujeto' },
    level: 'A1',
    keys: [
      ['omitir', 'pronombre'],
      ['sin', 'pronombre'],
      ['drop', 'pronoun'],
      ['dropped', 'pronouns'],
      ['omit', 'pronoun'],
      ['decir', 'yo'],
    ],
    answer: {
      basic: {
        es: 'El verbo ya dice quién es: «hablo» es «yo hablo». Por eso casi nunca decimos «yo».',
        en: 'The verb already says who it is: “hablo” is “yo hablo”. That’s why we hardly ever say “yo”.',
      },
      richer: {
        es: 'La terminación marca la persona, así que el pronombre sobra. Se usa para contrastar o aclarar: «Yo trabajo; ella estudia».',
        en: 'The ending marks the person, so the pronoun isn’t needed. It is used to contrast or clarify: “I work; she studies”.',
      },
    },
    example: { es: 'Vivo en Madrid y trabajo en un banco.', en: 'I live in Madrid and work in a bank.' },
    more: {
      es: 'Con «usted» a veces se dice el pronombre, por cortesía o para aclarar: «¿Usted quiere algo más?».',
      en: 'With “usted” the pronoun is sometimes said, out of politeness or to be clear: “Would you like anything else?”.',
    },
    explanation: {
      en: 'Spanish verb endings show the person (hablo, hablas, hablamos), so subject pronouns are normally left out. Using them adds emphasis or contrast (Yo pago, tú no) or avoids ambiguity where forms coincide (él/ella/usted habla).',
      es: 'Las terminaciones verbales indican la persona (hablo, hablas, hablamos), así que el pronombre sujeto normalmente se omite. Usarlo añade énfasis o contraste (Yo pago, tú no) o evita ambigüedad cuando las formas coinciden (él/ella/usted habla).',
    },
  },
  {
    id: 'ser-de-origin',
    title: { en: 'Ser de + place', es: 'Ser de + lugar' },
    level: 'A0',
    keys: [['ser de'], ['soy de'], ['de donde'], ['where', 'from'], ['origen'], ['origin']],
    answer: {
      basic: {
        es: 'Para el origen: «ser de» + lugar. «Soy de México», «¿De dónde eres?».',
        en: 'For origin: “ser de” + place. “I’m from Mexico”, “Where are you from?”.',
      },
      richer: {
        es: '«Ser de» expresa origen, y también material o dueño: «Soy de Lima», «La mesa es de madera», «Es de Ana».',
        en: '“Ser de” expresses origin, and also material or owner: “I’m from Lima”, “The table is made of wood”, “It’s Ana’s”.',
      },
    },
    example: {
      es: 'Mi amiga es de Chile, pero vive en Madrid.',
      en: 'My friend is from Chile, but she lives in Madrid.',
    },
    more: {
      es: 'Ojo: origen con «ser», el lugar donde estás con «estar»: «Soy de Roma, pero estoy en Londres».',
      en: 'Careful: origin with “ser”, the place where you are with “estar”: “I’m from Rome, but I’m in London”.',
    },
    explanation: {
      en: 'Ser de + place gives origin: Soy de Buenos Aires, ¿De dónde eres? The same pattern gives material (es de madera) and ownership (es de Ana), while where someone or something is now uses estar: Estoy en Londres.',
      es: 'Ser de + lugar indica el origen: Soy de Buenos Aires, ¿De dónde eres? La misma estructura indica el material (es de madera) y el dueño (es de Ana), mientras que dónde está alguien o algo ahora se dice con estar: Estoy en Londres.',
    },
  },
  {
    id: 'ser-estar',
    title: { en: 'Ser vs estar', es: 'Ser o estar' },
    level: 'A1',
    keys: [
      ['ser', 'estar'],
      ['to be', 'two'],
      ['dos', 'verbos', 'ser'],
    ],
    answer: {
      basic: {
        es: 'Estar: dónde está algo y cómo está ahora. Ser: qué o cómo es algo, y de dónde es.',
        en: 'Estar: where something is and how it is now. Ser: what something is or what it is like, and where it is from.',
      },
      richer: {
        es: 'Ser: identidad, origen, profesión, hora, carácter. Estar: lugar y estados. Pero un evento «es» en un sitio.',
        en: 'Ser: identity, origin, profession, time, character. Estar: place and states. But an event “is” (ser) somewhere.',
      },
    },
    example: { es: 'Soy de Lima, pero ahora estoy en Madrid.', en: 'I’m from Lima, but now I’m in Madrid.' },
    more: {
      es: 'Compara: «Ana es alegre» (así es ella) y «Ana está alegre» (hoy, ahora).',
      en: 'Compare: “Ana es alegre” (that’s how she is) and “Ana está alegre” (today, right now).',
    },
    explanation: {
      en: 'Ser says what something is: identity, origin, profession, nationality, time, material and characteristics (Es alto, es de Cuba, son las tres). Estar says where something is and what state it is in (Está en casa, está cansado, la sopa está fría). The location of events is an exception: La fiesta es en mi casa.',
      es: 'Ser dice qué es algo: identidad, origen, profesión, nacionalidad, hora, material y características (Es alto, es de Cuba, son las tres). Estar dice dónde está algo y en qué estado (Está en casa, está cansado, la sopa está fría). El lugar de los eventos es una excepción: La fiesta es en mi casa.',
    },
  },
  {
    id: 'ser-uses',
    title: { en: 'When to use ser', es: 'Cuándo se usa ser' },
    level: 'A1',
    keys: [
      ['cuando', 'ser'],
      ['usos', 'ser'],
      ['uses', 'ser'],
      ['when', 'ser'],
    ],
    answer: {
      basic: {
        es: 'Usa «ser» para decir quién eres, de dónde eres, tu profesión y la hora: «Son las tres».',
        en: 'Use “ser” to say who you are, where you are from, your job and the time: “It’s three o’clock”.',
      },
      richer: {
        es: '«Ser» define: identidad, origen, profesión, nacionalidad, material, hora y fecha. También dice dónde ocurre un evento.',
        en: '“Ser” defines: identity, origin, profession, nationality, material, time and date. It also says where an event takes place.',
      },
    },
    example: {
      es: 'Este es Carlos: es médico y es de Bogotá.',
      en: 'This is Carlos: he’s a doctor and he’s from Bogotá.',
    },
    more: {
      es: 'También con fechas y precios totales: «Hoy es lunes», «Son veinte euros».',
      en: 'Also with dates and total prices: “Today is Monday”, “That’s twenty euros”.',
    },
    explanation: {
      en: 'Ser is used for identity (Es mi hermano), origin and nationality (Es de Perú, es peruano), profession (Es enfermera), time and dates (Son las dos, hoy es martes), material (Es de plata), characteristics (Es simpático) and where or when an event takes place (El concierto es en el parque).',
      es: 'Ser se usa para la identidad (Es mi hermano), el origen y la nacionalidad (Es de Perú, es peruano), la profesión (Es enfermera), la hora y las fechas (Son las dos, hoy es martes), el material (Es de plata), las características (Es simpático) y el lugar o el momento de un evento (El concierto es en el parque).',
    },
  },
  {
    id: 'estar-uses',
    title: { en: 'When to use estar', es: 'Cuándo se usa estar' },
    level: 'A1',
    keys: [
      ['cuando', 'estar'],
      ['usos', 'estar'],
      ['uses', 'estar'],
      ['when', 'estar'],
      ['verbo', 'estar'],
    ],
    answer: {
      basic: {
        es: 'Usa «estar» para dónde está algo y cómo estás ahora: «Estoy en casa», «Estoy cansada».',
        en: 'Use “estar” for where something is and how you are now: “I’m at home”, “I’m tired”.',
      },
      richer: {
        es: '«Estar» sitúa en el espacio y describe estados: ánimo, salud, resultados. «El café está frío», «La tienda está cerrada».',
        en: '“Estar” places things in space and describes states: mood, health, results. “The coffee is cold”, “The shop is closed”.',
      },
    },
    example: {
      es: '¿Dónde estás? Estoy en el parque con María.',
      en: 'Where are you? I’m in the park with María.',
    },
    more: {
      es: '«Estar» también va con «bien» y «mal»: «Estoy bien», «El coche está mal aparcado».',
      en: '“Estar” also goes with “bien” and “mal”: “I’m fine”, “The car is badly parked”.',
    },
    explanation: {
      en: 'Estar is used for location (El banco está en la plaza), temporary states and moods (Estoy cansado, está contenta), health (¿Cómo estás?), results of a change (La puerta está abierta), with bien and mal, and in estar + gerund (Estoy comiendo).',
      es: 'Estar se usa para la ubicación (El banco está en la plaza), los estados y el ánimo (Estoy cansado, está contenta), la salud (¿Cómo estás?), el resultado de un cambio (La puerta está abierta), con bien y mal, y en estar + gerundio (Estoy comiendo).',
    },
  },
  {
    id: 'ser-estar-meaning-change',
    title: { en: 'Adjectives that change with ser and estar', es: 'Adjetivos que cambian con ser y estar' },
    level: 'A1',
    keys: [
      ['aburrido'],
      ['listo'],
      ['meaning', 'ser', 'estar'],
      ['significado', 'ser', 'estar'],
      ['sentido', 'ser', 'estar'],
    ],
    answer: {
      basic: {
        es: '«Es aburrido»: no es interesante. «Está aburrido»: ahora se aburre.',
        en: '“Es aburrido”: it isn’t interesting. “Está aburrido”: he’s bored right now.',
      },
      richer: {
        es: 'Cambia el sentido: «es listo» (inteligente), «está listo» (preparado); «es rico» (tiene dinero), «está rico» (sabe bien).',
        en: 'The meaning changes: “es listo” (is clever), “está listo” (is ready); “es rico” (is rich), “está rico” (tastes good).',
      },
    },
    example: {
      es: 'La película es aburrida, y yo estoy aburrido.',
      en: 'The film is boring, and I’m bored.',
    },
    more: {
      es: 'Otros pares: «es malo» (mala persona) y «está malo» (enfermo); «es verde» (color) y «está verde» (sin madurar).',
      en: 'Other pairs: “es malo” (a bad person) and “está malo” (ill); “es verde” (colour) and “está verde” (unripe).',
    },
    explanation: {
      en: 'Some adjectives change meaning with the verb: ser aburrido (boring) / estar aburrido (bored), ser listo (clever) / estar listo (ready), ser rico (rich) / estar rico (tasty), ser malo (bad) / estar malo (ill), ser verde (green) / estar verde (unripe). Ser gives a characteristic; estar, a state or an impression at a given moment.',
      es: 'Algunos adjetivos cambian de sentido según el verbo: ser aburrido / estar aburrido, ser listo (inteligente) / estar listo (preparado), ser rico (tener dinero) / estar rico (saber bien), ser malo / estar malo (enfermo), ser verde / estar verde (sin madurar). Ser da una característica; estar, un estado o una impresión en un momento.',
    },
  },
  {
    id: 'ser-descriptions',
    title: { en: 'Ser for descriptions', es: 'Ser para describir' },
    level: 'A1',
    keys: [['describir'], ['descripcion'], ['descripciones'], ['describe'], ['what', 'like']],
    answer: {
      basic: {
        es: 'Para describir cómo es una persona o una cosa, usa «ser»: «Mi padre es alto y simpático».',
        en: 'To describe what a person or a thing is like, use “ser”: “My father is tall and nice”.',
      },
      richer: {
        es: '«Ser» + adjetivo da características estables: aspecto, carácter, forma. Pregunta: «¿Cómo es?». Los estados del momento van con «estar».',
        en: '“Ser” + adjective gives lasting characteristics: looks, character, shape. Question: “What is he like?”. States of the moment go with “estar”.',
      },
    },
    example: {
      es: 'Mi hermana es alta, morena y muy divertida.',
      en: 'My sister is tall, dark-haired and very funny.',
    },
    more: {
      es: 'Compara: «¿Cómo es tu casa?» (descripción) y «¿Cómo está tu madre?» (salud, ánimo).',
      en: 'Compare: “What is your house like?” (description) and “How is your mother?” (health, mood).',
    },
    explanation: {
      en: 'To describe what someone or something is like (appearance, personality, size, shape, colour) Spanish uses ser + adjective, and asks ¿Cómo es? For how someone is at the moment (mood, health) it uses estar and asks ¿Cómo está?',
      es: 'Para describir cómo es alguien o algo (aspecto, carácter, tamaño, forma, color) se usa ser + adjetivo, y se pregunta ¿Cómo es? Para cómo está alguien en un momento (ánimo, salud) se usa estar y se pregunta ¿Cómo está?',
    },
  },
  {
    id: 'hay-esta',
    title: { en: 'Hay vs está', es: 'Hay o está' },
    level: 'A1',
    keys: [['hay', 'esta'], ['hay', 'estar'], ['hay', 'estan'], ['there', 'is'], ['there', 'are'], ['hay']],
    answer: {
      basic: {
        es: '«Hay» presenta algo nuevo: «Hay un banco aquí». «Está» dice dónde está algo conocido: «El banco está allí».',
        en: '“Hay” introduces something new: “There is a bank here”. “Está” says where something known is: “The bank is over there”.',
      },
      richer: {
        es: 'Con «hay», algo nuevo: «un banco», «dos farmacias». Con «está», algo conocido: «el banco», «mi casa».',
        en: 'With “hay”, something new: “a bank”, “two chemists”. With “está”, something known: “the bank”, “my house”.',
      },
    },
    example: {
      es: 'Hay un museo en el centro. Está al lado del río.',
      en: 'There is a museum in the centre. It’s next to the river.',
    },
    more: {
      es: '«Hay» no cambia en plural: «hay un libro», «hay tres libros». Pregunta: «¿Hay un cajero por aquí?».',
      en: '“Hay” doesn’t change in the plural: “there is a book”, “there are three books”. Question: “Is there a cash machine around here?”.',
    },
    explanation: {
      en: 'Hay (there is/are) introduces the existence of something not yet known and goes with un/una, numbers, quantities or bare nouns: Hay una farmacia, hay muchos bares. Estar locates something already known, identified with el/la, a name or a possessive: La farmacia está en la esquina, Juan está en casa.',
      es: 'Hay presenta la existencia de algo aún no conocido y va con un/una, números, cuantificadores o nombres sin artículo: Hay una farmacia, hay muchos bares. Estar sitúa algo ya conocido, identificado con el/la, un nombre propio o un posesivo: La farmacia está en la esquina, Juan está en casa.',
    },
  },
  {
    id: 'tener-present',
    title: { en: 'The present tense of tener', es: 'El presente de tener' },
    level: 'A0',
    keys: [
      ['verbo', 'tener'],
      ['conjugar', 'tener'],
      ['tengo', 'tienes'],
      ['tener', 'present'],
      ['presente', 'tener'],
    ],
    answer: {
      basic: {
        es: '«Tener»: tengo, tienes, tiene, tenemos, tenéis, tienen. «Tengo un hermano».',
        en: '“Tener”: tengo, tienes, tiene, tenemos, tenéis, tienen. “I have a brother”.',
      },
      richer: {
        es: '«Tener» es irregular: «tengo» con -g y cambio e → ie en tienes, tiene, tienen. Nosotros y vosotros son regulares.',
        en: '“Tener” is irregular: “tengo” with -g and the e → ie change in tienes, tiene, tienen. Nosotros and vosotros are regular.',
      },
    },
    example: {
      es: 'Tengo dos hermanos y mi hermano tiene un perro.',
      en: 'I have two siblings and my brother has a dog.',
    },
    more: {
      es: '«Tener» también sirve para la edad y las sensaciones: «Tengo treinta años», «Tengo frío».',
      en: '“Tener” is also used for age and sensations: “I’m thirty years old”, “I’m cold”.',
    },
    explanation: {
      en: 'Tener (to have) is irregular: tengo, tienes, tiene, tenemos, tenéis, tienen. Besides possession, it is used for age (tengo veinte años), physical sensations (tengo hambre), appearance (tiene los ojos azules) and obligation (tengo que irme).',
      es: 'Tener es irregular: tengo, tienes, tiene, tenemos, tenéis, tienen. Además de la posesión, se usa para la edad (tengo veinte años), las sensaciones físicas (tengo hambre), el aspecto (tiene los ojos azules) y la obligación (tengo que irme).',
    },
  },
  {
    id: 'tener-age',
    title: { en: 'Age with tener', es: 'La edad con tener' },
    level: 'A0',
    keys: [['edad'], ['age'], ['anos', 'tener'], ['how', 'old'], ['cuantos', 'anos']],
    answer: {
      basic: {
        es: 'La edad va con «tener»: «Tengo veinte años». Pregunta: «¿Cuántos años tienes?».',
        en: 'Age goes with “tener”: “I’m twenty years old”. Question: “How old are you?”.',
      },
      richer: {
        es: 'En español «se tienen» años: se dice «tengo», no «soy». Siempre con «años»: «Mi hija tiene seis años».',
        en: 'In Spanish you “have” years: you say “tengo”, not “soy”. Always with “años”: “My daughter is six years old”.',
      },
    },
    example: { es: 'Mi abuela tiene ochenta y dos años.', en: 'My grandmother is eighty-two years old.' },
    more: {
      es: 'Para una edad aproximada: «Tiene unos cuarenta años». Para el cumpleaños: «Mañana cumplo treinta».',
      en: 'For an approximate age: “He’s about forty”. For your birthday: “Tomorrow I turn thirty”.',
    },
    explanation: {
      en: 'Spanish expresses age with tener + number + años: Tengo veinte años, ¿Cuántos años tienes? Using ser or estar for age is a common mistake; cumplir is used for turning an age: Mañana cumplo treinta.',
      es: 'El español expresa la edad con tener + número + años: Tengo veinte años, ¿Cuántos años tienes? Usar ser o estar para la edad es un error frecuente; cumplir se usa para llegar a una edad: Mañana cumplo treinta.',
    },
  },
  {
    id: 'tener-expressions',
    title: { en: 'Tener expressions: hambre, sed, frío…', es: 'Expresiones con tener: hambre, sed, frío…' },
    level: 'A0',
    keys: [
      ['tener', 'hambre'],
      ['tener', 'frio'],
      ['tener', 'sed'],
      ['tener', 'miedo'],
      ['expresiones', 'tener'],
      ['tener', 'expressions'],
      ['tengo', 'hambre'],
    ],
    answer: {
      basic: {
        es: 'Para sensaciones usamos «tener» + nombre: «tengo hambre», «tengo sed», «tengo frío», «tengo calor», «tengo sueño».',
        en: 'For sensations we use “tener” + noun: “I’m hungry”, “I’m thirsty”, “I’m cold”, “I’m hot”, “I’m sleepy”.',
      },
      richer: {
        es: 'Como son nombres, se intensifican con «mucho» o «mucha»: «tengo mucha hambre». También: razón, prisa, suerte, miedo, ganas.',
        en: 'Because they are nouns, they are intensified with “mucho” or “mucha”: “I’m very hungry”. Also: razón, prisa, suerte, miedo, ganas.',
      },
    },
    example: { es: 'Tengo mucha sed. ¿Tienes agua?', en: 'I’m very thirsty. Do you have any water?' },
    more: {
      es: 'Para las cosas, otro verbo: «la sopa está caliente», «hace frío». «Tener frío» es para personas o animales.',
      en: 'For things, another verb: “the soup is hot”, “it’s cold”. “Tener frío” is for people or animals.',
    },
    explanation: {
      en: 'Where English says “be” + adjective, Spanish often says tener + noun: tener hambre, sed, frío, calor, sueño, miedo, prisa, razón, suerte, ganas de. Because these are nouns they take mucho/mucha, not muy: tengo mucho frío, tengo mucha hambre.',
      es: 'Donde el inglés usa «be» + adjetivo, el español usa a menudo tener + nombre: tener hambre, sed, frío, calor, sueño, miedo, prisa, razón, suerte, ganas de. Como son nombres, llevan mucho/mucha, no muy: tengo mucho frío, tengo mucha hambre.',
    },
  },
  {
    id: 'tener-ojos-pelo',
    title: { en: 'Tener for eyes and hair', es: 'Tener para los ojos y el pelo' },
    level: 'A1',
    keys: [['ojos'], ['pelo'], ['eyes'], ['hair']],
    answer: {
      basic: {
        es: 'Para los ojos y el pelo usamos «tener»: «Tengo los ojos azules», «Tiene el pelo largo».',
        en: 'For eyes and hair we use “tener”: “I have blue eyes”, “She has long hair”.',
      },
      richer: {
        es: 'Con partes del cuerpo: «tener» + artículo definido + nombre + adjetivo: «tiene los ojos verdes», «tengo el pelo rizado».',
        en: 'With body parts: “tener” + definite article + noun + adjective: “he has green eyes”, “I have curly hair”.',
      },
    },
    example: {
      es: 'Mi novio tiene el pelo corto y los ojos marrones.',
      en: 'My boyfriend has short hair and brown eyes.',
    },
    more: {
      es: 'También con «ser»: «Es rubio», «Es moreno». Para barba o gafas: «Tiene barba», «Lleva gafas».',
      en: 'Also with “ser”: “He’s blond”, “He’s dark-haired”. For beards or glasses: “He has a beard”, “He wears glasses”.',
    },
    explanation: {
      en: 'Physical features are described with tener + definite article + body part + adjective: tiene los ojos azules, tengo el pelo largo. Hair colour can also go with ser: es rubia, es moreno, es pelirrojo.',
      es: 'Los rasgos físicos se describen con tener + artículo definido + parte del cuerpo + adjetivo: tiene los ojos azules, tengo el pelo largo. El color del pelo también puede ir con ser: es rubia, es moreno, es pelirrojo.',
    },
  },
  {
    id: 'tener-que',
    title: { en: 'Tener que + infinitive', es: 'Tener que + infinitivo' },
    level: 'A2',
    keys: [
      ['tener que'],
      ['tengo que'],
      ['hay que'],
      ['have', 'to'],
      ['obligacion'],
      ['obligation'],
      ['must'],
    ],
    answer: {
      basic: {
        es: '«Tener que» + infinitivo es una obligación: «Tengo que trabajar». Para consejos: «Tienes que descansar».',
        en: '“Tener que” + infinitive is an obligation: “I have to work”. For advice: “You have to rest”.',
      },
      richer: {
        es: '«Tener que»: obligación o consejo firme. «Hay que» es general, sin persona: «Hay que beber agua». «Deberías», más suave.',
        en: '“Tener que”: obligation or firm advice. “Hay que” is general, with no person: “You have to drink water”. “Deberías”, softer.',
      },
    },
    example: {
      es: 'Tienes que tomar esta pastilla cada ocho horas.',
      en: 'You have to take this pill every eight hours.',
    },
    more: {
      es: 'En negativo cambia: «No tienes que venir» significa que no es necesario, no que está prohibido.',
      en: 'In the negative it changes: “No tienes que venir” means it isn’t necessary, not that it’s forbidden.',
    },
    explanation: {
      en: 'Tener que + infinitive expresses obligation or strong advice for a specific person (Tienes que descansar). Hay que + infinitive is impersonal (Hay que reservar), and deber / deberías + infinitive is softer advice. No tener que means “not have to”; to forbid, use no + command or no se puede.',
      es: 'Tener que + infinitivo expresa obligación o un consejo firme para una persona concreta (Tienes que descansar). Hay que + infinitivo es impersonal (Hay que reservar), y deber / deberías + infinitivo es un consejo más suave. No tener que significa que no es necesario; para prohibir se usa no + imperativo o no se puede.',
    },
  },
  {
    id: 'present-regular',
    title: {
      en: 'Present tense of regular -ar, -er, -ir verbs',
      es: 'El presente de los verbos regulares en -ar, -er, -ir',
    },
    level: 'A0',
    keys: [
      ['presente'],
      ['present', 'tense'],
      ['terminaciones'],
      ['endings'],
      ['verbos', 'ar'],
      ['ar', 'er', 'ir'],
      ['regular', 'verbs'],
      ['verbos', 'regulares'],
    ],
    answer: {
      basic: {
        es: 'Quita -ar, -er, -ir y añade la terminación: hablo, hablas, habla; como, comes, come; vivo, vives, vive.',
        en: 'Remove -ar, -er, -ir and add the ending: hablo, hablas, habla; como, comes, come; vivo, vives, vive.',
      },
      richer: {
        es: '-ar: o, as, a, amos, áis, an. -er: o, es, e, emos, éis, en. -ir, igual salvo «vivimos», «vivís».',
        en: '-ar: o, as, a, amos, áis, an. -er: o, es, e, emos, éis, en. -ir, the same except “vivimos”, “vivís”.',
      },
    },
    example: {
      es: 'Hablo inglés, como mucha fruta y vivo en Madrid.',
      en: 'I speak English, I eat a lot of fruit and I live in Madrid.',
    },
    more: {
      es: 'El presente también sirve para hábitos y para el futuro cercano: «Siempre como en casa», «Mañana trabajo».',
      en: 'The present is also used for habits and the near future: “I always eat at home”, “I’m working tomorrow”.',
    },
    explanation: {
      en: 'Regular present: remove -ar/-er/-ir and add -o, -as, -a, -amos, -áis, -an (hablar); -o, -es, -e, -emos, -éis, -en (comer); -o, -es, -e, -imos, -ís, -en (vivir). The Spanish present covers “I speak”, “I am speaking” and often the near future.',
      es: 'Presente regular: se quita -ar/-er/-ir y se añade -o, -as, -a, -amos, -áis, -an (hablar); -o, -es, -e, -emos, -éis, -en (comer); -o, -es, -e, -imos, -ís, -en (vivir). El presente sirve para hábitos, para lo que pasa ahora y, a menudo, para el futuro cercano.',
    },
  },
  {
    id: 'irregular-yo',
    title: {
      en: 'Irregular yo forms: hago, salgo, conozco',
      es: 'Formas irregulares de yo: hago, salgo, conozco',
    },
    level: 'A1',
    keys: [['yo', 'irregular'], ['irregular', 'yo'], ['hago', 'salgo'], ['conozco'], ['pongo']],
    answer: {
      basic: {
        es: 'Algunos verbos solo son raros con «yo»: hago, salgo, pongo, conozco. Los demás son normales: haces, sales.',
        en: 'Some verbs are only odd with “yo”: hago, salgo, pongo, conozco. The rest are normal: haces, sales.',
      },
      richer: {
        es: 'Grupos: -go (hago, pongo, salgo, traigo), -zco (conozco, conduzco, ofrezco) y sueltos: sé, doy, veo, quepo.',
        en: 'Groups: -go (hago, pongo, salgo, traigo), -zco (conozco, conduzco, ofrezco) and odd ones: sé, doy, veo, quepo.',
      },
    },
    example: {
      es: 'Los sábados salgo con amigos y hago deporte.',
      en: 'On Saturdays I go out with friends and do sport.',
    },
    more: {
      es: 'Esa forma importa: el subjuntivo se forma con ella, como «haga» o «salga».',
      en: 'That form matters: the subjunctive is built on it, as in “haga” or “salga”.',
    },
    explanation: {
      en: 'Several common verbs are irregular only in the yo form of the present: -go verbs (hacer → hago, poner → pongo, salir → salgo, traer → traigo), -zco verbs (conocer → conozco, conducir → conduzco) and others (saber → sé, dar → doy, ver → veo). The other persons are regular (haces, pones, conoces), and the present subjunctive is built on this yo form.',
      es: 'Varios verbos frecuentes son irregulares solo en la forma yo del presente: verbos en -go (hacer → hago, poner → pongo, salir → salgo, traer → traigo), en -zco (conocer → conozco, conducir → conduzco) y otros (saber → sé, dar → doy, ver → veo). Las demás personas son regulares (haces, pones, conoces), y el presente de subjuntivo se forma sobre esta forma de yo.',
    },
  },
  {
    id: 'ir-present',
    title: { en: 'The verb ir', es: 'El verbo ir' },
    level: 'A1',
    keys: [
      ['verbo', 'ir'],
      ['voy', 'vas'],
      ['conjugar', 'ir'],
      ['ir', 'present'],
      ['presente', 'ir'],
    ],
    answer: {
      basic: {
        es: '«Ir» es muy irregular: voy, vas, va, vamos, vais, van. «Voy al trabajo en autobús».',
        en: '“Ir” is very irregular: voy, vas, va, vamos, vais, van. “I go to work by bus”.',
      },
      richer: {
        es: '«Ir» lleva «a» para el destino: «Vamos a Cuba». Con «el» se une: «Voy al cine».',
        en: '“Ir” takes “a” for the destination: “We’re going to Cuba”. With “el” it joins up: “I’m going to the cinema”.',
      },
    },
    example: { es: '¿Adónde vas? Voy al mercado.', en: 'Where are you going? I’m going to the market.' },
    more: {
      es: '«Vamos» también significa «let’s go»: «¡Vamos!». Y «ir a» + infinitivo habla del futuro: «Voy a comer».',
      en: '“Vamos” also means “let’s go”: “Let’s go!”. And “ir a” + infinitive talks about the future: “I’m going to eat”.',
    },
    explanation: {
      en: 'Ir is irregular: voy, vas, va, vamos, vais, van. The destination takes a (a + el = al): Voy a Madrid, vamos al cine; ¿Adónde vas? asks where to. Ir a + infinitive expresses plans: Voy a estudiar.',
      es: 'Ir es irregular: voy, vas, va, vamos, vais, van. El destino lleva a (a + el = al): Voy a Madrid, vamos al cine; ¿Adónde vas? pregunta por el destino. Ir a + infinitivo expresa planes: Voy a estudiar.',
    },
  },
  {
    id: 'stem-changing',
    title: {
      en: 'Stem-changing verbs: quiero, puedo, pido',
      es: 'Verbos con cambio vocálico: quiero, puedo, pido',
    },
    level: 'A1',
    keys: [
      ['cambio', 'vocal'],
      ['stem', 'change'],
      ['stem', 'changing'],
      ['boot'],
      ['e', 'ie'],
      ['o', 'ue'],
      ['quiero', 'puedo'],
    ],
    answer: {
      basic: {
        es: 'Algunos verbos cambian la vocal: quiero, puedo, pido. Pero con nosotros y vosotros, no: queremos, podemos.',
        en: 'Some verbs change the vowel: quiero, puedo, pido. But with nosotros and vosotros, they don’t: queremos, podemos.',
      },
      richer: {
        es: 'Tres cambios: e → ie (querer), o → ue (poder), e → i (pedir). Nunca en nosotros ni vosotros: la «bota».',
        en: 'Three changes: e → ie (querer), o → ue (poder), e → i (pedir). Never in nosotros or vosotros: the “boot”.',
      },
    },
    example: {
      es: '¿Puedes venir? Quiero enseñarte algo.',
      en: 'Can you come? I want to show you something.',
    },
    more: {
      es: 'El cambio va en la sílaba fuerte: «duermo», pero «dormimos». «Jugar» cambia u → ue: «juego».',
      en: 'The change is in the stressed syllable: “duermo”, but “dormimos”. “Jugar” changes u → ue: “juego”.',
    },
    explanation: {
      en: 'In stem-changing verbs the stressed stem vowel changes in yo, tú, él and ellos (the “boot” forms): e → ie (querer: quiero), o → ue (poder: puedo), e → i (pedir: pido), and jugar u → ue. Nosotros and vosotros keep the infinitive vowel because the stress falls on the ending: queremos, podéis.',
      es: 'En los verbos con cambio vocálico, la vocal tónica de la raíz cambia en yo, tú, él y ellos (la «bota»): e → ie (querer: quiero), o → ue (poder: puedo), e → i (pedir: pido), y jugar u → ue. Nosotros y vosotros mantienen la vocal del infinitivo porque el acento cae en la terminación: queremos, podéis.',
    },
  },
  {
    id: 'negation',
    title: { en: 'Negation: no + verb', es: 'La negación: no + verbo' },
    level: 'A1',
    keys: [
      ['negacion'],
      ['negativo'],
      ['negative'],
      ['negation'],
      ['negar'],
      ['doble', 'negacion'],
      ['double', 'negative'],
    ],
    answer: {
      basic: {
        es: 'Para negar, pon «no» delante del verbo: «No hablo alemán», «No tengo coche».',
        en: 'To make a sentence negative, put “no” before the verb: “I don’t speak German”, “I don’t have a car”.',
      },
      richer: {
        es: '«No» va antes del verbo y sus pronombres: «No lo sé». Dos negativos juntos son normales: «No veo nada».',
        en: '“No” goes before the verb and its pronouns: “I don’t know”. Two negatives together are normal: “I don’t see anything”.',
      },
    },
    example: {
      es: 'No como carne y no bebo nada de alcohol.',
      en: 'I don’t eat meat and I don’t drink any alcohol.',
    },
    more: {
      es: 'Si «nunca» o «nadie» van delante, no hace falta «no»: «Nunca bebo café», «Nadie viene».',
      en: 'If “nunca” or “nadie” come first, you don’t need “no”: “I never drink coffee”, “Nobody is coming”.',
    },
    explanation: {
      en: 'No goes directly before the verb, with any object pronouns between them: No lo quiero. Negative words (nada, nadie, nunca, ninguno) after the verb need no before it (No quiero nada); placed before the verb, they replace no (Nunca llego tarde).',
      es: 'No va justo delante del verbo, con los pronombres entre los dos: No lo quiero. Las palabras negativas (nada, nadie, nunca, ninguno) detrás del verbo necesitan no delante (No quiero nada); colocadas delante del verbo, sustituyen a no (Nunca llego tarde).',
    },
  },
];
