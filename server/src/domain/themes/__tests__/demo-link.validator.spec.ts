/**
 * @engines sqlite: a validator, no database (jest.config.js runs such files on one engine).
 */
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { CreateThemeInput } from '../dto/create-theme.input.js';

const linkErrors = async (link: string) => {
  const errors = await validate(plainToInstance(CreateThemeInput, { title: 'قالب', link }));
  return errors.filter((error) => error.property === 'link').length;
};

describe("a theme's demo link", () => {
  it('takes an https URL or a path of this site (the demo the site serves itself)', async () => {
    expect(await linkErrors('https://demo.shop.ir/theme')).toBe(0);
    expect(await linkErrors('/themes/3/demo')).toBe(0);
  });

  it('refuses plain http, another host through `//`, a relative word and a script', async () => {
    for (const link of ['http://demo.shop.ir', '//evil.example/x', 'themes/3/demo', 'javascript:alert(1)', '/\\evil']) {
      expect(await linkErrors(link)).toBe(1);
    }
  });
});
