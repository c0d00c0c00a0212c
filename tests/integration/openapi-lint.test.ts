import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import type { Server } from '../../src/server/compose';
import { startTestServer } from '../support/test-server';

/**
 * The API document is checked by the two linters client generators and API catalogues use:
 * Redocly's recommended rules and Spectral's `oas` rules. Errors fail; warnings are printed.
 */
describe('OpenAPI document lint', () => {
  let server: Server;
  let source: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    source = (await server.app.inject({ url: '/api/openapi.json' })).body;
  });
  afterAll(async () => server.close());

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: '/api/openapi.json', config });
    const describe = (p: (typeof problems)[number]) =>
      `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`;
    const warnings = problems.filter((p) => p.severity === 'warn');
    if (warnings.length > 0)
      console.info(`Redocly warnings (${warnings.length}):\n${warnings.map(describe).join('\n')}`);
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
  });

  it("passes Spectral's oas rules with no error", async () => {
    const spectral = new spectralCore.Spectral();
    spectral.setRuleset(oas as spectralCore.RulesetDefinition);
    const results = await spectral.run(
      new spectralCore.Document(source, spectralParsers.Json, '/api/openapi.json'),
    );
    const describe = (r: (typeof results)[number]) =>
      `${String(r.code)}: ${r.message} at ${r.path.join('.')}`;
    const warnings = results.filter((r) => r.severity === 1);
    if (warnings.length > 0)
      console.info(`Spectral warnings (${warnings.length}):\n${warnings.map(describe).join('\n')}`);
    expect(results.filter((r) => r.severity === 0).map(describe)).toEqual([]);
  });
});
