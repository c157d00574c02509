import { formatUkPhone } from '../../common/phone';
import { normaliseUkPhone } from '../../common/postcode';

describe('UK phone numbers as people read them', () => {
  it.each([
    ['02079460321', '020 7946 0321'],
    ['02920018000', '029 2001 8000'],
    ['02890123456', '028 9012 3456'],
    ['01134960000', '0113 496 0000'],
    ['01214960000', '0121 496 0000'],
    ['01619998888', '0161 999 8888'],
    ['01632960999', '01632 960999'],
    ['01865123456', '01865 123456'],
    ['0186512345', '01865 12345'],
    ['01697712345', '016977 12345'],
    ['0169771234', '016977 1234'],
    ['01539412345', '015394 12345'],
    ['07700900123', '07700 900123'],
    ['08081570192', '0808 157 0192'],
    ['08001234567', '0800 123 4567'],
    ['0800123456', '0800 123456'],
    ['03001234567', '0300 123 4567'],
  ])('%s is shown as %s', (stored, shown) => {
    expect(formatUkPhone(stored)).toBe(shown);
  });

  it('reads the international form and what people type', () => {
    expect(formatUkPhone('+447700900123')).toBe('07700 900123');
    expect(formatUkPhone('+44 20 7946 0321')).toBe('020 7946 0321');
    expect(formatUkPhone('+44 (0)20 7946 0321')).toBe('020 7946 0321');
    expect(formatUkPhone('0044 113 496 0000')).toBe('0113 496 0000');
    expect(formatUkPhone(' 0207-946-0321 ')).toBe('020 7946 0321');
  });

  it('leaves what is already formatted as it is, and what is not a UK number as given', () => {
    expect(formatUkPhone('0808 157 0192')).toBe('0808 157 0192');
    expect(formatUkPhone('01632 960999')).toBe('01632 960999');
    expect(formatUkPhone('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(formatUkPhone('12345')).toBe('12345');
    expect(formatUkPhone('')).toBe('');
    expect(formatUkPhone('erased')).toBe('erased');
  });

  it('shows every number the forms accept, and stores it back unchanged', () => {
    for (const stored of ['02079460321', '01134960000', '01632960999', '07700900123', '03001234567', '08081570192']) {
      expect(normaliseUkPhone(formatUkPhone(stored))).toBe(stored);
    }
  });
});
