import { describe, expect, it } from 'vitest';
import { conjugate, irregularPresentForms, presentForms } from './present-tense';

describe('present-tense conjugation', () => {
  it.each([
    ['hablar', ['hablo', 'hablas', 'habla', 'hablamos', 'habláis', 'hablan']],
    ['tener', ['tengo', 'tienes', 'tiene', 'tenemos', 'tenéis', 'tienen']],
    ['poder', ['puedo', 'puedes', 'puede', 'podemos', 'podéis', 'pueden']],
    ['pedir', ['pido', 'pides', 'pide', 'pedimos', 'pedís', 'piden']],
    ['conocer', ['conozco', 'conoces', 'conoce', 'conocemos', 'conocéis', 'conocen']],
    ['construir', ['construyo', 'construyes', 'construye', 'construimos', 'construís', 'construyen']],
    ['mantener', ['mantengo', 'mantienes', 'mantiene', 'mantenemos', 'mantenéis', 'mantienen']],
  ])('%s', (verb, forms) => expect(presentForms(verb)).toEqual(forms));

  // Written by hand from the RAE conjugation tables (2010 spelling: guiais, criais, fiais, huis);
  // the code is never used to produce an expected form.
  it.each([
    ['tropezar', 'tropiezo tropiezas tropieza tropezamos tropezáis tropiezan'],
    ['sembrar', 'siembro siembras siembra sembramos sembráis siembran'],
    ['enterrar', 'entierro entierras entierra enterramos enterráis entierran'],
    ['acertar', 'acierto aciertas acierta acertamos acertáis aciertan'],
    ['atender', 'atiendo atiendes atiende atendemos atendéis atienden'],
    ['soltar', 'suelto sueltas suelta soltamos soltáis sueltan'],
    ['tostar', 'tuesto tuestas tuesta tostamos tostáis tuestan'],
    ['apostar', 'apuesto apuestas apuesta apostamos apostáis apuestan'],
    ['avergonzar', 'avergüenzo avergüenzas avergüenza avergonzamos avergonzáis avergüenzan'],
    ['adherir', 'adhiero adhieres adhiere adherimos adherís adhieren'],
    ['transferir', 'transfiero transfieres transfiere transferimos transferís transfieren'],
    ['discernir', 'discierno disciernes discierne discernimos discernís disciernen'],
    ['adquirir', 'adquiero adquieres adquiere adquirimos adquirís adquieren'],
    ['derretir', 'derrito derrites derrite derretimos derretís derriten'],
    ['perseguir', 'persigo persigues persigue perseguimos perseguís persiguen'],
    ['proseguir', 'prosigo prosigues prosigue proseguimos proseguís prosiguen'],
    ['erguir', 'yergo yergues yergue erguimos erguís yerguen'],
  ])('stem change: %s', (verb, forms) => expect(presentForms(verb)).toEqual(forms.split(' ')));

  it.each([
    ['contradecir', 'contradigo contradices contradice contradecimos contradecís contradicen'],
    ['satisfacer', 'satisfago satisfaces satisface satisfacemos satisfacéis satisfacen'],
    ['prever', 'preveo prevés prevé prevemos prevéis prevén'],
    ['asir', 'asgo ases ase asimos asís asen'],
    ['cocer', 'cuezo cueces cuece cocemos cocéis cuecen'],
    ['torcer', 'tuerzo tuerces tuerce torcemos torcéis tuercen'],
    ['mecer', 'mezo meces mece mecemos mecéis mecen'],
    ['ejercer', 'ejerzo ejerces ejerce ejercemos ejercéis ejercen'],
    ['vencer', 'venzo vences vence vencemos vencéis vencen'],
    ['esparcir', 'esparzo esparces esparce esparcimos esparcís esparcen'],
    ['zurcir', 'zurzo zurces zurce zurcimos zurcís zurcen'],
    ['yacer', 'yazco yaces yace yacemos yacéis yacen'],
    ['distinguir', 'distingo distingues distingue distinguimos distinguís distinguen'],
    ['deshacer', 'deshago deshaces deshace deshacemos deshacéis deshacen'],
    ['bendecir', 'bendigo bendices bendice bendecimos bendecís bendicen'],
    ['decaer', 'decaigo decaes decae decaemos decaéis decaen'],
    ['sobresalir', 'sobresalgo sobresales sobresale sobresalimos sobresalís sobresalen'],
  ])('yo form: %s', (verb, forms) => expect(presentForms(verb)).toEqual(forms.split(' ')));

  it.each([
    ['guiar', 'guío guías guía guiamos guiais guían'],
    ['criar', 'crío crías cría criamos criais crían'],
    ['fiar', 'fío fías fía fiamos fiais fían'],
    ['confiar', 'confío confías confía confiamos confiáis confían'],
    ['fotografiar', 'fotografío fotografías fotografía fotografiamos fotografiáis fotografían'],
    ['vaciar', 'vacío vacías vacía vaciamos vaciáis vacían'],
    ['enfriar', 'enfrío enfrías enfría enfriamos enfriáis enfrían'],
    ['variar', 'varío varías varía variamos variáis varían'],
    ['ansiar', 'ansío ansías ansía ansiamos ansiáis ansían'],
    ['esquiar', 'esquío esquías esquía esquiamos esquiáis esquían'],
    ['espiar', 'espío espías espía espiamos espiáis espían'],
    ['resfriar', 'resfrío resfrías resfría resfriamos resfriáis resfrían'],
    ['averiar', 'averío averías avería averiamos averiáis averían'],
    ['actuar', 'actúo actúas actúa actuamos actuáis actúan'],
    ['graduar', 'gradúo gradúas gradúa graduamos graduáis gradúan'],
    ['situar', 'sitúo sitúas sitúa situamos situáis sitúan'],
    ['evaluar', 'evalúo evalúas evalúa evaluamos evaluáis evalúan'],
    ['reunir', 'reúno reúnes reúne reunimos reunís reúnen'],
    ['prohibir', 'prohíbo prohíbes prohíbe prohibimos prohibís prohíben'],
    ['aislar', 'aíslo aíslas aísla aislamos aisláis aíslan'],
    ['freír', 'frío fríes fríe freímos freís fríen'],
    ['huir', 'huyo huyes huye huimos huis huyen'],
  ])('written accent: %s', (verb, forms) => expect(presentForms(verb)).toEqual(forms.split(' ')));

  it.each([
    ['estudiar', 'estudio estudias estudia estudiamos estudiáis estudian'],
    ['cambiar', 'cambio cambias cambia cambiamos cambiáis cambian'],
    ['averiguar', 'averiguo averiguas averigua averiguamos averiguáis averiguan'],
    ['errar', 'erro erras erra erramos erráis erran'],
  ])('keeps %s regular', (verb, forms) => expect(presentForms(verb)).toEqual(forms.split(' ')));

  it('puts the pronoun before a reflexive verb', () => {
    expect(conjugate('levantarse', 0)).toBe('me levanto');
    expect(conjugate('despertarse', 2)).toBe('se despierta');
    expect(conjugate('avergonzarse', 0)).toBe('me avergüenzo');
    expect(conjugate('fiarse', 5)).toBe('se fían');
    expect(conjugate('resfriarse', 1)).toBe('te resfrías');
    expect(conjugate('reunirse', 3)).toBe('nos reunimos');
  });

  it('names only the forms a suffix rule cannot recover, or a whole irregular table', () => {
    expect(irregularPresentForms('hablar')).toEqual([]);
    expect(irregularPresentForms('pensar')).toEqual(['pienso', 'piensas', 'piensa', 'piensan']);
    expect(irregularPresentForms('costar')).toEqual(['cuesto', 'cuestas', 'cuesta', 'cuestan']);
    expect(irregularPresentForms('conocer')).toEqual(['conozco']);
    expect(irregularPresentForms('dar')).toEqual(['doy', 'das', 'da', 'damos', 'dais', 'dan']);
    expect(irregularPresentForms('actuar')).toEqual(['actúo', 'actúas', 'actúa', 'actúan']);
    expect(irregularPresentForms('perseguir')).toEqual(['persigo', 'persigues', 'persigue', 'persiguen']);
  });
});
