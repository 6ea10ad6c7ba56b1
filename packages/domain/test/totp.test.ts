import { describe, expect, it } from 'vitest';
import {
  groupedSecret,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  TOTP_ISSUER,
  totpCode,
  totpStep,
  totpUri,
  verifyTotp,
} from '../src/totp';

// RFC 6238's SHA-1 test key ("12345678901234567890") in base32, and its 8-digit vectors cut to six digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('@qone/domain/totp', () => {
  it("computes RFC 6238's test vectors (SHA-1, last six digits)", () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
  });

  it('answers the step a code was for, within one step either side, and null beyond', () => {
    const at = 1_700_000_000_000;
    const step = totpStep(at);
    for (const delta of [-1, 0, 1]) {
      expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, at + delta * 30_000), at)).toBe(step + delta);
    }
    for (const delta of [-2, 2]) {
      expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, at + delta * 30_000), at)).toBeNull();
    }
    for (const typed of ['', '12345', '1234567', 'abcdef', ' 123456'])
      expect(verifyTotp(RFC_SECRET, typed, at)).toBeNull();
  });

  it('makes 160-bit secrets from a CSPRNG and an otpauth URI with the issuer and the email', () => {
    const secrets = new Set(Array.from({ length: 50 }, newTotpSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(RFC_SECRET, 'anna@acme.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe(TOTP_ISSUER);
    expect(uri.searchParams.get('secret')).toBe(RFC_SECRET);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain('anna@acme.example');
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
  });

  it('makes recovery codes of 50 random bits and reads them back however they are typed', () => {
    const codes = new Set(Array.from({ length: 200 }, newRecoveryCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
      expect(normaliseRecoveryCode(code)).toBe(code.replace('-', ''));
    }
    expect(normaliseRecoveryCode(' k7q2m 9xh4t ')).toBe('K7Q2M9XH4T');
    expect(normaliseRecoveryCode('O1LI0-00000')).toBe('0111000000');
    expect(normaliseRecoveryCode('K7Q2M')).toBeNull();
    expect(normaliseRecoveryCode('K7Q2M-9XH4U')).toBeNull();
  });
});
