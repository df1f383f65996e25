import { describe, expect, it } from 'vitest';
import { LineIndex } from '../../src/shared/line-index.js';

describe('LineIndex', () => {
  it('maps offsets to 1-based lines and columns across \\n, \\r\\n and \\r', () => {
    const text = 'ab\ncd\r\nef\rgh';
    const lines = new LineIndex(text);
    expect(lines.position(0)).toEqual({ line: 1, column: 1 });
    expect(lines.position(text.indexOf('d'))).toEqual({ line: 2, column: 2 });
    expect(lines.position(text.indexOf('e'))).toEqual({ line: 3, column: 1 });
    expect(lines.position(text.indexOf('h'))).toEqual({ line: 4, column: 2 });
  });
});
