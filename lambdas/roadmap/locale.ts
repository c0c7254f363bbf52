/**
 * The country a person lives in, read from their words (issue #36, decision 177), so that services and
 * figures that belong to one country — debt advice, benefits, redundancy rights, pay statistics — are
 * the person's own: a saver who writes "$" is not sent to MoneyHelper, and a redundant print worker in
 * Leeds is not given a US Bureau of Labor Statistics figure.
 *
 * Read in this order: a country, region or city they name as where they are, or a national institution
 * only one country has (the NHS, HMRC, a 401(k)); then the currency they write in — £ the UK, ₹ or rupees
 * India, $ the US (Canada, Australia or New Zealand only when named: $ alone is read as the US), € only
 * with a eurozone country named. A place named as a trip's destination ("a holiday in Canada") is not
 * where they live. Nothing said leaves the country unknown, and a plan then says "in your country", with
 * the UK's and the US's services named as such (the curricula's hole defaults).
 */

/** The countries whose services the curricula name (a hole's read entry's `country`). */
export const COUNTRIES = ['uk', 'us', 'ca', 'au', 'nz', 'ie', 'in', 'eu'] as const;
export type Country = (typeof COUNTRIES)[number];

/** How a sentence names the country: "the UK", "Canada". */
export const COUNTRY_NAMES: Record<Country, string> = {
  uk: 'the UK',
  us: 'the US',
  ca: 'Canada',
  au: 'Australia',
  nz: 'New Zealand',
  ie: 'Ireland',
  in: 'India',
  eu: 'your country',
};

/** Where each country's words are: its names, its regions and larger cities, and institutions only it has. */
const PLACES: Array<[Country, RegExp]> = [
  // Canada before the UK: "British Columbia" is Canadian.
  [
    'ca',
    /\b(canada|canadian|ontario|quebec|québec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick|toronto|vancouver|montreal|montréal|calgary|ottawa|edmonton|winnipeg|halifax|cad|c\$|rrsp|tfsa|fhsa|cra)\b/i,
  ],
  [
    'au',
    /\b(australia|australian|aussie|new south wales|nsw|queensland|tasmania|sydney|melbourne|brisbane|perth|adelaide|canberra|hobart|darwin|aud|a\$|centrelink|superannuation|ato)\b/i,
  ],
  ['nz', /\b(new zealand|kiwisaver|aotearoa|auckland|wellington|christchurch|nzd|nz\$|ird|winz)\b/i],
  // Northern Ireland is the UK's; Ireland alone is the Republic's.
  [
    'uk',
    /\b(uk|u\.k\.|united kingdom|great britain|britain|british(?! columbia| sign language)|england|english(?= (?:town|city|county|village))|scotland|scottish|wales|welsh|northern ireland|london|manchester|birmingham|leeds|liverpool|sheffield|bristol|newcastle|nottingham|leicester|glasgow|edinburgh|aberdeen|cardiff|swansea|belfast|yorkshire|nhs|hmrc|gov\.uk|jobcentre(?: plus)?|universal credit|national insurance|council tax|\bisas?\b|lifetime isa|gbp|sterling)\b/i,
  ],
  ['ie', /\b(ireland|irish|dublin|cork|galway|limerick|intreo|revenue\.ie|mabs)\b/i],
  [
    'in',
    /\b(india|indian|mumbai|delhi|bengaluru|bangalore|chennai|hyderabad|kolkata|pune|ahmedabad|inr|rupees?|lakhs?|crores?|epfo?|ppf)\b/i,
  ],
  [
    'us',
    /\b(usa|u\.s\.a?\.|united states|(?<!(?:latin|south|central) )america|american|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia(?= state| usa)|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|wisconsin|wyoming|chicago|los angeles|san francisco|seattle|boston|houston|dallas|austin|atlanta|miami|denver|phoenix|philadelphia|usd|us\$|irs|401\(?k\)?|403\(?b\)?|roth ira|medicaid|medicare|social security|zip code|cobra)\b/i,
  ],
  [
    'eu',
    /\b(germany|deutschland|berlin|munich|hamburg|frankfurt|france|paris|lyon|spain|madrid|barcelona|italy|rome|milan|netherlands|holland|amsterdam|rotterdam|belgium|brussels|austria|vienna|portugal|lisbon|porto|finland|helsinki|greece|athens|luxembourg|slovakia|slovenia|estonia|latvia|lithuania|croatia|cyprus|malta)\b/i,
  ],
];

