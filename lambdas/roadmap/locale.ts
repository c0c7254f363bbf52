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
    /\b(uk|u\.k\.|united kingdom|great britain|britain|british(?! columbia| sign language)|england|english(?= (?:town|city|county|village))|scotland|(?<=\b(?:i'?m|i am|we'?re|we are) )scottish|wales|(?<=\b(?:i'?m|i am|we'?re|we are) )welsh|welsh(?= (?:school|speaker|medium))|northern ireland|london|manchester|birmingham|leeds|liverpool|sheffield|bristol|newcastle|nottingham|leicester|glasgow|edinburgh|aberdeen|cardiff|swansea|belfast|yorkshire|nhs|hmrc|gov\.uk|jobcentre(?: plus)?|universal credit|national insurance|council tax|\bisas?\b|lifetime isa|gbp|sterling)\b/i,
  ],
  ['ie', /\b(ireland|irish|dublin|cork|galway|limerick|intreo|revenue\.ie|mabs)\b/i],
  [
    'in',
    /\b(india|indian|mumbai|delhi|bengaluru|bangalore|chennai|hyderabad|kolkata|pune|ahmedabad|inr|rupees?|lakhs?|crores?|epfo?|ppf)\b/i,
  ],
  [
    'us',
    /\b(usa|u\.s\.a?\.|(?:in|from|across|around|throughout) the us(?![\w.])|united states|(?<!(?:latin|south|central) )america|american|alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia(?= state| usa)|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|wisconsin|wyoming|chicago|los angeles|san francisco|seattle|boston|houston|dallas|austin|atlanta|miami|denver|phoenix|philadelphia|usd|us\$|irs|401\(?k\)?|403\(?b\)?|roth ira|medicaid|medicare|social security|zip code|cobra|uscis|green card|h-?1b|f-?1 (?:visa|student|status)|on (?:an? )?f-1\b(?! tv))\b/i,
  ],
  [
    'eu',
    /\b(germany|deutschland|berlin|munich|hamburg|frankfurt|france|paris|lyon|spain|madrid|barcelona|italy|rome|milan|netherlands|holland|amsterdam|rotterdam|belgium|brussels|austria|vienna|portugal|lisbon|porto|finland|helsinki|greece|athens|luxembourg|slovakia|slovenia|estonia|latvia|lithuania|croatia|cyprus|malta)\b/i,
  ],
];

/**
 * A place named as somewhere to go, not somewhere lived: "a trip to Canada", "holiday in Spain", "move to Australia";
 * "relocated to Amsterdam" or "emigrated to Spain" is where they live now, as "moved to Berlin" is.
 */
