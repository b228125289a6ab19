import { describe, expect, it } from 'vitest';
import { receiptMail } from '../../commerce/billing/billing.mails';
import { welcomeMail } from './account.mails';

const config = { clientUrl: 'https://app.example' };

describe('a mail in the recipient’s language', () => {
  it('welcomes a Hindi reader in Hindi, the page marked as Hindi', () => {
    const mail = welcomeMail(config, { fullName: 'Asha', locale: 'hi' }, 'token');
    expect(mail.subject).toBe('CourseHub में आपका स्वागत है');
    expect(mail.html).toContain('<html lang="hi"><head>');
    expect(mail.html).toContain('<title>CourseHub में आपका स्वागत है</title>');
    expect(mail.text).toContain('नमस्ते Asha,\n\nआपका CourseHub खाता तैयार है।');
    expect(mail.text).toContain('मेरा ईमेल कन्फ़र्म करें: https://app.example/verify-email?token=token');
    expect(mail.html).toContain('या यह लिंक खोलें: <a href="https://app.example/verify-email?token=token">');
  });

  it('writes Urdu right to left', () => {
    const mail = welcomeMail(config, { fullName: 'Asha', locale: 'ur' }, 'token');
    expect(mail.subject).toBe('CourseHub میں خوش آمدید');
    expect(mail.html).toContain('<html lang="ur" dir="rtl"><head>');
  });

  it('keeps English for a reader who chose no language', () => {
    const mail = welcomeMail(config, { fullName: 'Asha', locale: null }, 'token');
    expect(mail.subject).toBe('Welcome to CourseHub');
    expect(mail.html).toContain('<html lang="en"><head>');
    expect(mail.text).toContain('Hello Asha,\n\nYour CourseHub account is ready.');
  });

  it("formats amounts and dates in the reader's region: lakh grouping in Hindi", () => {
    const payment = {
      id: 'p1',
      amount: 12_345_600,
      currency: 'inr',
      paidAt: new Date('2028-01-05T10:00:00Z'),
      number: 'R-1',
      periodEnd: null,
      seatsAdded: 2,
    };
    const mail = receiptMail(config, { fullName: 'Asha', locale: 'hi' }, payment);
    expect(mail.text).toContain(
      'धन्यवाद: 5 जनवरी 2028 को हमें आपकी सालाना CourseHub सदस्यता की 2 अतिरिक्त सीटों के लिए ₹1,23,456 मिले।',
    );
    expect(receiptMail(config, { fullName: 'Asha', locale: null }, payment).text).toContain(
      'Thank you: we received ₹123,456 for 2 additional seats of your yearly CourseHub subscription on 5 January 2028.',
    );
  });
});
