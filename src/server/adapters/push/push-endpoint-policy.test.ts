import { describe, expect, it } from 'vitest';
import { createPushEndpointPolicy, isPublicAddress } from './push-endpoint-policy';

describe('push endpoint policy', () => {
  const policy = createPushEndpointPolicy(undefined);

  it('accepts https endpoints of the browsers’ push services', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXuti',
      'https://wns2-by3p.notify.windows.com/w/?token=x',
    ])
      expect(policy.refusal(endpoint), endpoint).toBeNull();
  });

  it('refuses every other scheme, host and spelling of a loopback address', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:8080/',
      'https://127.0.0.1/',
      'https://localhost/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::1]/',
      'https://0x7f000001/',
      'https://2130706433/',
      'https://127.1/',
      'https://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'gopher://fcm.googleapis.com/',
      'javascript:alert(1)',
      'https://evil.example/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.apple.com/x',
      'https://user:pass@fcm.googleapis.com/x',
      'not a url',
    ])
      expect(policy.refusal(endpoint), endpoint).toMatch(/not one we can send reminders to/);
  });

  it('adds an operator’s own push services, plain http only where listed so', () => {
    const own = createPushEndpointPolicy('push.school.test, http://127.0.0.1, *.internal.test');
    expect(own.refusal('https://push.school.test/x')).toBeNull();
    expect(own.refusal('http://push.school.test/x')).not.toBeNull();
    expect(own.refusal('http://127.0.0.1:4000/push/1')).toBeNull();
    expect(own.refusal('https://a.internal.test/x')).toBeNull();
    expect(own.refusal('https://fcm.googleapis.com/x')).toBeNull();
    expect(own.needsPublicAddress('127.0.0.1')).toBe(false);
    expect(own.needsPublicAddress('fcm.googleapis.com')).toBe(true);
  });

  it('tells public addresses from loopback, private, link-local and embedded ones', () => {
    for (const address of ['8.8.8.8', '142.250.185.10', '2a00:1450:4001:82b::200a'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
      'nonsense',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});
