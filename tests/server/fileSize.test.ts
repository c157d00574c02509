import { formatFileSize } from '../../common/certification';

describe('formatFileSize (the certification review lists each file with it)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [812, '812 bytes'],
    [1024, '1 KB'],
    [3000, '2.9 KB'],
    [40_009, '39 KB'],
    [2_500_000, '2.4 MB'],
    [15 * 1024 * 1024, '15 MB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
