import { describe, expect, it } from '@jest/globals';
import { parseAcceptLanguage } from '../../src/http/language.js';
import { localised } from '../../src/http/problem-german.js';
import { problem } from '../../src/http/problem.js';

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['en', 'en'],
    ['de-AT', 'de'],
    ['de-at,de;q=0.9,en;q=0.8', 'de'],
    ['en-GB,de;q=0.5', 'en'],
    ['fr, de;q=0.7, en;q=0.3', 'de'],
    ['en;q=0.2, de;q=0.9', 'de'],
    ['fr, it', 'en'],
    ['*', 'en'],
    ['en;q=0, *', 'de'],
    ['de;q=0', 'en'],
    ['DE-ch', 'de'],
    ['de;q=abc, en', 'en'],
    [';;,,', 'en'],
  ])('%p is answered in %p', (header, language) => {
    expect(parseAcceptLanguage(header)).toBe(language);
  });
});

describe('problem details in German', () => {
  it('translate the detail by code and keep everything else', () => {
    const english = problem(409, 'VERSION_CONFLICT', 'The match is at version 13, not 12.', { currentVersion: 13 });
    const { body, language } = localised(english, 'de');
    expect(language).toBe('de');
    expect(body).toEqual({ ...english, detail: 'Die Partie ist inzwischen bei Stand 13; lade sie neu und entscheide noch einmal.' });
  });
  it('answer in English for a code without a German sentence, and say so', () => {
    const english = problem(422, 'SOMETHING_NEW', 'Something new.');
    expect(localised(english, 'de')).toEqual({ body: english, language: 'en' });
  });
  it('give the rules a German sentence', () => {
    expect(localised(problem(409, 'NOT_YOUR_TURN', "It is seat 2's turn, not seat 0's."), 'de').body.detail).toBe('Du bist nicht am Zug.');
  });
  it('name the fields of a validation failure', () => {
    const english = problem(400, 'VALIDATION_FAILED', '"name" must be 1 to 40 characters long (it has 41); "colour" is not a field.', {
      errors: [
        { field: 'name', message: 'must be 1 to 40 characters long (it has 41)' },
        { field: 'colour', message: 'something without a German sentence' },
      ],
    });
    expect(localised(english, 'de').body.detail).toBe(
      'Die Anfrage ist ungültig: „name“ muss 1 bis 40 Zeichen lang sein (es sind 41); „colour“ ist ungültig.',
    );
  });
});