const AWAY =
  /\b(?:trip|travel(?:l?ing)?|holidays?|vacation|visit(?:ing)?|flights?|fly(?:ing)?|tour(?:ing)?|honeymoon|backpack(?:ing)?|move|moving|relocat(?!ed\b)\w*|emigrat(?!ed\b)\w*)\b[^.,;\n]{0,25}$/i;

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
  // A town of one of the UK's nations ("Dundee", "Wrexham", "Derry") is the UK's, where it stands in the text.
  for (const [country, pattern] of [...PLACES, ...NATION_PLACES.map(([, nation]) => ['uk', nation] as const)]) {
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
  // The number to call when a life is at risk (decision 260): every curriculum that says "call an
  // emergency number" writes `{emergency}`, never a bare 999. Sources: Ofcom (999 and 112, UK); the HSE
  // (112 or 999, Ireland); 911.gov (US) and the CRTC (Canada); Triple Zero (000, Australia); Police NZ
  // and Hato Hone St John (111, New Zealand); the European Commission (112 across the EU); India's
  // Emergency Response Support System (112; 108 for an ambulance in most states).
  emergency: {
    uk: '999',
    ie: '112 or 999',
    us: '911',
    ca: '911',
    au: '000',
    nz: '111',
    in: '112 (or 108 for an ambulance)',
    eu: '112',
    unknown: 'your local emergency number (999 in the UK, 911 in the US, 112 in the EU)',
  },
  // Urgent medical advice that is not an emergency: NHS 111; the US's urgent care; 811 (Canada's
  // provincial health lines, in most provinces); healthdirect (1800 022 222, Australia); Healthline (0800
  // 611 116, New Zealand); a GP's out-of-hours service (Ireland).
  urgentline: {
    uk: 'NHS 111',
    us: 'urgent care or your doctor’s after-hours line',
    ca: 'your provincial health line (811 in most provinces)',
    au: 'healthdirect (1800 022 222)',
    nz: 'Healthline (0800 611 116)',
    ie: 'your GP’s out-of-hours service',
    in: 'your doctor',
    eu: 'your doctor’s out-of-hours service',
    unknown: 'your doctor’s out-of-hours line (NHS 111 in the UK)',
  },
  // Domestic abuse, for the person afraid of a partner or someone at home: Refuge's National Domestic Abuse
  // Helpline (UK); The Hotline (US); Women's Shelters Canada's sheltersafe.ca; 1800RESPECT (Australia);
  // Women's Refuge's crisis line (New Zealand, govt.nz); Women's Aid (Ireland); India's Women Helpline (181).
  abuseline: {
    uk: 'the National Domestic Abuse Helpline on 0808 2000 247 (free, any time)',
    us: 'The Hotline on 1-800-799-7233 (or text START to 88788)',
    ca: 'a shelter or crisis line near you (sheltersafe.ca lists them)',
    au: '1800RESPECT on 1800 737 732 (any time)',
    nz: 'Women’s Refuge on 0800 733 843 (any time)',
    ie: 'Women’s Aid on 1800 341 900 (any time)',
    in: 'the Women Helpline on 181',
    eu: 'a domestic abuse helpline in your country',
    unknown:
      'the National Domestic Abuse Helpline on 0808 2000 247 (UK, free, any time; in the US The Hotline, 1-800-799-7233, or text START to 88788)',
  },
  // Who checks on a new parent and a small child at home (decision 272): the UK's health visitor has no
  // namesake elsewhere. Sources: NHS, "Health visitors" (UK); the HSE's public health nurse (Ireland);
  // Canada's provincial public health nurses; NSW Health and Victoria's child and family / maternal and
  // child health nurses (Australia); Whānau Āwhina Plunket and Well Child Tamariki Ora (New Zealand); the
  // American Academy of Pediatrics (2019), pediatricians screening parents for perinatal depression at
  // well-child visits (US).
  healthvisitor: {
    uk: 'health visitor',
    ie: 'public health nurse',
    ca: 'public health nurse',
    au: 'child and family health nurse',
    nz: 'Plunket or Well Child nurse',
    us: 'pediatrician',
    in: 'paediatrician',
    eu: 'child health nurse',
    unknown: 'health visitor (or baby’s nurse)',
  },
  // Help at work for a health condition (decision 286): the adjustments an employer must consider and the
  // public help beside them. Sources: gov.uk, "Access to Work" and "Reasonable adjustments for workers with
  // disabilities or health conditions" (Equality Act 2010, Great Britain); the EEOC and the Job Accommodation
  // Network (askjan.org) on the ADA's reasonable accommodation (US); the Canadian Human Rights Commission on
  // the duty to accommodate; JobAccess and its Employment Assistance Fund (Australia); the Human Rights
  // Commission on reasonable accommodation (New Zealand); the WRC and the IHREC on reasonable accommodation
  // under the Employment Equality Acts (Ireland).
  workhelp: {
    uk: 'reasonable adjustments an employer must consider (Equality Act 2010), and Access to Work (gov.uk), which can pay for equipment, support or travel a health condition needs at work',
    us: 'reasonable accommodation an employer must consider (the ADA, as the EEOC explains it), with ideas for each condition from the Job Accommodation Network (askjan.org)',
    ca: 'the employer’s duty to accommodate (the Canadian Human Rights Commission explains it)',
    au: 'reasonable adjustments an employer must consider (Disability Discrimination Act 1992), and the Employment Assistance Fund through JobAccess (jobaccess.gov.au)',
    nz: 'reasonable accommodation an employer must consider (the Human Rights Commission explains it)',
    ie: 'reasonable accommodation an employer must consider (Employment Equality Acts; the WRC explains it)',
    unknown:
      'the adjustments an employer must consider where you live (in the UK reasonable adjustments, with Access to Work from gov.uk; in the US reasonable accommodation, with the Job Accommodation Network)',
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

/**
 * A country's own words for the things a plan names (decision 253): the curricula are written in British
 * English, and where an American or a Canadian reads them the car's parts, the road and the measures are
 * theirs — `{tyre}` is "tire", `{boot}` the "trunk". Every other country, and nobody said, reads the
 * British word. Sources: Merriam-Webster and the Canadian Oxford Dictionary (tire, trunk, windshield,
 * hood, parking brake, license/licence plate); NHTSA TireWise; the AAA.
 */
const WORDS: Record<string, { us: string; ca: string; eu?: string; other: string }> = {
  tyre: { us: 'tire', ca: 'tire', other: 'tyre' },
  fitter: { us: 'tire shop', ca: 'tire shop', other: 'tyre fitter' },
  boot: { us: 'trunk', ca: 'trunk', other: 'boot' },
  windscreen: { us: 'windshield', ca: 'windshield', other: 'windscreen' },
  screenwash: { us: 'washer fluid', ca: 'washer fluid', other: 'screenwash' },
  petrol: { us: 'gas', ca: 'gas', other: 'petrol' },
  motorway: { us: 'freeway', ca: 'highway', other: 'motorway' },
  handbrake: { us: 'parking brake', ca: 'parking brake', other: 'handbrake' },
  numberplate: { us: 'license plate', ca: 'licence plate', other: 'number plate' },
  cv: { us: 'résumé', ca: 'résumé', other: 'CV' },
  // The doctor a person sees first: a GP in the UK, Ireland, Australia and New Zealand (and where nobody says);
  // the family doctor in the eurozone (the Hausarzt, the médecin traitant, the huisarts), never the NHS's word.
  gpdoctor: { us: 'doctor', ca: 'family doctor', eu: 'family doctor', other: 'GP' },
  garage: { us: 'mechanic', ca: 'mechanic', other: 'garage' },
  drive: { us: 'driveway', ca: 'driveway', other: 'drive' },
  wheelnuts: { us: 'lug nuts', ca: 'lug nuts', other: 'wheel nuts' },
  // Canada keeps the British verb "practise" beside the noun "practice"; the US writes "practice" for both.
  practise: { us: 'practice', ca: 'practise', other: 'practise' },
  breakdown: {
    us: 'roadside assistance (AAA or your insurer)',
    ca: 'roadside assistance (the CAA or your insurer)',
    other: 'breakdown help',
  },
};

/**
 * Where a plan sends a person for help with their mind or their eating (decision 253), as an adult is sent,
 * by country (decision 260): the curricula name these holes where they refer, so that a young person
 * (age.ts) reads the services that serve them instead (YOUNG_SERVICES). `{selfrefer}` follows a sentence
 * ("talk to your doctor {selfrefer}"), `{therapy}` is a verb ("see your GP, or {therapy}"), `{therapies}`
 * and `{traumahelp}` are who is told, `{crisis}` is what to do now. Unknown names a doctor and the UK's
 * and the US's lines as such. Sources: NHS, "NHS Talking Therapies" (self-referral in England; in Scotland,
 * Wales and Northern Ireland through the GP); Samaritans (116 123, UK and Ireland); Beat (0808 801 0677);
 * SAMHSA's National Helpline (1-800-662-4357, free, any time) and 988 Suicide & Crisis Lifeline (US, and
 * Canada's 9-8-8 since November 2023); ANAD's helpline (1-888-375-7767; NEDA's closed in June 2023);
 * Health Canada (Wellness Together closed on 3 April 2024; canada.ca/mental-health and 211 for local
 * services); NEDIC (1-866-633-4220); Services Australia, "Mental health care and Medicare" (a GP's mental
 * health treatment plan; Lifeline 13 11 14; 000), the Head to Health phone line (1800 595 212, now
 * Medicare Mental Health) and Butterfly (1800 33 4673, 1800 ED HOPE); Te Whatu Ora, 1737 ("Need to talk?",
 * free call or text) and Lifeline Aotearoa (0800 543 354); the HSE (your GP; Samaritans, text 50808);
 * India's Ministry of Health, Tele-MANAS (14416 or 1-800-891-4416, free, any time, 20 languages).
 */
const REFERRALS: Record<string, Partial<Record<Country, string>> & { unknown: string }> = {
  selfrefer: {
    uk: '(in England you can also refer yourself to NHS Talking Therapies; in Scotland, Wales and Northern Ireland your GP refers you)',
    us: '(a licensed therapist can be found through your insurer or the Psychology Today finder; SAMHSA’s free helpline, 1-800-662-4357, finds services any time)',
    ca: '(your family doctor can refer you; 211 finds free and low-cost counselling near you)',
    au: '(a GP can write a mental health treatment plan for Medicare-subsidised sessions with a psychologist; the Head to Health line, 1800 595 212, helps find care)',
    nz: '(your GP can refer you, and you can call or text 1737 any time to talk with a trained counsellor, free)',
    ie: '(your GP can refer you to the HSE’s counselling and mental health services)',
    in: '(your doctor can refer you, and Tele-MANAS, 14416, is free counselling any time)',
    unknown: '(your doctor can refer you to a talking therapy; in England you can also refer yourself to NHS Talking Therapies)',
  },
  traumahelp: {
    uk: 'your GP or NHS Talking Therapies',
    us: 'your doctor or a licensed therapist',
    ca: 'your family doctor or a psychologist',
    au: 'your GP (who can write a mental health treatment plan)',
    nz: 'your GP',
    ie: 'your GP',
    in: 'your doctor or Tele-MANAS (14416)',
    unknown: 'your doctor, who can refer you to a talking therapy',
  },
  crisis: {
    uk: 'call Samaritans on 116 123 (free, any time) or NHS 111; in danger, 999',
    us: 'call or text 988 (the Suicide & Crisis Lifeline, any time); in danger, 911',
    ca: 'call or text 988 (the Suicide Crisis Helpline, any time); in danger, 911',
    au: 'call Lifeline on 13 11 14 (any time); in danger, 000',
    nz: 'call or text 1737 (free, any time) or Lifeline on 0800 543 354; in danger, 111',
    ie: 'call Samaritans on 116 123 (free, any time) or text HELLO to 50808; in danger, 112 or 999',
    in: 'call Tele-MANAS on 14416 (free, any time); in danger, 112',
    eu: 'call a crisis line in your country; in danger, 112',
    unknown:
      'in the UK call Samaritans on 116 123 (free, any time) or NHS 111; in the US call or text 988; elsewhere your local emergency number',
  },
  eatinghelp: {
    uk: 'call Beat’s helpline (0808 801 0677)',
    us: 'call the ANAD helpline (1-888-375-7767)',
    ca: 'call NEDIC’s helpline (1-866-633-4220)',
    au: 'call the Butterfly helpline (1800 33 4673)',
    nz: 'ask your GP for an eating disorders service',
    ie: 'ask your GP for an eating disorders service',
    in: 'ask your doctor for a psychiatrist who treats eating disorders',
    unknown: 'in the UK call Beat’s helpline (0808 801 0677), in the US the ANAD helpline (1-888-375-7767)',
  },
  therapy: {
    uk: 'refer yourself to NHS Talking Therapies (in England)',
    us: 'find a licensed therapist',
    ca: 'ask for a referral, or call 211',
    au: 'ask for a mental health treatment plan',
    nz: 'call or text 1737',
    ie: 'ask about HSE counselling',
    in: 'call Tele-MANAS on 14416',
    unknown: 'ask to be referred to a talking therapy',
  },
  therapies: {
    uk: 'NHS Talking Therapies',
    us: 'a licensed therapist',
    ca: 'a counsellor or psychologist',
    au: 'a psychologist',
    nz: 'a counsellor (1737)',
    ie: 'a counsellor',
    in: 'Tele-MANAS (14416)',
    unknown: 'a talking therapist',
  },
};

/**
 * The same holes for a young person, by country: a parent or trusted adult and the school's nurse or
 * counsellor first, the doctor who refers to young people's services, and the lines for young people —
 * never an adult-only service. Sources: NHS, "Children and young people's mental health services (CAMHS)"
 * (a GP, school or the young person's own referral); NHS Talking Therapies, for adults; Kooth (kooth.com,
 * free online support for young people, NHS-commissioned); Childline (0800 1111, free, for under-19s in
 * the UK); Beat's Youthline (0808 801 0711, under 18); 988 Suicide & Crisis Lifeline (call or text, any
 * age) and the American Academy of Pediatrics on the pediatrician's and the school counselor's role; Kids
 * Help Phone (Canada, 1-800-668-6868, text 686868); headspace (Australia, 12–25) and Kids Helpline (1800
 * 55 1800); Youthline (New Zealand, 0800 376 633); Jigsaw (Ireland, 12–25) and ISPCC Childline (1800 66
 * 66 66); Childline India (1098).
 */
const YOUNG_SERVICES: Record<string, Partial<Record<Country, string>> & { unknown: string }> = {
  selfrefer: {
    uk: '(as you are under 18, tell a parent or another adult you trust and your school nurse or counsellor; your GP can refer you to CAMHS, and Kooth is free online support for young people)',
    us: '(as you are under 18, tell a parent or another adult you trust and your school counselor; your pediatrician can refer you to a therapist)',
    ca: '(as you are under 18, tell a parent or another adult you trust and your school counsellor; your family doctor can refer you, and Kids Help Phone is there any time: 1-800-668-6868, or text 686868)',
    au: '(as you are under 18, tell a parent or another adult you trust and your school counsellor; your GP can refer you, headspace is for 12–25-year-olds, and Kids Helpline is 1800 55 1800)',
    nz: '(as you are under 18, tell a parent or another adult you trust and your school counsellor; your GP can refer you, and Youthline is 0800 376 633)',
    ie: '(as you are under 18, tell a parent or another adult you trust and your school counsellor; your GP can refer you to CAMHS, Jigsaw is for 12–25-year-olds, and Childline is 1800 66 66 66)',
    in: '(as you are under 18, tell a parent or another adult you trust and your school counsellor; your doctor can refer you, and Childline is 1098)',
    unknown:
      '(as you are under 18, tell a parent or another adult you trust and your school nurse or counsellor; in the UK your GP can refer you to CAMHS and Kooth is free online support, in the US your pediatrician can refer you)',
  },
  traumahelp: {
    uk: 'a parent or your school counsellor, and your GP (who can refer you to CAMHS)',
    us: 'a parent or your school counselor, and your pediatrician',
    ca: 'a parent or your school counsellor, and your family doctor',
    au: 'a parent or your school counsellor, and your GP (headspace is for 12–25-year-olds)',
    nz: 'a parent or your school counsellor, and your GP',
    ie: 'a parent or your school counsellor, and your GP (who can refer you to CAMHS)',
    in: 'a parent or your school counsellor, and your doctor',
    unknown: 'a parent or your school counsellor, and your doctor (in the UK your GP, who can refer you to CAMHS)',
  },
  crisis: {
    uk: 'tell a parent or another adult you trust, and call Childline on 0800 1111 (free, any time, for anyone under 19), Samaritans on 116 123 or NHS 111; in danger, 999',
    us: 'tell a parent or another adult you trust, and call or text 988 (the Suicide & Crisis Lifeline, for every age); in danger, 911',
    ca: 'tell a parent or another adult you trust, and call Kids Help Phone on 1-800-668-6868 (or text 686868), or call or text 988; in danger, 911',
    au: 'tell a parent or another adult you trust, and call Kids Helpline on 1800 55 1800 (free, any time); in danger, 000',
    nz: 'tell a parent or another adult you trust, and call Youthline on 0800 376 633 (or text 234), or call or text 1737; in danger, 111',
    ie: 'tell a parent or another adult you trust, and call Childline on 1800 66 66 66 (free, any time) or Samaritans on 116 123; in danger, 112 or 999',
    in: 'tell a parent or another adult you trust, and call Childline on 1098; in danger, 112',
    unknown:
      'tell a parent or another adult you trust, and in the UK call Childline on 0800 1111 (free, any time, for anyone under 19); in the US call or text 988; elsewhere your local emergency number',
  },
  therapy: {
    us: 'talk to your school counselor',
    unknown: 'talk to your school nurse or counsellor',
  },
  therapies: {
    uk: 'your school counsellor (or CAMHS, through your GP)',
    us: 'your school counselor',
    ca: 'your school counsellor',
    au: 'your school counsellor (or headspace)',
    nz: 'your school counsellor',
    ie: 'your school counsellor (or CAMHS, through your GP)',
    in: 'your school counsellor',
    eu: 'your school counsellor',
    unknown: 'your school counsellor (or CAMHS, through your GP)',
  },
  eatinghelp: {
    uk: 'tell a parent and call Beat’s Youthline (0808 801 0711, for under-18s)',
    us: 'tell a parent and your pediatrician, and call the ANAD helpline (1-888-375-7767)',
    ca: 'tell a parent and your family doctor, and call NEDIC’s helpline (1-866-633-4220)',
    au: 'tell a parent and your GP, and call the Butterfly helpline (1800 33 4673)',
    nz: 'tell a parent and your GP',
    ie: 'tell a parent and your GP',
    in: 'tell a parent and your doctor',
    eu: 'tell a parent and your doctor',
    unknown: 'tell a parent, and in the UK call Beat’s Youthline (0808 801 0711, for under-18s)',
  },
};

/**
 * The UK's nations, where the help a plan names differs (decision 272): NHS Talking Therapies' self-referral
 * is England's; Scotland's urgent line is NHS 24 on 111 and its evening line Breathing Space; Wales has NHS
 * 111 Wales and Meic for young people; Northern Ireland has no NHS 111 (a GP's out-of-hours service) and
 * its own crisis line, Lifeline.
 */
export const NATIONS = ['england', 'scotland', 'wales', 'ni'] as const;
export type Nation = (typeof NATIONS)[number];

/** Where each nation's words are: its name, its larger towns and the services only it has. */
const NATION_PLACES: Array<[Nation, RegExp]> = [
  [
    'scotland',
    /\b(scotland|(?<=\b(?:i'?m|i am|we'?re|we are) )scottish|glasgow|edinburgh(?! fringe)|aberdeen|dundee(?! cake)|inverness|stirling|kirkcaldy|nhs scotland|nhs 24|nhs inform|highers|nat(?:ional)? ?5s?)\b/i,
  ],
  [
    'wales',
    /\b(wales|(?<=\b(?:i'?m|i am|we'?re|we are) )welsh|welsh(?= (?:school|speaker|medium))|cymru|cardiff|swansea|wrexham|aberystwyth|nhs wales|nhs 111 wales)\b/i,
  ],
  ['ni', /\b(northern ireland|belfast|derry|londonderry|lisburn|newry|county (?:antrim|down|armagh|tyrone|fermanagh)|hsc ni)\b/i],
  [
    'england',
    /\b(england|english(?= (?:town|city|county|village))|london|manchester|birmingham|leeds|liverpool|sheffield|bristol|newcastle|nottingham|leicester|yorkshire|brighton|nhs england)\b/i,
  ],
];

/** The UK nation a person's words place them in (the first named, not somewhere they are going), or undefined. */
export function nationOf(words: string): Nation | undefined {
  const text = words.replace(/[’‘`´]/g, "'");
  let found: { nation: Nation; at: number } | undefined;
  for (const [nation, pattern] of NATION_PLACES) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'gi'))) {
      if (AWAY.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      if (!found || m.index < found.at) found = { nation, at: m.index };
      break;
    }
  }
  return found?.nation;
}

/**
 * A UK nation's own help, where it is not England's (the UK entries above are written for England and for
 * a UK person whose nation is not said). Sources: NHS inform (Scotland: NHS 24 on 111, psychological
 * therapies through the GP, Breathing Space 0800 83 85 87, weekday evenings and weekends); NHS 111 Wales
 * (press 2 for mental health) and the C.A.L.L. helpline (0800 132 737); Meic (080 880 23456, Wales's
 * helpline for children and young people); nidirect (Northern Ireland: the GP and GP out-of-hours, no NHS
 * 111; Lifeline 0808 808 8000, free, any time); Samaritans (116 123) and Childline (0800 1111) UK-wide.
 */
const NATION_SERVICES: Record<Exclude<Nation, 'england'>, Record<string, string>> = {
  // Domestic abuse: Scotland's Domestic Abuse and Forced Marriage Helpline (0800 027 1234, Scottish Women's Aid),
  // Wales's Live Fear Free (0808 80 10 800, Welsh Government), Northern Ireland's Domestic and Sexual Abuse
  // Helpline (0808 802 1414, Nexus NI); Refuge's National Domestic Abuse Helpline is England's.
  scotland: {
    abuseline: 'the Domestic Abuse and Forced Marriage Helpline on 0800 027 1234 (free, any time)',
    urgentline: 'NHS 24 on 111',
    selfrefer:
      '(in Scotland your GP refers you to NHS psychological therapies; NHS 24 on 111 and NHS inform’s self-help guides are there meanwhile)',
    traumahelp: 'your GP, who can refer you to NHS psychological therapies',
    therapy: 'ask about NHS psychological therapies',
    therapies: 'NHS psychological therapies (through your GP)',
    crisis:
      'call Samaritans on 116 123 (free, any time), Breathing Space on 0800 83 85 87 (evenings and weekends) or NHS 24 on 111; in danger, 999',
  },
  wales: {
    abuseline: 'Live Fear Free on 0808 80 10 800 (free, any time)',
    urgentline: 'NHS 111 Wales',
    selfrefer: '(in Wales your GP refers you to NHS talking therapy; NHS 111 Wales, pressing 2, is there for your mental health any time)',
    traumahelp: 'your GP, who can refer you to NHS talking therapy in Wales',
    therapy: 'ask about NHS talking therapy in Wales',
    therapies: 'NHS talking therapy (through your GP)',
    crisis:
      'call Samaritans on 116 123 (free, any time), the C.A.L.L. helpline on 0800 132 737 or NHS 111 Wales and press 2; in danger, 999',
  },
  ni: {
    abuseline: 'the Domestic and Sexual Abuse Helpline on 0808 802 1414 (free, any time)',
    urgentline: 'your GP or GP out-of-hours service',
    selfrefer: '(in Northern Ireland your GP refers you to talking therapy; Lifeline, 0808 808 8000, is free any time)',
    traumahelp: 'your GP, who can refer you to talking therapy',
    therapy: 'ask about talking therapy',
    therapies: 'talking therapy (through your GP)',
    crisis: 'call Lifeline on 0808 808 8000 or Samaritans on 116 123 (both free, any time); in danger, 999',
    // Northern Ireland's own law and scheme (nidirect: Disability Discrimination Act 1995, Access to Work (NI)).
    workhelp:
      'reasonable adjustments an employer must consider (Disability Discrimination Act 1995), and Access to Work (NI) through nidirect, which can pay for equipment or support a health condition needs at work',
  },
};

/** The same for a young person in each nation: never an adult's service, and the nation's own young people's lines. */
const YOUNG_NATION_SERVICES: Record<Exclude<Nation, 'england'>, Record<string, string>> = {
  scotland: {
    selfrefer:
      '(as you are under 18, tell a parent or another adult you trust and your guidance teacher or school nurse; your GP can refer you to CAMHS, and Childline, 0800 1111, is free any time)',
    traumahelp: 'a parent or your guidance teacher, and your GP (who can refer you to CAMHS)',
    crisis:
      'tell a parent or another adult you trust, and call Childline on 0800 1111 (free, any time, for anyone under 19) or NHS 24 on 111; in danger, 999',
    therapies: 'your guidance teacher or school counsellor (or CAMHS, through your GP)',
  },
  wales: {
    selfrefer:
      '(as you are under 18, tell a parent or another adult you trust and your school counsellor — every secondary school in Wales has one; your GP can refer you to CAMHS, and Meic, 080 880 23456, is free for young people in Wales)',
    traumahelp: 'a parent or your school counsellor, and your GP (who can refer you to CAMHS)',
    crisis:
      'tell a parent or another adult you trust, and call Childline on 0800 1111 (free, any time, for anyone under 19), Meic on 080 880 23456 or NHS 111 Wales; in danger, 999',
  },
  ni: {
    selfrefer:
      '(as you are under 18, tell a parent or another adult you trust and your school counsellor; your GP can refer you to CAMHS, and Childline, 0800 1111, is free any time)',
    crisis:
      'tell a parent or another adult you trust, and call Childline on 0800 1111 (free, any time, for anyone under 19) or Lifeline on 0808 808 8000; in danger, 999',
  },
};

/**
 * The services and words of the country, as holes: `{debtadvice}` → "StepChange or National Debtline";
 * where a young person is sent for help (`{selfrefer}`, `{crisis}`), the young person's own (age.ts); in
 * the UK, the nation's own where it differs from England's (`nation`).
 */
export const servicesOf = (country: Country | undefined, young = false, nation?: Nation): Record<string, string> => {
  const own = country === 'uk' && nation && nation !== 'england' ? nation : undefined;
  return {
    ...Object.fromEntries(Object.entries(SERVICES).map(([name, by]) => [name, (country && by[country]) ?? by.unknown])),
    ...Object.fromEntries(
      Object.entries(WORDS).map(([name, by]) => [
        name,
        country === 'us' || country === 'ca' ? by[country] : (country === 'eu' && by.eu) || by.other,
      ]),
    ),
    ...Object.fromEntries(Object.entries(REFERRALS).map(([name, by]) => [name, (country && by[country]) ?? by.unknown])),
    ...(own && NATION_SERVICES[own]),
    ...(young && Object.fromEntries(Object.entries(YOUNG_SERVICES).map(([name, by]) => [name, (country && by[country]) ?? by.unknown]))),
    ...(young && own && YOUNG_NATION_SERVICES[own]),
  };
};
