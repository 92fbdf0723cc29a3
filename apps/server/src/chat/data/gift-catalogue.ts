import type { TLanguage } from '@app/shared';

/** The gifts a new installation starts with; staff edit the catalogue afterwards (operations console). */
export interface TGiftSeed {
  key: string;
  names: Record<TLanguage, string>;
}

export const GIFT_CATALOGUE: readonly TGiftSeed[] = [
  {
    key: 'rose',
    names: { da: 'Rose', de: 'Rose', en: 'Rose', es: 'Rosa', fi: 'Ruusu', fr: 'Rose', it: 'Rosa', nb: 'Rose', nl: 'Roos', pl: 'Róża', sv: 'Ros' },
  },
  {
    key: 'heart',
    names: { da: 'Hjerte', de: 'Herz', en: 'Heart', es: 'Corazón', fi: 'Sydän', fr: 'Cœur', it: 'Cuore', nb: 'Hjerte', nl: 'Hartje', pl: 'Serce', sv: 'Hjärta' },
  },
  {
    key: 'chocolates',
    names: {
      da: 'Chokolade',
      de: 'Pralinen',
      en: 'Chocolates',
      es: 'Bombones',
      fi: 'Suklaakonvehdit',
      fr: 'Chocolats',
      it: 'Cioccolatini',
      nb: 'Sjokolade',
      nl: 'Bonbons',
      pl: 'Czekoladki',
      sv: 'Chokladpraliner',
    },
  },
  {
    key: 'champagne',
    names: { da: 'Champagne', de: 'Sekt', en: 'Champagne', es: 'Cava', fi: 'Kuohuviini', fr: 'Champagne', it: 'Spumante', nb: 'Musserende', nl: 'Champagne', pl: 'Szampan', sv: 'Champagne' },
  },
  {
    key: 'teddy_bear',
    names: { da: 'Bamse', de: 'Teddybär', en: 'Teddy bear', es: 'Osito de peluche', fi: 'Nalle', fr: 'Ourson', it: 'Orsacchiotto', nb: 'Teddybjørn', nl: 'Teddybeer', pl: 'Miś', sv: 'Nalle' },
  },
  {
    key: 'cocktail',
    names: { da: 'Cocktail', de: 'Cocktail', en: 'Cocktail', es: 'Cóctel', fi: 'Cocktail', fr: 'Cocktail', it: 'Cocktail', nb: 'Cocktail', nl: 'Cocktail', pl: 'Koktajl', sv: 'Drink' },
  },
  {
    key: 'coffee',
    names: { da: 'Kaffe', de: 'Kaffee', en: 'Coffee', es: 'Café', fi: 'Kahvi', fr: 'Café', it: 'Caffè', nb: 'Kaffe', nl: 'Koffie', pl: 'Kawa', sv: 'Kaffe' },
  },
  {
    key: 'sunflower',
    names: { da: 'Solsikke', de: 'Sonnenblume', en: 'Sunflower', es: 'Girasol', fi: 'Auringonkukka', fr: 'Tournesol', it: 'Girasole', nb: 'Solsikke', nl: 'Zonnebloem', pl: 'Słonecznik', sv: 'Solros' },
  },
  {
    key: 'kiss',
    names: { da: 'Kys', de: 'Kuss', en: 'Kiss', es: 'Beso', fi: 'Suukko', fr: 'Bisou', it: 'Bacio', nb: 'Kyss', nl: 'Kus', pl: 'Buziak', sv: 'Puss' },
  },
  {
    key: 'diamond',
    names: { da: 'Diamant', de: 'Diamant', en: 'Diamond', es: 'Diamante', fi: 'Timantti', fr: 'Diamant', it: 'Diamante', nb: 'Diamant', nl: 'Diamant', pl: 'Diament', sv: 'Diamant' },
  },
];
