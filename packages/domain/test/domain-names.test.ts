import { isPublicDomainName, normaliseDomainName } from '@qone/domain/domain-names';
import { describe, expect, it } from 'vitest';

describe('isPublicDomainName', () => {
  it.each([
    'example.com',
    'mail.example.com',
    'MAIL.Example.COM.',
    'news.acme.example.org',
    'example.co.uk',
    'send.qone.dev',
    'xn--mller-kva.de',
    'mail.acme.github.io',
  ])('takes %s', (name) => {
    expect(isPublicDomainName(name)).toBe(true);
  });

  it.each([
    ['intranet.corp.internal', 'ICANN private use'],
    ['corp.internal', 'ICANN private use'],
    ['printer.local', 'mDNS'],
    ['nas.lan', 'not on the list'],
    ['mail.corp', 'not on the list'],
    ['router.home', 'not on the list'],
    ['nas.home.arpa', 'RFC 8375, on the list'],
    ['4.3.2.1.in-addr.arpa', 'reverse lookups'],
    ['x.localhost', 'RFC 6761'],
    ['mail.demo.example', 'RFC 2606'],
    ['send.alpha.test', 'RFC 2606'],
    ['a.invalid', 'RFC 2606'],
    ['hidden.onion', 'RFC 7686, on the list'],
    ['thing.alt', 'RFC 9476'],
    ['intranet', 'a single label'],
    ['com', 'a suffix alone'],
    ['co.uk', 'a suffix alone'],
    ['10.0.0.1', 'an IPv4 literal'],
    ['[::1]', 'an IPv6 literal'],
    ['fd00::1', 'an IPv6 literal'],
    ['a..example.com', 'an empty label'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (name) => {
    expect(isPublicDomainName(name)).toBe(false);
  });

  it('compares names trimmed, in lower case, without a trailing dot', () => {
    expect(normaliseDomainName('  Mail.Example.COM. ')).toBe('mail.example.com');
  });
});
