import { describe, expect, it } from 'vitest';
import { clozesOf, fieldText, revealClozes } from './field-text';

describe('fieldText', () => {
  it('drops tags, turns line breaks into spaces and decodes entities', () => {
    expect(fieldText('<div><b>el&nbsp;perro</b><br>the&nbsp;dog</div>').text).toBe('el perro the dog');
    expect(fieldText('&iquest;Qu&eacute; tal?&#32;&#xF1;o&ntilde;o &amp; &lt;3').text).toBe(
      '¿Qué tal? ñoño & <3',
    );
    expect(fieldText('a<br/>b<p>c</p>d').text).toBe('a b c d');
  });

  it('takes sounds out of the text and lists them', () => {
    expect(fieldText('hola [sound:hola.mp3]')).toEqual({ text: 'hola', sounds: ['hola.mp3'] });
    expect(fieldText('[sound:a b.ogg]<br>[sound:c.mp3]')).toEqual({ text: '', sounds: ['a b.ogg', 'c.mp3'] });
  });

  it('leaves unknown and impossible entities as written, and drops scripts', () => {
    expect(fieldText('&bogus; &#1114112;').text).toBe('&bogus; &#1114112;');
    expect(fieldText('sí<script>alert(1)</script><style>.a{}</style>').text).toBe('sí');
  });
});

describe('clozes', () => {
  it('reads each answer once, with its hint, and reveals the sentence', () => {
    const text = '{{c1::Hola::hello}}, ¿cómo {{c2::estás}}? {{c3::hola}}';
    expect(clozesOf(text)).toEqual([
      { answer: 'Hola', hint: 'hello' },
      { answer: 'estás', hint: '' },
    ]);
    expect(revealClozes(text)).toBe('Hola, ¿cómo estás? hola');
  });

  it('finds none in plain text', () => {
    expect(clozesOf('sin huecos')).toEqual([]);
    expect(revealClozes('sin huecos')).toBe('sin huecos');
  });
});
