/** The password-strength helper (req shell-and-accounts §5.3; domain/password-strength.ts), and the adult cutoff of the data warnings. */
import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength } from '../../domain/password-strength';
import { adultCutoff } from '../../domain/warnings';

describe('password strength', () => {
  it.each([
    ['', 0],
    ['a', 5],
    ['aa', 7], // 5 + 5/2
    ['aaaa', 10], // 5 + 2.5 + 1.67 + 1.25
    ['abcdefgh', 40],
    ['abcd1234', 50], // two classes: +10
    ['Abcd1234', 60], // three classes: +20
    ['Ab1#', 50], // four classes: 20 + 30
  ])('scores %j as %i', (password, score) => {
    expect(passwordScore(password)).toBe(score);
  });

  it.each([
    ['abc', 'short'],
    ['12345678901', 'short'],
    ['aaaaaaaa', 'medium'],
    ['abcd1234', 'medium'],
    ['Abcd1234', 'strong'],
    ['Volunteer#2026', 'strong'],
  ])('labels %j %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('adult cutoff', () => {
  it('is the same day 18 years before, compared as text', () => {
    expect(adultCutoff('20261123')).toBe('20081123');
    // born 29 February 2008: not yet 18 on 28 February 2026, 18 on 1 March
    expect('20080229' <= adultCutoff('20260228')).toBe(false);
    expect('20080229' <= adultCutoff('20260301')).toBe(true);
  });
});