/** A place named as somewhere to go, not somewhere lived: "a trip to Canada", "holiday in Spain", "move to Australia". */
const AWAY =
  /\b(?:trip|travel(?:l?ing)?|holidays?|vacation|visit(?:ing)?|flights?|fly(?:ing)?|tour(?:ing)?|honeymoon|backpack(?:ing)?|move|moving|relocat\w*|emigrat\w*)\b[^.,;\n]{0,25}$/i;

/** The currency a person writes in, as a country: $ alone is the US; € says only that it is the eurozone. */
const CURRENCIES: Array<[Country, RegExp]> = [
  ['uk', /£|\bquid\b/i],
  ['in', /₹|\brs\.? ?\d/i],
  ['us', /\$|\bdollars?\b|\bbucks\b/i],
  ['eu', /€|\beuros?\b/i],
];

/** The country a person's words place them in, or undefined when they do not say. */
export function countryOf(words: string): Country | undefined {
  const text = words.replace(/[’‘`´]/g, "'");
  // The first place in the text that is where they are, not where they are going.
  let found: { country: Country; at: number } | undefined;
  for (const [country, pattern] of PLACES) {
    const global = new RegExp(pattern.source, 'gi');
    for (const m of text.matchAll(global)) {
      if (AWAY.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      if (!found || m.index < found.at) found = { country, at: m.index };
      break;
    }
  }
  // "Northern Ireland" starts before its "Ireland": the UK's, found first.
  if (found && found.country !== 'eu') return found.country;
  const currency = CURRENCIES.find(([, pattern]) => pattern.test(text))?.[0];
  // The euro with no country named, or a eurozone country named: not one of the countries the curricula name.
  if (found?.country === 'eu' || currency === 'eu') return 'eu';
  return currency;
}

/**
 * Services and words every curriculum and constraint may name as holes (person.ts fills them before a
 * curriculum's own, which win where both name one): the country's free money guidance and debt advice,
 * its currency's unit, and its name for an automatic payment. Unknown → the UK's and the US's named as
 * such. Sources: MoneyHelper (Money and Pensions Service), StepChange and National Debtline (UK); the
 * Consumer Financial Protection Bureau and the NFCC (US); the Financial Consumer Agency of Canada and
 * Credit Counselling Canada; ASIC's Moneysmart and the National Debt Helpline (Australia); Sorted and
 * MoneyTalks (New Zealand); the CCPC and MABS (Ireland); the RBI's financial literacy centres (India).
 */
const SERVICES: Record<string, Partial<Record<Country, string>> & { unknown: string }> = {
  moneyguide: {
    uk: 'MoneyHelper',
    us: 'the CFPB',
    ca: 'the FCAC',
    au: 'Moneysmart',
    nz: 'Sorted',
    ie: 'the CCPC',
    in: "the RBI's financial education pages",
    unknown: "your country's free money guidance (MoneyHelper in the UK, the CFPB in the US)",
  },
  debtadvice: {
    uk: 'StepChange or National Debtline',
    us: 'a nonprofit credit counselor through the NFCC (nfcc.org)',
    ca: 'a non-profit credit counsellor through Credit Counselling Canada',
    au: 'the National Debt Helpline (1800 007 007)',
    nz: 'MoneyTalks (0800 345 123)',
    ie: 'MABS (0818 07 2000)',
    in: "your bank's financial literacy and credit counselling centre",
    unknown: 'free debt advice where you live (StepChange in the UK, an NFCC counselor in the US)',
  },
  unit: {
    uk: 'pound',
    us: 'dollar',
    ca: 'dollar',
    au: 'dollar',
    nz: 'dollar',
    ie: 'euro',
    eu: 'euro',
    in: 'rupee',
    unknown: 'pound or dollar',
  },
  autopay: {
    uk: 'a standing order',
    ie: 'a standing order',
    eu: 'a standing order',
    us: 'an automatic transfer',
    ca: 'an automatic transfer',
    au: 'an automatic transfer',
    nz: 'an automatic payment',
    unknown: 'an automatic transfer or standing order',
  },
  // A UK student loan is no card debt: said where the person is in the UK or does not say.
  studentloan: {
    uk: ' A UK student loan is repaid from pay above a threshold and is not paid off like a card (Student Loans Company).',
    us: '',
    ca: '',
    au: '',
    nz: '',
    ie: '',
    in: '',
    eu: '',
    unknown: ' A UK student loan is repaid from pay above a threshold and is not paid off like a card (Student Loans Company).',
  },
};

/** The services and words of the country, as holes: `{debtadvice}` → "StepChange or National Debtline". */
export const servicesOf = (country: Country | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(SERVICES).map(([name, by]) => [name, (country && by[country]) ?? by.unknown]));
