import type { TLanguage, TRiskTermCategory } from '@app/shared';

/**
 * The scam and harassment terms of our eleven languages (decision 038), written as regular-expression pieces
 * over the folded text (`risk-text.ts`: lower case, accents and look-alikes folded, ø æ ß ł spelled out, digits
 * between letters read as letters). A space stands for any run of spaces, dots, dashes or underscores, so
 * "western-union" and "westernunion" count too; every piece is matched as whole words. Every list is read for
 * every message (members write in other languages than their own), so a piece must not be an innocent word of
 * another of our languages ("hora" is an hour in Spanish, "blik" a tin in Dutch).
 */
type TTermLists = Partial<Record<TRiskTermCategory, readonly string[]>>;

/** An amount of money: "200 euro", "€200", "1.500 kr". */
export const AMOUNT =
  '(?:\\d[\\d.,]*\\s*(?:€|\\$|£|eur|euros?|dollars?|usd|gbp|pounds?|kr|kronor|kroner|zl|zloty|zlotych|chf)(?!\\p{L})|(?:€|\\$|£)\\s*\\d[\\d.,]*)';

/** Brands and words that mean the same in every language. */
const EVERY_LANGUAGE: TTermLists = {
  gift_card: [
    '(?:steam|itunes|apple|google play|amazon|xbox|playstation|psn|razer gold|ebay|sephora|vanilla|paysafe)(?: gift)? ?(?:cards?|kaart(?:en)?|karten?|cartes?|tarjetas?|carta|karta|kort|kortti|gutschein\\p{L}*|guthaben|coupons?|codes?)',
    'gift ?cards?',
    'giftcards?',
    'paysafe ?card',
    'neosurf',
    'transcash',
    'pcs (?:coupon|recharge)',
    'ukash',
  ],
  crypto: [
    'bitcoins?',
    'btc',
    'usdt',
    'ethereum',
    'binance',
    'coinbase',
    '(?:crypto|krypto|cripto) ?wallets?',
    'wallet address',
    '(?:crypto|krypto|cripto|kripto)(?:currenc|valut|waluty|walut|munt|monnaie|moneda|wahrung|valuta|valuut)\\p{L}*',
    'trading (?:platform|app|account)',
    'forex trading',
  ],
  transfer_service: [
    'western ?union',
    'money ?gram',
    'wise\\.com',
    'transfer ?wise',
    'paypal',
    'revolut',
    'skrill',
    'remitly',
    'world ?remit',
    'ria money',
    'payoneer',
    'cash ?app',
    'venmo',
  ],
};

