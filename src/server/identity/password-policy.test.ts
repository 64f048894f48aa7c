import { describe, expect, it } from 'vitest';
import { guessableWords, passwordWeakness } from './password-policy';

const greta = ['greta.bienenstoeck@imkerei-sonnenwiese.de', 'Greta', 'Bienenstöck'];

// the first check loads the dictionaries: a few seconds on a busy machine
describe('password strength (zxcvbn with German and English dictionaries)', {
  timeout: 60_000,
}, () => {
  it.each([
    ['qwertzuiop123', 'Gerade Linien von Tasten auf der Tastatur sind leicht zu erraten.'],
    ['hofladen2024!', 'Es sollten keine persönlichen oder Seiten relevanten Daten vorkommen.'],
    ['Hofladen-Hofladen', 'Es sollten keine persönlichen oder Seiten relevanten Daten vorkommen.'],
    ['password123456', 'Ähnlichkeit zu anderen oft verwendeten Passwörtern'],
    ['Passwort1234', 'oft verwendeten Passwörtern'],
    ['aaaaaaaaaaaaaaaa', 'Sich wiederholende Zeichen'],
    ['Bienenstöck2026!', 'persönlichen'],
    ['greta.bienenstoeck', 'persönlichen'],
  ])('refuses %s and says why in German', async (password, reason) => {
    const weakness = await passwordWeakness(password, greta);
    expect(weakness).toMatch(/^Das Passwort ist leicht zu erraten\. /);
    expect(weakness).toContain(reason);
  });

  it('refuses the shop name from the settings, which alone is a fine password', async () => {
    expect(await passwordWeakness('Sonnenwiese2026!', [])).toBeNull();
    expect(await passwordWeakness('Sonnenwiese2026!', ['Imkerei Sonnenwiese'])).toContain(
      'persönlichen',
    );
  });

  it.each([
    'Wabenhonig und Met 2026',
    'Lindenblüte-im-Juni-42',
    'correct horse battery staple',
    'Hofladen Lindenblüte Juni 42',
  ])('accepts the passphrase %s', async (password) => {
    expect(await passwordWeakness(password, greta)).toBeNull();
  });

  it('takes e-mails and names apart into the words an attacker tries', () => {
    expect(guessableWords(['Greta.Bienen@Imkerei-Sonnenwiese.de', 'Jo'])).toEqual([
      'greta.bienen@imkerei-sonnenwiese.de',
      'greta',
      'bienen',
      'imkerei',
      'sonnenwiese',
    ]);
  });
});
