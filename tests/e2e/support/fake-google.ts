import { OAuth2Server } from 'oauth2-mock-server';

/** The Google account the stand-in provider signs in. */
export const GOOGLE_TEST_ACCOUNT = {
  sub: 'google-oauth2|1234567890',
  email: 'gabriela.google@example.com',
  name: 'Gabriela Ruiz',
};

/**
 * An OpenID Connect provider on loopback standing in for Google: discovery document, authorize,
 * token (signed ID tokens) and userinfo endpoints, speaking the real protocol.
 */
export async function startFakeGoogle(port = 0): Promise<{ discoveryUrl: string; stop(): Promise<void> }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...GOOGLE_TEST_ACCOUNT, email_verified: true });
  });
  server.service.on('beforeUserinfo', (userInfo: { body: Record<string, unknown> }) => {
    userInfo.body = { ...GOOGLE_TEST_ACCOUNT, email_verified: true, picture: '' };
  });
  await server.start(port, '127.0.0.1');
  const url = server.issuer.url as string;
  return { discoveryUrl: `${url}/.well-known/openid-configuration`, stop: () => server.stop() };
}
