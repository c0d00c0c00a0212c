import { getGlossary } from '../src/content/glossary';
import { createGrammarChecker } from '../src/server/realtime/local-tutor/grammar/engine';
const g = createGrammarChecker(getGlossary());
const good = `El agua está fría. Me gustan los libros. Está en Madrid. Soy de México. Hay un perro en el parque. El perro está en el parque. La mano derecha. Mi hermana está en casa.
La fiesta es en mi casa. Me gusta leer libros en la biblioteca. Me gusta el café y el té. Me gustan el fútbol y el tenis. Tengo veinte años. Tengo hambre. Hace frío. El café está frío.
Soy feliz. Estoy cansada. Soy estudiante. Estoy de vacaciones. Estoy de acuerdo. Yo como pan. Él come pan. Nosotros vamos al cine. Voy a comer. Vamos a la playa. La gente es simpática.
Veo a mi madre. Visito el museo. No tengo nada. ¿No quieres algo? Gracias por la comida. ¿Por qué estudias? Porque me gusta. Me llamo Ana. Mi nombre es Ana. Esta casa es bonita.
El problema es difícil. El día es largo. La foto es bonita. El mapa es grande. La radio es vieja. Un agua fría. Las aguas. Mucha agua. Muchas gracias. Mucha gente. Hay mucha gente.
Es muy grande. Me gusta mucho. Es mucho mejor. Tengo dos perros. Son las dos y media. Tengo un coche rojo. La casa blanca. Los perros grandes. Mi padre es alto. Mis hermanos son altos.
Con ellos es fácil. Para ella es importante. Ella es alta. Él es alto. Ellos son altos. Yo trabajo en una oficina. Estudio español. Trabajo mucho. Como mucha fruta. Me duelen los pies.
A mí me gusta bailar. A ella le gustan los gatos. ¿Te gusta la música? Nos gusta viajar. Me encanta la paella. Hoy hace sol. Está nublado. Hoy es lunes. Es la una. El concierto es en el parque.
¿Dónde está el baño? ¿Hay un banco por aquí? Vivo en Sevilla. Mi casa está cerca del centro. Voy al parque. Vengo del trabajo. Es de El Salvador. Él habló con ella. Ella habló ayer.
Mi hermano y yo vamos al cine. Tú y yo somos amigos. Quiero un café con leche. Para mí, un té. Quiero que vengas. Espero que estés bien. Ojalá tenga tiempo. Es posible que llueva.
Me levanto a las siete. Se llama Luna. Me acuesto tarde. Me ducho por la mañana. Primero desayuno, luego voy al trabajo. Ayer fui al cine. Comí paella. El lunes pasado visité a mi abuela.
Cuando era niño, jugaba en el parque. Había mucha gente. Estaba lloviendo. Tengo que estudiar. Hay que trabajar. Soy profesora de español. Es médico. Es un buen médico. Mi madre es profesora.
La clase es a las ocho. El examen es mañana. Estoy en casa. Estamos en la playa. Somos de Colombia. Eres muy simpático. Estás muy guapa hoy. ¿Cómo estás? ¿Qué tal? ¿De dónde eres?
Tengo frío. Tengo mucho calor. Tienes razón. Ella tiene miedo. Me pone un café, por favor. La cuenta, por favor. Me queda grande. Este fin de semana voy a descansar. Mañana voy a estudiar.
El agua del mar está fría. El hambre es un problema. Tengo mucha hambre. El alma. Un aula grande. La mano izquierda. La moto es nueva. Los días son largos. Las manos. Los problemas.
Hay que ir. No hay nadie. No veo a nadie. Nunca como carne. No quiero nada. No sé. Depende. Tienes razón. Creo que sí. Estoy de acuerdo contigo. Prefiero el té. Sí, claro.
Mi perro se llama Toby. Ben es mi amigo. Me llamo Ben. La comida está rica. La comida es rica. La sopa está caliente. La ciudad es bonita y limpia. Las personas son amables.
Yo también. Yo tampoco. ¿Y tú? Yo sí. Ella no. Nosotros no. Es fácil. Es difícil. Es verdad. Está claro. Está bien. Vale. Muy bien. Más o menos. Regular. Estoy bien, gracias.
Trabajo como profesor. Trabajo de camarero. Estoy trabajando. Estoy estudiando. Voy caminando. Sigue recto. Gire a la derecha. La farmacia está a la izquierda. El banco está al lado del parque.
Las casas son grandes. Los coches rojos. Unas amigas simpáticas. Un amigo simpático. La estudiante es lista. El estudiante. La turista. El artista. La capital de España es Madrid.
Me gusta ir al cine los sábados. Me gusta la música clásica. Me gustan mucho los perros. Me gusta mucho el chocolate. No me gusta nada el frío. Me encantan los gatos.
Tengo tres hermanos. Tengo una hermana y un hermano. Mi familia es grande. Mis padres viven en Londres. Mi abuela tiene ochenta años. Tengo 2 gatos. Son las 3:30.
Los niños juegan en el parque. La gente dice que sí. Mucha gente piensa eso. La gente de aquí es muy amable. Todo el mundo sabe eso. Mi amiga es española. Mi amigo es inglés.`;
for (const s of good.split(/(?<=[.?!])\s+/)) { const c = g.check(s); if (c) console.log('FALSE POSITIVE:', s, '=>', c.category, c.wrong, '→', c.right); }
console.log('done');
