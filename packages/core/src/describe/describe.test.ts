import { describe, expect, it } from 'vitest';
import { formatDescription, parseDescription } from './describe.ts';

const texts = { title: 'A day at the sea #sea', long: 'Long text #sea #waves #sun', short: 'Short #sea' };

describe('parseDescription', () => {
  it('should read the fields back from the fenced block the server formats', () => {
    expect(parseDescription(formatDescription(texts))).toEqual(texts);
  });

  it('should strip any prefix before the fence', () => {
    const text = `Sure! Here you go:\n\`\`\`json\n${JSON.stringify(texts)}\n\`\`\`\nEnjoy.`;
    expect(parseDescription(text)).toEqual(texts);
  });

  it('should accept a fence without a language tag and a bare object', () => {
    expect(parseDescription(`\`\`\`\n${JSON.stringify(texts)}\n\`\`\``)).toEqual(texts);
    expect(parseDescription(`Answer: ${JSON.stringify(texts)}`)).toEqual(texts);
  });

  it('should return null for text that is not the expected object', () => {
    expect(parseDescription('no json here')).toBeNull();
    expect(parseDescription('```json\n{"title": "x"}\n```')).toBeNull();
    expect(parseDescription('```json\n{broken\n```')).toBeNull();
  });
});
