import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { contactSchema, signupSchema } from './schemas';
import { validate } from './validate';

const validSignup = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1!', hasAvatar: true };

describe('signup rules', () => {
  it.each([
    [{ ...validSignup, fullName: '' }, messages.fillAllDetails],
    [{ ...validSignup, hasAvatar: false }, messages.fillAllDetails],
    [{ ...validSignup, fullName: 'Ada' }, messages.nameTooShort],
    [{ ...validSignup, email: 'ada@' }, messages.invalidEmail],
    [{ ...validSignup, password: 'secret!' }, messages.weakPassword],
    [{ ...validSignup, password: 'secret1' }, messages.weakPassword],
    [{ ...validSignup, password: 'a1!' }, messages.weakPassword],
    [{ ...validSignup, password: 'abcdefghijklmno1!' }, messages.weakPassword],
  ])('rejects %o with its spec message', (input, message) => {
    expect(validate(signupSchema, input)).toMatchObject({ ok: false, message });
  });

  it('puts a missing field before a malformed one', () => {
    expect(validate(signupSchema, { ...validSignup, email: 'nope', fullName: '' })).toMatchObject({
      message: messages.fillAllDetails,
    });
  });

  it('accepts a valid signup and trims text', () => {
    const result = validate(signupSchema, { ...validSignup, fullName: '  Ada Lovelace ' });
    expect(result).toEqual({ ok: true, value: { ...validSignup, fullName: 'Ada Lovelace' } });
  });
});

describe('contact rules', () => {
  it('requires every field, then a valid email', () => {
    expect(validate(contactSchema, { name: 'A', email: '', message: 'hi' })).toMatchObject({
      message: messages.contactAllMandatory,
    });
    expect(validate(contactSchema, { name: 'A', email: 'x', message: 'hi' })).toMatchObject({
      message: messages.contactInvalidEmail,
    });
  });

  it('refuses null bytes', () => {
    expect(validate(contactSchema, { name: 'A\u0000', email: 'a@b.co', message: 'hi' })).toMatchObject({ ok: false });
  });
});
