import type { CorrectionCategory } from './correction-categories';

/**
 * A second and a third way into each correction: when the same kind of error comes back in a
 * conversation, the tutor adds one of these examples to its explanation instead of repeating
 * the same words. Every «wrong» is an error the checker finds in that category and every
 * «right» passes it (tested), so an example never teaches a mistake.
 */
export interface Example {
  wrong: string;
  right: string;
}

export const EXPLANATION_EXAMPLES: Readonly<Record<CorrectionCategory, readonly [Example, Example]>> = {
  'noun-gender': [
    { wrong: 'La día está soleado.', right: 'El día está soleado.' },
    { wrong: 'Tengo un problema con el moto.', right: 'Tengo un problema con la moto.' },
  ],
  'article-agreement': [
    { wrong: 'Busco el llave.', right: 'Busco la llave.' },
    { wrong: 'Leo los revistas.', right: 'Leo las revistas.' },
  ],
  'adjective-agreement': [
    { wrong: 'Las flores son bonitos.', right: 'Las flores son bonitas.' },
    { wrong: 'Mi abuela es muy simpático.', right: 'Mi abuela es muy simpática.' },
  ],
  'adjective-position': [
    { wrong: 'Tengo una azul bicicleta.', right: 'Tengo una bicicleta azul.' },
    { wrong: 'Es un italiano restaurante.', right: 'Es un restaurante italiano.' },
  ],
  'mucho-agreement': [
    { wrong: 'Tengo mucho preguntas.', right: 'Tengo muchas preguntas.' },
    { wrong: 'Bebemos mucha agua y mucho leche.', right: 'Bebemos mucha agua y mucha leche.' },
  ],
  'muy-mucho': [
    { wrong: 'Tengo muy sed.', right: 'Tengo mucha sed.' },
    { wrong: 'El examen es mucho difícil.', right: 'El examen es muy difícil.' },
  ],
  'plural-after-number': [
    { wrong: 'Tengo dos gato.', right: 'Tengo dos gatos.' },
    { wrong: 'Compré cuatro libro.', right: 'Compré cuatro libros.' },
  ],
  'gustar-agreement': [
    { wrong: 'Me gusta las fresas.', right: 'Me gustan las fresas.' },
    { wrong: 'Nos encanta los museos.', right: 'Nos encantan los museos.' },
  ],
  'gustar-pronoun': [
    { wrong: 'Yo gusto el fútbol.', right: 'Me gusta el fútbol.' },
    { wrong: 'Mi gusta cocinar.', right: 'Me gusta cocinar.' },
  ],
  'ser-estar-location': [
    { wrong: 'El museo es en el centro.', right: 'El museo está en el centro.' },
    { wrong: 'Mis padres son en Sevilla.', right: 'Mis padres están en Sevilla.' },
  ],
  'ser-estar-state': [
    { wrong: 'Hoy soy muy contento.', right: 'Hoy estoy muy contento.' },
    { wrong: 'Mi hermano es enfermo.', right: 'Mi hermano está enfermo.' },
  ],
  'ser-origin-profession': [
    { wrong: 'Estoy de México.', right: 'Soy de México.' },
    { wrong: 'Mi madre está médica.', right: 'Mi madre es médica.' },
  ],
  'age-with-tener': [
    { wrong: 'Soy veinte años.', right: 'Tengo veinte años.' },
    { wrong: 'Mi abuelo es 80 años.', right: 'Mi abuelo tiene 80 años.' },
  ],
  'tener-expression': [
    { wrong: 'Estoy sed.', right: 'Tengo sed.' },
    { wrong: 'Soy sueño.', right: 'Tengo sueño.' },
  ],
  'weather-hacer': [
    { wrong: 'Hoy es calor.', right: 'Hoy hace calor.' },
    { wrong: 'En invierno es mucho frío.', right: 'En invierno hace mucho frío.' },
  ],
  'hay-estar': [
    { wrong: 'Está un perro en el jardín.', right: 'Hay un perro en el jardín.' },
    { wrong: 'Hay la farmacia en la esquina.', right: 'La farmacia está en la esquina.' },
  ],
  'infinitive-after-subject': [
    { wrong: 'Yo vivir en Madrid.', right: 'Yo vivo en Madrid.' },
    { wrong: 'Ella trabajar en un banco.', right: 'Ella trabaja en un banco.' },
  ],
  'subject-verb-agreement': [
    { wrong: 'Tú es mi amigo.', right: 'Tú eres mi amigo.' },
    { wrong: 'Mis hermanos vive en Londres.', right: 'Mis hermanos viven en Londres.' },
  ],
  'ir-a-infinitive': [
    { wrong: 'Voy comer a las tres.', right: 'Voy a comer a las tres.' },
    { wrong: 'Vamos ver una película.', right: 'Vamos a ver una película.' },
  ],
  'gente-singular': [
    { wrong: 'La gente son muy amables.', right: 'La gente es muy amable.' },
    { wrong: 'La gente hablan mucho.', right: 'La gente habla mucho.' },
  ],
  'personal-a': [
    { wrong: 'Visito mi abuela.', right: 'Visito a mi abuela.' },
    { wrong: 'Conozco tu hermano.', right: 'Conozco a tu hermano.' },
  ],
  contraction: [
    { wrong: 'Vamos a el parque.', right: 'Vamos al parque.' },
    { wrong: 'Vengo de el trabajo.', right: 'Vengo del trabajo.' },
  ],
  'double-negative': [
    { wrong: 'No tengo algo.', right: 'No tengo nada.' },
    { wrong: 'No conozco a alguien aquí.', right: 'No conozco a nadie aquí.' },
  ],
  'por-para': [
    { wrong: 'Estudio español por viajar a México.', right: 'Estudio español para viajar a México.' },
    { wrong: 'Gracias para la ayuda.', right: 'Gracias por la ayuda.' },
  ],
  'por-que': [
    { wrong: '¿Porque estudias español?', right: '¿Por qué estudias español?' },
    { wrong: 'Me gusta por qué es divertido.', right: 'Me gusta porque es divertido.' },
  ],
  llamarse: [
    { wrong: 'Yo llamo Pedro.', right: 'Me llamo Pedro.' },
    { wrong: 'Me llamo es Carlos.', right: 'Me llamo Carlos.' },
  ],
  accent: [
    { wrong: 'Mi madre esta en casa.', right: 'Mi madre está en casa.' },
    { wrong: '¿Tu tienes hermanos?', right: '¿Tú tienes hermanos?' },
  ],
  'preterite-imperfect': [
    { wrong: 'Ayer iba al médico a las diez.', right: 'Ayer fui al médico a las diez.' },
    { wrong: 'De repente, empezaba a llover.', right: 'De repente, empezó a llover.' },
  ],
  'imperfect-habit': [
    {
      wrong: 'Cuando era niño, jugué al fútbol todos los días.',
      right: 'Cuando era niño, jugaba al fútbol todos los días.',
    },
    { wrong: 'Mientras cociné, escuchaba la radio.', right: 'Mientras cocinaba, escuchaba la radio.' },
  ],
  'present-for-past': [
    { wrong: 'Ayer como en un restaurante.', right: 'Ayer comí en un restaurante.' },
    { wrong: 'La semana pasada voy a Toledo.', right: 'La semana pasada fui a Toledo.' },
  ],
  'perfect-with-finished-time': [
    { wrong: 'Ayer he visto a Marta.', right: 'Ayer vi a Marta.' },
    { wrong: 'El año pasado he viajado a Perú.', right: 'El año pasado viajé a Perú.' },
  ],
  'participle-form': [
    { wrong: 'He escribido una carta.', right: 'He escrito una carta.' },
    { wrong: 'Hemos volvido tarde.', right: 'Hemos vuelto tarde.' },
  ],
  'irregular-past': [
    { wrong: 'Ayer yo tení un examen.', right: 'Ayer yo tuve un examen.' },
    { wrong: 'Ellos hacieron la cena.', right: 'Ellos hicieron la cena.' },
  ],
  'progressive-form': [
    { wrong: 'Estoy comer ahora.', right: 'Estoy comiendo ahora.' },
    { wrong: 'Ella está leer un libro.', right: 'Ella está leyendo un libro.' },
  ],
  'tener-que': [
    { wrong: 'Tengo estudiar mañana.', right: 'Tengo que estudiar mañana.' },
    { wrong: 'Tenemos a trabajar el sábado.', right: 'Tenemos que trabajar el sábado.' },
  ],
  'subjunctive-wish': [
    { wrong: 'Quiero que tú vienes a mi fiesta.', right: 'Quiero que tú vengas a mi fiesta.' },
    { wrong: 'Espero que hace buen tiempo.', right: 'Espero que haga buen tiempo.' },
  ],
  'subjunctive-impersonal': [
    { wrong: 'Es importante que estudias.', right: 'Es importante que estudies.' },
    { wrong: 'Es necesario que llegamos temprano.', right: 'Es necesario que lleguemos temprano.' },
  ],
  'subjunctive-doubt': [
    { wrong: 'Dudo que él tiene razón.', right: 'Dudo que él tenga razón.' },
    { wrong: 'No creo que es verdad.', right: 'No creo que sea verdad.' },
  ],
  'subjunctive-emotion': [
    { wrong: 'Me alegra que estás aquí.', right: 'Me alegra que estés aquí.' },
    { wrong: 'Me molesta que hablan tan alto.', right: 'Me molesta que hablen tan alto.' },
  ],
  'subjunctive-ojala': [
    { wrong: 'Ojalá que mañana no llueve.', right: 'Ojalá que mañana no llueva.' },
    { wrong: 'Ojalá tienes suerte.', right: 'Ojalá tengas suerte.' },
  ],
  'subjunctive-purpose': [
    { wrong: 'Te llamo para que sabes la noticia.', right: 'Te llamo para que sepas la noticia.' },
    { wrong: 'Hablo despacio para que me entiendes.', right: 'Hablo despacio para que me entiendas.' },
  ],
  'subjunctive-cuando': [
    { wrong: 'Cuando llegaré a casa, te llamo.', right: 'Cuando llegue a casa, te llamo.' },
    { wrong: 'Te escribo en cuanto tendré tiempo.', right: 'Te escribo en cuanto tenga tiempo.' },
  ],
  'subjunctive-relative': [
    { wrong: 'Busco un piso que tiene terraza.', right: 'Busco un piso que tenga terraza.' },
    { wrong: 'Necesito a alguien que habla alemán.', right: 'Necesito a alguien que hable alemán.' },
  ],
  'indicative-after-belief': [
    { wrong: 'Creo que sea una buena idea.', right: 'Creo que es una buena idea.' },
    { wrong: 'Pienso que tenga razón.', right: 'Pienso que tiene razón.' },
  ],
  'si-conditional': [
    { wrong: 'Si tendría dinero, viajaría más.', right: 'Si tuviera dinero, viajaría más.' },
    { wrong: 'Si sería rico, compraría una casa.', right: 'Si fuera rico, compraría una casa.' },
  ],
  'sequence-of-tenses': [
    { wrong: 'Quería que tú vengas.', right: 'Quería que tú vinieras.' },
    { wrong: 'Me pidió que cierre la puerta.', right: 'Me pidió que cerrara la puerta.' },
  ],
  'reflexive-pronoun': [
    { wrong: 'Yo levanto a las siete.', right: 'Yo me levanto a las siete.' },
    { wrong: 'Mi hijo ducha por la noche.', right: 'Mi hijo se ducha por la noche.' },
  ],
  'object-pronoun': [
    { wrong: 'Vi ella en el parque.', right: 'La vi en el parque.' },
    { wrong: 'Llamo él mañana.', right: 'Lo llamo mañana.' },
  ],
  'mas-mejor': [
    { wrong: 'Este café es más mejor.', right: 'Este café es mejor.' },
    { wrong: 'Mi hermano es más peor que yo en inglés.', right: 'Mi hermano es peor que yo en inglés.' },
  ],
  'verb-preposition': [
    { wrong: 'Pienso de ti.', right: 'Pienso en ti.' },
    { wrong: 'Aprendo cocinar.', right: 'Aprendo a cocinar.' },
  ],
  'lo-que': [
    { wrong: 'No entiendo que dices.', right: 'No entiendo lo que dices.' },
    { wrong: 'Que me gusta es leer.', right: 'Lo que me gusta es leer.' },
  ],
  dequeismo: [
    { wrong: 'Creo de que tienes razón.', right: 'Creo que tienes razón.' },
    { wrong: 'Pienso de que es tarde.', right: 'Pienso que es tarde.' },
  ],
  'greeting-agreement': [
    { wrong: '¡Buenos tardes!', right: '¡Buenas tardes!' },
    { wrong: '¡Buenas días!', right: '¡Buenos días!' },
  ],
  'false-friend': [
    { wrong: 'Estoy embarazada porque olvidé su nombre.', right: 'Tengo vergüenza porque olvidé su nombre.' },
    {
      wrong: 'Voy a la librería para sacar un libro prestado.',
      right: 'Voy a la biblioteca para sacar un libro prestado.',
    },
  ],
  'saber-conocer': [
    { wrong: 'Sé a tu hermana.', right: 'Conozco a tu hermana.' },
    { wrong: 'Conozco nadar.', right: 'Sé nadar.' },
  ],
  'pedir-preguntar': [
    { wrong: 'Voy a preguntar un café.', right: 'Voy a pedir un café.' },
    { wrong: 'Le pedí dónde vive.', right: 'Le pregunté dónde vive.' },
  ],
  'stressed-a': [
    { wrong: 'La agua está fría.', right: 'El agua está fría.' },
    { wrong: 'Vi una águila en el campo.', right: 'Vi un águila en el campo.' },
  ],
};
