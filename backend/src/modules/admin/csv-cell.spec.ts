import { neutraliseFormula } from './csv-cell';

describe('neutraliseFormula', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tTab', '\rReturn'])('prefixes %j with a single quote', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it.each(['Ada Lovelace', "O'Brien, Pat", 'say "hi"', '', ' =leading space', 'a=b'])('leaves %j alone', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });
});