const BY_LANGUAGE: Record<TLanguage, TTermLists> = {
  en: {
    money_request: [
      `send (?:me )?(?:some |the )?money`,
      `send (?:me )?${AMOUNT}`,
      `lend me (?:some )?(?:money|${AMOUNT})`,
      `wire (?:me )?(?:the )?(?:money|${AMOUNT})`,
      `i need (?:some |the )?money (?:for|to)`,
      `(?:you|u) (?:could |can |to )?pay for my (?:ticket|flight|visa|hospital|rent)`,
      `money for (?:the |my )?(?:ticket|flight|visa|customs|hospital)`,
    ],
    crypto: ['invest\\p{L}* (?:in |into )?(?:crypto|bitcoin)'],
    threat: [
      `i(?: will|'?ll) (?:kill|hurt|destroy) you`,
      `i will find you and`,
      `(?:you'?re|you are) (?:dead|going to die)`,
      `i know where you live`,
      `i(?: will|'?ll) (?:leak|share|post|send) your (?:photos|pictures|pics|nudes)`,
      `watch your back`,
    ],
    slur: ['whore', 'skank', 'faggot'],
  },
  de: {
    money_request: [
      `schick(?:e|st)? (?:mir )?(?:bitte )?(?:etwas |das )?geld`,
      `schick(?:e|st)? (?:mir )?${AMOUNT}`,
      `uberweis(?:e|en|t)? (?:mir )?(?:bitte )?(?:das geld|geld|${AMOUNT})`,
      `leih(?:e|st)? mir (?:etwas |bitte )?geld`,
      `ich brauche (?:dringend )?geld (?:fur|um)`,
      `geld fur (?:das |mein |den |meinen )?(?:ticket|flug|flugticket|visum|krankenhaus|zoll)`,
    ],
    gift_card: ['geschenk(?:karte|gutschein)\\p{L}*'],
    crypto: ['(?:investier|investition)\\p{L}* (?:in )?(?:krypto|bitcoin)'],
    threat: [
      `ich (?:bringe?|werde) dich um`,
      `ich (?:werde|will) dich (?:toten|umbringen|fertig machen|finden und)`,
      `ich weiss wo du wohnst`,
      `du bist tot`,
      `ich (?:veroffentliche|verschicke|schicke) deine (?:fotos|bilder|nacktbilder|nacktfotos)`,
    ],
    slur: ['hure', 'schlampe', 'schwuchtel', 'fotze'],
  },
  nl: {
    money_request: [
      `stuur (?:me |mij )?(?:wat |het |even )?geld`,
      `stuur (?:me |mij )?${AMOUNT}`,
      `maak (?:het |wat )?(?:geld|${AMOUNT}) over`,
      `leen (?:me|mij) (?:wat |even )?geld`,
      `ik heb (?:dringend )?geld nodig`,
      `geld voor (?:het |mijn |de )?(?:ticket|vliegticket|vlucht|visum|ziekenhuis|douane)`,
      `betaal (?:jij )?(?:mijn|het) (?:ticket|vliegticket|visum)`,
    ],
    gift_card: ['cadeaukaart(?:en)?'],
    crypto: ['investe(?:er|ren|ert)\\p{L}* (?:in )?(?:crypto|bitcoin)'],
    transfer_service: ['tikkie'],
    threat: [
      `ik (?:ga )?(?:je|jou) (?:vermoorden|afmaken)`,
      `ik maak (?:je|jou) af`,
      `ik vermoord (?:je|jou)`,
      `ik weet waar (?:je|jij) woont`,
      `je bent dood`,
      `ik (?:zet|stuur|verspreid) (?:je|jouw) (?:fotos|foto's|naaktfotos|naaktfoto's)`,
    ],
    slur: ['hoer', 'kankerhoer', 'teringhoer'],
  },
  fr: {
    money_request: [
      `envoie ?moi (?:de l'|l'|un peu d')?argent`,
      `envoie ?moi ${AMOUNT}`,
      `prete ?moi (?:de l'|un peu d')?argent`,
      `j'ai besoin d'argent`,
      `fais ?moi un virement`,
      `argent pour (?:le |mon |mes |l')?(?:billet|vol|visa|hopital|douane)`,
      `payer mon (?:billet|visa|loyer)`,
    ],
    gift_card: ['cartes? cadeaux?', 'cartes? (?:steam|itunes|google play|amazon|paysafecard|pcs)'],
    crypto: ['invest\\p{L}* (?:dans |en )(?:crypto|bitcoin)'],
    threat: [
      `je vais te (?:tuer|buter|detruire|faire du mal)`,
      `je sais ou tu habites`,
      `(?:t'es|tu es) (?:mort|morte)`,
      `je vais (?:publier|envoyer|diffuser) tes (?:photos|nudes)`,
    ],
    slur: ['salope', 'pute', 'connasse', 'pede'],
  },
  es: {
    money_request: [
      `enviame (?:el |algo de |un poco de )?dinero`,
      `mandame (?:el |algo de )?dinero`,
      `(?:enviame|mandame) ${AMOUNT}`,
      `prestame (?:algo de )?dinero`,
      `necesito dinero`,
      `dinero para (?:el |mi |la )?(?:billete|boleto|vuelo|visa|hospital|aduana)`,
      `hazme una transferencia`,
    ],
    gift_card: ['tarjetas? (?:de )?regalo', 'tarjetas? (?:steam|itunes|google play|amazon)'],
    crypto: ['invert\\p{L}* en (?:cripto|bitcoin)'],
    transfer_service: ['bizum'],
    threat: [
      `te voy a (?:matar|hacer dano|destruir)`,
      `se donde vives`,
      `(?:estas|eres) (?:muerto|muerta)`,
      `voy a (?:publicar|enviar|difundir) tus (?:fotos|desnudos)`,
    ],
    slur: ['puta', 'zorra', 'maricon'],
  },
  it: {
    money_request: [
      `(?:mandami|inviami) (?:dei |i |un po' di )?soldi`,
      `(?:mandami|inviami) ${AMOUNT}`,
      `prestami (?:dei |un po' di )?soldi`,
      `ho bisogno di soldi`,
      `soldi per (?:il |mio |la |l')?(?:biglietto|volo|visto|ospedale|dogana)`,
      `fammi un bonifico`,
    ],
    gift_card: ['carta regalo', 'carta (?:steam|itunes|google play|amazon)'],
    crypto: ['investi\\p{L}* in (?:cripto|bitcoin)'],
    transfer_service: ['postepay'],
    threat: [
      `ti (?:ammazzo|uccido)`,
      `ti vengo a (?:cercare|prendere)`,
      `so dove abiti`,
      `sei (?:morto|morta)`,
      `(?:pubblico|mando|diffondo) le tue foto`,
    ],
    slur: ['puttana', 'troia', 'frocio'],
  },
  pl: {
    money_request: [
      `wyslij mi (?:troche )?(?:pieniadze|pieniedzy|kase)`,
      `wyslij mi ${AMOUNT}`,
      `przelej mi`,
      `pozycz mi (?:troche )?(?:pieniedzy|kase)`,
      `potrzebuje pieniedzy`,
      `pieniadze na (?:bilet|lot|wize|szpital|clo)`,
      `zrob mi przelew`,
    ],
    gift_card: ['kart[aey] podarunkow\\p{L}*', 'kart[aey] (?:steam|itunes|google play|amazon|paysafecard)'],
    crypto: ['inwest\\p{L}* w (?:krypto|bitcoin)'],
    threat: [
      `zabije cie`,
      `wiem gdzie mieszkasz`,
      `jestes trupem`,
      `znajde cie i`,
      `(?:opublikuje|rozesle|wysle) twoje (?:zdjecia|nagie)`,
    ],
    slur: ['dziwka', 'szmata', 'ciota'],
  },
  sv: {
    money_request: [
      `skicka (?:mig )?(?:lite )?pengar`,
      `skicka (?:mig )?${AMOUNT}`,
      `lana mig (?:lite )?pengar`,
      `jag behover (?:lite )?pengar (?:till|for)`,
      `pengar till (?:en |min )?(?:biljett|flygbiljett|visum|sjukhus|tull)`,
    ],
    gift_card: ['presentkort'],
    crypto: ['investera\\p{L}* i (?:krypto|bitcoin)'],
    transfer_service: ['swisha', 'swish'],
    threat: [`jag (?:ska|kommer att) (?:doda|skada) dig`, `jag dodar dig`, `jag vet var du bor`, `du ar dod`],
    slur: ['slyna', 'horunge'],
  },
  da: {
    money_request: [
      `send (?:mig )?(?:nogle )?penge`,
      `send (?:mig )?${AMOUNT}`,
      `overfor (?:mig )?(?:penge|${AMOUNT})`,
      `lan mig (?:nogle )?penge`,
      `jeg har brug for penge`,
      `penge til (?:en |min )?(?:billet|flybillet|visum|hospital|told)`,
    ],
    gift_card: ['gavekort'],
    crypto: ['investere?\\p{L}* i (?:krypto|bitcoin)'],
    transfer_service: ['mobilepay'],
    threat: [`jeg (?:slar|draeber) dig ihjel`, `jeg draeber dig`, `jeg ved hvor du bor`, `du er dod`],
    slur: ['luder', 'kaelling'],
  },
  nb: {
    money_request: [
      `send (?:meg )?(?:noen )?penger`,
      `send (?:meg )?${AMOUNT}`,
      `overfor (?:meg )?(?:penger|${AMOUNT})`,
      `lan meg (?:noen )?penger`,
      `jeg trenger penger`,
      `penger til (?:en |min )?(?:billett|flybillett|visum|sykehus|toll)`,
    ],
    gift_card: ['gavekort'],
    crypto: ['investere?\\p{L}* i (?:krypto|bitcoin)'],
    transfer_service: ['vipps'],
    threat: [`jeg (?:skal )?drepe deg`, `jeg dreper deg`, `jeg vet hvor du bor`, `du er dod`],
    slur: ['hore', 'fitte'],
  },
  fi: {
    money_request: [
      `laheta (?:minulle )?rahaa`,
      `laheta (?:minulle )?${AMOUNT}`,
      `lainaa (?:minulle )?rahaa`,
      `tarvitsen rahaa`,
      `siirra (?:minulle )?rahaa`,
      `rahaa (?:lippuun|lentolippuun|viisumiin|sairaalaan|tulliin)`,
    ],
    gift_card: ['lahjakort\\p{L}*'],
    crypto: ['sijoit\\p{L}* (?:kryptoon|bitcoiniin|kryptovaluuttoihin)'],
    threat: [`(?:mina )?tapan sinut`, `tiedan missa asut`, `olet kuollut`],
    slur: ['huora', 'lutka'],
  },
};

/** Every language's pieces of a category, with the brands of every language. */
export function termsOf(category: TRiskTermCategory): string[] {
  return [...(EVERY_LANGUAGE[category] ?? []), ...Object.values(BY_LANGUAGE).flatMap((lists) => lists[category] ?? [])];
}
