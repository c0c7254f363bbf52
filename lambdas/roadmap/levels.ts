import { CATALOG, todayIn } from '../../contract';
import { affirmed, matchesAny } from './builtin/words';
import { rewordWeek } from './curricula/reword';
import type { Curriculum, CurriculumTask, Rung } from './curricula/schema';

/**
 * Levels read right (issue #36): what a person names as their target or their past, placed on the CEFR
 * ladder every language curriculum shares (A1 … C1). The curricula's own patterns name levels and
 * situations; these add the targets people name by what they want to do — a series, a novel, an exam —
 * and the starts they name by their history.
 *
 * Sources:
 * - Council of Europe, CEFR Companion Volume (2020), overall listening comprehension: B2 "can follow …
 *   most TV documentaries, films in standard language"; C1 adds "a considerable degree of slang".
 *   Understanding series or films without subtitles is therefore B2 at the least; "(B2–C1)" in the words.
 * - Graded-reader publishers (Hachette's Lire en français facile, Cideb) place unabridged short novels
 *   such as Le Petit Prince at about B1 (it is told in the passé simple); a novel read in the original is B1+.
 * - IELTS on ielts.org: band 4.0–5.0 is B1, 5.5–6.5 B2, 7.0–8.0 C1. Cambridge English: B2 First is B2,
 *   C1 Advanced C1. DELE, DELF/DALF and Goethe name their level in the exam's name.
 * - JLPT (N5 … N1), HSK (1 … 6) and TOPIK (1 … 6) publish no official CEFR mapping; the equivalences
 *   here are the approximate ones language schools use, and the plan says the exam's own name beside
 *   the level. JLPT N4 ≈ A2 and N3 ≈ B1: the Japan Foundation's Marugoto course, written on its JF
 *   Standard (itself built on the CEFR), covers at A2 (Elementary 1–2) the grammar and about 300 kanji
 *   N4 tests, and at B1 (Pre-intermediate, Intermediate) N3's; the JLPT's own "can-do" list (jlpt.jp)
 *   describes N4 as "basic Japanese" of daily life, the CEFR's A2 wording. TOPIK I is levels 1 and 2
 *   (NIIED, topik.go.kr: level 1 from 80 of 200 points, level 2 from 140), read as A1 and A2 as the
 *   King Sejong Institutes describe them; TOPIK II levels 3 to 6 as B1, B2, C1, C1. HSK 4 ≈ B1.
 * - Work: employers commonly ask for B2 for office work in the language (Goethe-Institut's B2 "Beruf" level, Cambridge's
 *   B2 First "for work and study"); "work in" a language is read higher by some curricula (C1), which wins.
 * - School: most school courses end around A2 (the CEFR's own examples of secondary outcomes); years
 *   later a learner recognises more than they can produce, so the plan starts at A1's last week, a
 *   review, and moves on to A2 — a "false beginner", as teachers say, not a first lesson.
 */
/** "TOPIK I level 2", "TOPIK grade 4", "TOPIK 4급": a TOPIK level named after the test's name. */
const topikLevel = (levels: string) => `\\btopik\\b[^,.;]{0,16}?(\\b(level|grade) ?${levels}\\b|\\b${levels} ?급)`;

const TARGETS: Record<string, string[]> = {
  A1: ['\\bjlpt ?n5\\b|\\bn5\\b', '\\bhsk ?[12]\\b', '\\btopik ?(i|1)\\b'],
  A2: ['\\bjlpt ?n4\\b|\\bn4\\b', '\\bhsk ?3\\b', '\\btopik ?2\\b', topikLevel('2')],
  B1: [
    '\\b(read|finish|get through)\\b[^,]*\\b(novels?|books?|short stories)\\b',
    'petit prince|little prince|principito|harry potter',
    '\\bjlpt ?n3\\b|\\bn3\\b',
    '\\bhsk ?4\\b',
    '\\btopik ?3\\b',
    topikLevel('3'),
    // Phone calls to an office and personal letters are B1 (CEFR Companion Volume 2020, "using
    // telecommunications": B1 "for everyday personal or professional purposes"; correspondence: B1
    // "personal letters describing experiences"); a chat with family is conversation on familiar topics.
    '\\b(phone|telephone)\\b|\\b(make|making) (phone )?calls?\\b|\\bcall(ing)? (the|my|an?) ',
    '\\b(write|writing) (letters?|e-?mails?) to\\b|\\bletters to\\b',
    '\\b(chat|talk|speak)\\b[^,.]{0,30}\\b(family|in-?laws?|relatives|grand(parents|children)|cousins)\\b',
    '\\bielts ?(4|4\\.5|5)(\\.0)?\\b',
  ],
  B2: [
    // "without subtitles" loses its denial when words are read (builtin/words.ts): a series named with no subtitles left is B2.
    '^(?![^]*subtitle)[^]*\\b(k-?dramas?|dramas?|films?|movies?|series|tv shows?|sitcoms?|anime|netflix)\\b',
    '\\bjlpt ?n2\\b|\\bn2\\b',
    '\\bhsk ?5\\b',
    '\\btopik ?4\\b',
    topikLevel('4'),
    '\\bielts\\b(?! ?(4|4\\.5|5|7|7\\.5|8|8\\.5|9)(\\.0)?\\b)',
    '\\b(b2 )?first\\b[^,]*\\b(certificate|exam|cambridge)|\\bfce\\b',
    // Work in the language: most employers ask for B2 (the Goethe-Institut and Cambridge describe B2 as the working level).
    '\\b(at|for) work\\b|\\boffice\\b|\\bcolleagues\\b|\\bmeetings?\\b|\\bworkplace\\b|\\bjob\\b',
    // Newspapers: "articles and reports concerned with contemporary problems" is B2 reading (CEFR Companion Volume 2020).
    '\\b(read|follow|understand)\\b[^,]*\\b(newspapers?|the news|news articles)\\b',
  ],
  C1: [
    '\\bjlpt ?n1\\b|\\bn1\\b',
    '\\bhsk ?6\\b',
    '\\btopik ?[56]\\b',
    topikLevel('[56]'),
    '\\bielts ?(7|7\\.5|8)(\\.0)?\\b',
    '\\bcae\\b|c1 advanced',
  ],
};

/** Starts a person names by their history: the start band goes to the rung's last week (a review), first match wins. */
const STARTS: { match: string[]; rung: string }[] = [
  {
    match: [
      '\\b(at|in) (high |secondary )?school\\b',
      '\\bschool (french|spanish|german|italian|english|japanese|chinese|korean|hindi)\\b',
      '\\byears ago\\b',
      '\\b(rusty|forgot(ten)? (most|a lot|everything))\\b',
    ],
    rung: 'A1',
  },
];

const CEFR = ['A1', 'A2', 'B1', 'B2', 'C1'];

/** The curriculum with the level readings above, for a ladder of CEFR levels; any other curriculum as it is. */
export function withLevelReadings(curriculum: Curriculum): Curriculum {
  const ladder = curriculum.ladder;
  if (!ladder || !CEFR.every((level) => ladder.rungs.some((r) => r.name === level))) return curriculum;
  const starts = STARTS.map(({ match, rung }) => ({ match, week: ladder.rungs.find((r) => r.name === rung)!.week }));
  return {
    ...curriculum,
    start: [
      ...curriculum.start.filter((band) => band.week > starts[0]!.week),
      ...starts,
      ...curriculum.start.filter((band) => band.week <= starts[0]!.week),
    ],
    ladder: { ...ladder, rungs: ladder.rungs.map((r) => ({ ...r, match: [...r.match, ...(TARGETS[r.name] ?? [])] })) },
  };
}

/**
 * What a language is for (issue #36): travel, phone calls, family, work, films and series, an exam. Its
 * topics go first in each level's practice (a curriculum's `practice.themes`) and its own tasks join the
 * practice's turn, so the weeks are spent on the person's purpose — the call they dread, the family they
 * will meet, the exam's own papers — and not only its header. A target can name several ("phone my
 * in-laws"): each adds its own; an exam names one exam.
 *
 * Sources: the CEFR's domains of language use (personal, public, occupational, educational) and the
 * Council of Europe's Threshold and Vantage specifications for the topics of each; for telephoning, the
 * CEFR Companion Volume's "understanding conversation between other people" and "telecommunications"
 * descriptors (A2: "can make simple telephone calls … an appointment"), DIN 5009 and the ICAO/NATO
 * alphabet for spelling on the phone, and NICE CG159's graded exposure (an easy real call before a
 * hard one); for family, Threshold's "relations with other people" and "personal identification"; for
 * exams, the boards' own papers: JLPT (jlpt.jp: vocabulary; grammar and reading; listening — no
 * writing or speaking), TOPIK (NIIED, topik.go.kr: TOPIK I listening and reading; TOPIK II adds
 * writing), and DELF, DELE, Goethe, IELTS, Cambridge and HSK, whose sample papers test all four skills.
 */
interface Purpose {
  name: string;
  match: string[];
  topics: Record<string, string[]>;
  /** Practice of its own, first in the turn with the rest (`{language}`: the curriculum's option). */
  tasks?: CurriculumTask[];
  /** An exam: a target names one (the first that matches), however many boards its words recall. */
  exam?: true;
  /** Practice the purpose leaves out, by the title's first word: an exam that tests no writing or speaking. */
  skips?: string[];
  /** What its practice is made of, where it differs from the curriculum's ("listening, reading, words …"). */
  kinds?: string;
  /** The check closing a practice week, where the purpose measures progress otherwise (a timed section's score). */
  milestone?: { title: string; description: string };
  /**
   * Words its tasks fill per language (`{bignumbers}` in Chinese is 万, in Hindi lakh and crore), by the
   * curriculum's option, else `default`: how a language counts and refuses is data, not a special case.
   */
  words?: Record<string, Record<string, string>>;
}

const practiceTask = (title: string, description: string, minutes = 15, difficulty: CurriculumTask['difficulty'] = 'medium') => ({
  title,
  description,
  minutes,
  difficulty,
  priority: 1,
});

/** The themes exam papers draw on at every level (DELF, DELE, Goethe, IELTS and Cambridge sample papers). */
const EXAM_TOPICS = Object.fromEntries(
  CEFR.map((level) => [
    level,
    ['education and studying abroad', 'the environment', 'work and the future', 'health and sport', 'technology and society'],
  ]),
);

/** Everyday topics the receptive-only exams (JLPT, TOPIK I) set their texts and dialogues in. */
const NOTICE_TOPICS = Object.fromEntries(
  CEFR.map((level) => [
    level,
    ['notices, timetables and short messages', 'shops, stations and public places', 'conversations at school and work'],
  ]),
);

/** An exam that tests only reading and listening: its sections, timed from past papers, and no writing or speaking practice. */
const receptiveExam = (exam: string, match: string, sections: { name: string; does: string }[], papers: string): Purpose => ({
  name: `the ${exam}’s papers`,
  exam: true,
  match: [match],
  topics: NOTICE_TOPICS,
  skips: ['Writing', 'Speaking', 'Message', 'Role-play'],
  kinds: `listening, reading, words and the ${exam}’s timed sections`,
  tasks: sections.map((section) =>
    practiceTask(
      `${section.name}: one timed ${exam} set from a past paper, marked with its answer key`,
      `${section.does} At the exam’s own timing, with no dictionary; then go through every wrong answer and make a card of what it tested. ${papers}`,
      30,
      'hard',
    ),
  ),
  milestone: {
    title: `A timed ${exam} section from a past paper, scored against last week’s`,
    description: `Take one whole section at its official time, mark it with the answer key and write the score beside last week’s: the ${exam} tests ${sections.map((s) => s.name.toLowerCase()).join(', ')}, nothing else.`,
  },
});

const PURPOSES: Purpose[] = [
  receptiveExam(
    'JLPT',
    '\\bjlpt\\b|\\bn[1-5]\\b|japanese[- ]language proficiency',
    [
      { name: 'Vocabulary (文字・語彙)', does: 'Kanji readings, spellings, words in context and paraphrases.' },
      {
        name: 'Grammar and reading (文法・読解)',
        does: 'Grammar in a sentence, sentence building, then short and mid-size passages and a notice to find information in.',
      },
      {
        name: 'Listening (聴解)',
        does: 'Task-based and point comprehension, utterances and quick responses, with the audio played once, as on the day.',
      },
    ],
    'The JLPT publishes sample questions and an official practice workbook for each level on jlpt.jp.',
  ),
  receptiveExam(
    'TOPIK I',
    '\\btopik ?(i|1)\\b(?! ?i)|\\btopik\\b[^,.;]{0,16}?\\b(level|grade) ?[12]\\b|\\btopik ?2\\b',
    [
      {
        name: 'Listening (듣기)',
        does: '30 questions in 40 minutes: short dialogues and announcements, each heard once or twice as the paper says.',
      },
      { name: 'Reading (읽기)', does: '40 questions in 60 minutes: signs, notices, messages and short texts.' },
    ],
    'NIIED publishes past TOPIK papers with their answers and audio on topik.go.kr.',
  ),
  {
    name: 'an exam',
    exam: true,
    match: [
      '\\bexam\\b|\\btest\\b|\\bpass\\b|\\bdele\\b|\\bdelf\\b|\\bdalf\\b|goethe|\\bjlpt\\b|\\bhsk\\b|\\btopik\\b|\\bielts\\b|\\btoefl\\b|cambridge|\\bcertificate\\b',
    ],
    topics: EXAM_TOPICS,
    tasks: [
      practiceTask(
        'Exam paper: one timed task from a past paper of your exam, marked with its answer key',
        'Reading, listening, writing and speaking in turn, at the exam’s own timing. The boards publish sample papers (France Éducation international for DELF, the Instituto Cervantes for DELE, the Goethe-Institut, IELTS, Cambridge, HSK, and TOPIK II’s writing on topik.go.kr).',
        30,
        'hard',
      ),
    ],
  },
  {
    name: 'trade and negotiation',
    match: [
      '\\bnegotiat|\\bsuppliers?\\b|\\bfactor(y|ies)\\b|\\bmanufactur|\\bsourcing\\b|\\bimport(s|ing|ers?)?\\b|\\bexport(s|ing|ers?)?\\b|\\bwholesale|\\btrade (fairs?|shows?)\\b|canton fair|\\bvendors?\\b|\\bb2b\\b|\\b(purchase )?orders? from\\b|\\bprocurement\\b|\\bbuying (trips?|office)\\b',
    ],
    topics: {
      A1: ['big numbers and prices', 'quantities, units and cartons', 'dates, days and deadlines', 'your company and your role'],
      A2: [
        'asking for a price and a quote',
        'percentages, discounts and deposits',
        'minimum orders and delivery times',
        'small talk with business partners',
      ],
      B1: [
        'negotiating price and quantity',
        'saying no politely and a counter-offer',
        'a factory visit: samples and quality',
        'a business dinner: toasts and small talk',
      ],
      B2: ['payment, shipping and quality terms', 'a problem with an order, firmly and politely', 'confirming in writing what was agreed'],
      C1: ['a long negotiation with concessions', 'a contract’s key clauses'],
    },
    tasks: [
      practiceTask(
        'Big numbers and prices: say 20 prices and order sizes aloud in {language}, to the tens of thousands',
        '{bignumbers} Read them from a real quote or price list (unit prices, totals, quantities); then a partner or a numbers app reads 20 out while you write them down, and you check.',
      ),
      practiceTask(
        'Quantities and units: order 10 things aloud in {language}, each with its number and unit',
        '{units} Make it your own order: the products, sizes and cartons you buy, and ask the minimum order.',
      ),
      practiceTask(
        'Percentages, discounts and deposits: say 10 terms of a deal aloud in {language}',
        '{percent} Then say a whole offer in one breath: the unit price, the quantity, the discount and the deposit.',
        10,
        'easy',
      ),
      practiceTask(
        'Dates and deadlines: ask for and agree 5 delivery dates in {language}, role-played',
        '{dates} A partner or tutor plays the factory and offers a later date each time: ask whether they can make yours.',
      ),
      practiceTask(
        'A polite no and a counter-offer: refuse 5 prices in {language} and name your own, role-played',
        '{refusal} Record it: does each no leave the next offer open?',
        15,
        'hard',
      ),
      practiceTask(
        'Business small talk: 6 questions and answers for a factory visit or a banquet in {language}',
        '{banquet} Say each aloud until it comes without thinking: it is what the first ten minutes are made of.',
      ),
    ],
    words: {
      Chinese: {
        bignumbers:
          'Chinese counts in 万 (ten thousand), not in thousands: 一万 = 10,000, 十万 = 100,000, 一百万 = 1,000,000; 百 and 千 below it (三千五百 = 3,500), 零 for a gap (一千零五 = 1,005), 两 before 千 and 万 (两万). Prices: 块 spoken, 元 written, 毛 for tenths: 十二块五 = ¥12.50.',
        units:
          'A measure word between the number and the thing: 个 (general), 件 (items, garments), 箱 (cartons), 台 (machines), 套 (sets), 批 (a batch), 吨 (tonnes), 米 (metres): 五百箱. The minimum order is 起订量: 起订量是多少？',
        percent:
          '百分之 comes first: 百分之十五 = 15%. A discount is said by what you pay: 九五折 = 5% off, 八折 = 20% off. A deposit is 定金, the balance 尾款, 含税 or 不含税 with or without VAT (增值税).',
        dates:
          'Year, month, day: 2026年3月15号. 交期 (lead time), 多少天 (how many days), 月底前 (before the month’s end), 来得及吗？ (can you make it in time?), 最晚什么时候？ (when at the latest?).',
        refusal:
          'Refuse without a flat 不: 这个价格有点儿高 (this price is a bit high), 能不能再便宜一点？, 我们再考虑一下 (we’ll think about it), 恐怕不行 (I’m afraid not). Face (面子) matters: a soft no keeps the other side’s face and the next round open.',
        banquet:
          '您贵姓？, 生意怎么样？ (how is business?), 这道菜叫什么？, 您去过…吗？; 干杯, 随意 (drink as you like), 为我们的合作干杯 (to our cooperation). The host sits facing the door, the chief guest at the host’s right.',
      },
      Japanese: {
        bignumbers:
          'Japanese counts in 万 (ten thousand): 一万 = 10,000, 十万 = 100,000, 百万 = 1,000,000; the sound changes 三百 sanbyaku, 六百 roppyaku, 八百 happyaku, 三千 sanzen, 八千 hassen. Prices in 円: 一万二千五百円.',
        units:
          'A counter after the number: 個 (pieces), 台 (machines), 箱 (boxes), セット (sets), ロット (a lot): 五百個. The minimum order is 最小ロット: 最小ロットはいくつですか。',
        percent:
          'パーセント after the number: 15パーセント; 割 for tenths: 2割引き = 20% off. 前払い (payment in advance), 手付金 (a deposit), 税込 or 税抜 (tax included or not).',
        dates:
          'Year, month, day: 2026年3月15日. 納期 (delivery date), 〜までに (by), 月末 (the end of the month), 間に合いますか (will it be in time?).',
        refusal:
          'Refuse indirectly: 少し難しいです (that is a little difficult), 検討させていただきます (let us consider it), 社内で相談します (I will discuss it internally). A plain いいえ sounds blunt.',
        banquet:
          'お世話になっております to open, business cards (名刺) given and taken with both hands, 乾杯, pouring for others and never for yourself; the guest of honour sits furthest from the door (上座).',
      },
      Korean: {
        bignumbers:
          'Korean counts in 만 (ten thousand) with Sino-Korean numbers: 만 = 10,000, 십만 = 100,000, 백만 = 1,000,000, 천 and 백 below it (삼천오백 = 3,500). Prices in 원: 만 이천 원.',
        units:
          'A counter after the number, with native numbers for small counts: 다섯 개 (pieces), 두 대 (machines), 열 박스 (boxes), 세트; Sino-Korean numbers for big ones (오백 개). The minimum order is 최소 주문 수량.',
        percent:
          '퍼센트 or 프로 after the number: 15퍼센트; 20% 할인 (a discount), 계약금 (a deposit), 부가세 포함 or 별도 (VAT included or extra).',
        dates:
          'Year, month, day: 2026년 3월 15일. 납기 (delivery date), 까지 (by), 월말 (the end of the month), 가능할까요? (would it be possible?).',
        refusal:
          'Soften a no: 좀 어려울 것 같습니다 (it seems a little difficult), 검토해 보겠습니다 (we will review it), 내부적으로 논의해 보겠습니다 (we will discuss it internally). A flat 아니요 sounds abrupt.',
        banquet:
          '잘 부탁드립니다 on meeting, two hands when pouring and receiving, turning slightly away from a senior to drink, 건배; the most senior person sits furthest from the door.',
      },
      Hindi: {
        bignumbers:
          'Hindi counts in lakh and crore: 1 लाख = 1,00,000 (a hundred thousand), 10 लाख = 1 million, 1 करोड़ = 1,00,00,000 (ten million), written with commas after the first three digits. Prices in rupees: ₹12,50,000 is साढ़े बारह लाख.',
        units:
          'The units you order in: पीस (pieces), डिब्बा (a box), कार्टन, सेट, किलो, मीटर, टन: पाँच सौ कार्टन. The minimum order: कम से कम कितना ऑर्डर?',
        percent:
          'प्रतिशत or परसेंट: 15 प्रतिशत; 20 प्रतिशत छूट (a discount), अग्रिम or एडवांस (a deposit), GST सहित or अलग (tax included or extra).',
        dates:
          'Day, month, year: 15 मार्च 2026. डिलीवरी कब तक? (delivered by when?), महीने के आख़िर तक (by the end of the month), क्या समय पर हो जाएगा? (will it be on time?).',
        refusal:
          'Soften a no: यह दाम थोड़ा ज़्यादा है (this price is a little high), थोड़ा कम हो सकता है? (could it come down a little?), हम सोचकर बताएँगे (we will think and tell you).',
        banquet:
          'जी and आप for everyone you do business with; chai and small talk before business: the journey, the family, the city; the host insists, the guest accepts the second offer.',
      },
      German: {
        bignumbers:
          'German writes 1.250,50 € (a point for thousands, a comma for decimals) and says the units before the tens: fünfundzwanzig = 25, zweitausendvierhundertachtzig = 2,480; eine Million, eine Milliarde = a billion.',
      },
      French: {
        bignumbers:
          'French writes 1 250,50 € (a space for thousands, a comma for decimals); 70 to 99 count in twenties (soixante-dix, quatre-vingts, quatre-vingt-dix; septante and nonante in Belgium and Switzerland); un milliard = a billion.',
      },
      Spanish: {
        bignumbers:
          'Spain writes 1.250,50 € and Mexico 1,250.50: check which your supplier uses. Mil for a thousand (dos mil), un millón de piezas, mil millones = a billion.',
      },
      Italian: {
        bignumbers:
          'Italian writes 1.250,50 € (a point for thousands, a comma for decimals); mille but duemila, un milione di pezzi, un miliardo = a billion.',
      },
      English: {
        bignumbers:
          'English writes 1,250.50 (a comma for thousands, a point for decimals); a billion is a thousand million; a price is said “twelve fifty” or “twelve dollars fifty”, a quantity “two and a half thousand”.',
      },
      default: {
        bignumbers:
          'Say thousands and prices as the language writes them: much of Europe writes a decimal comma and a thousands point or space (1.250,50 € in German and Spanish, 1 250,50 € in French), and reads a price with its currency after it.',
        units: 'The units you order in: pieces, boxes, cartons, pallets, sets, kilos, metres; and the minimum order quantity.',
        percent: 'Percentages, discounts and deposits as the language says them: 15%, 20% off, a 30% deposit, VAT included or extra.',
        dates:
          'Dates in the language’s order, a delivery date, a lead time in days or weeks, “by the end of the month”, “can you make it in time?”.',
        refusal:
          '“That is a little above our budget”, “could you do better if we order more?”, “let me check and come back to you”: a no with a reason and a next step, in the formal you.',
        banquet:
          'The trip, the city, the food, the company’s history; titles and the formal you until the other side offers the familiar one; a toast at a business meal.',
      },
    },
  },
  {
    name: 'phone calls',
    match: [
      '\\bphone|\\btelephon|\\b(make|making|take|taking|answer|answering) (a |the )?calls?\\b|\\bcall(ing)? (the|my|a|an)\\b|\\bcalls\\b',
    ],
    topics: {
      A1: ['your name, number and address on the phone', 'spelling your name and e-mail aloud'],
      A2: ['making an appointment by phone', 'calling about a problem at home', 'asking someone to repeat or slow down'],
      B1: [
        'calling an office about an appointment',
        'calling your landlord about a repair',
        'changing or cancelling by phone',
        'leaving a voicemail',
      ],
      B2: [
        'a complaint by phone, politely and firmly',
        'calling an office about a letter or a form',
        'a phone call with two people talking',
        'calling about a bill or a contract',
      ],
      C1: ['negotiating by phone', 'a difficult call about bad news or a dispute'],
    },
    tasks: [
      practiceTask(
        'Call script: write this week’s call in {language}, line by line, and read it aloud twice',
        'Who you are, why you call, your details, two questions, how you close. Write what the other side will probably say at each step, and your answer to it: a call with a script is a call you can rehearse.',
      ),
      practiceTask(
        'Spelling on the phone: spell your name, street and e-mail aloud in {language} the way offices ask',
        'Use the spelling alphabet of the language (German: DIN 5009, “A wie Anton”; others: their own, or the international Alfa, Bravo), and say your number in pairs as people there do. Record it and check every letter.',
        10,
        'easy',
      ),
      practiceTask(
        'Repair phrases: learn 6 ways to ask someone to repeat, slow down or spell in {language}',
        '“Could you repeat that?”, “More slowly, please”, “How do you spell that?”, “Did you say the 14th?”, “One moment, I’m writing it down”, “I’m learning {language}: please speak slowly”. Say each aloud until it comes without thinking.',
        10,
        'easy',
      ),
      {
        ...practiceTask(
          'Role-played call: make this week’s call with a partner or tutor, back to back, recorded',
          'Sit back to back or use a real phone, so there is no face to read. They play the office or the landlord and throw in one surprise (a question, a date that does not work). Listen back: where did you freeze, and which repair phrase would have helped?',
          20,
          'hard',
        ),
        makes: ['rehearsed call'],
      },
      {
        ...practiceTask(
          'Real call: make the next call on your list in {language}, easiest first',
          'Make a list from easy to hard — a recorded message, opening hours, booking a table, then the office or the landlord — and make the next call on it. Rate your nerves 0 to 10 before and after: the number falls each time (graded exposure). Keep your script and repair phrases in front of you.',
          10,
          'hard',
        ),
        // A call rehearsed before the first real one (graded exposure): the planner puts the role-play first.
        uses: ['rehearsed call'],
      },
    ],
    milestone: {
      title: 'A call in {language} about {theme}, role-played or real, recorded: against last week’s',
      description:
        'Make the call from your script without reading it, recorded (with their consent if it is real). Play last week’s: note one moment you handled better and one repair phrase to use next time.',
    },
  },
  {
    name: 'family and in-laws',
    match: [
      // Not someone else's family met at work: "my patients' families" is work.
      "(?<!(patients?|clients?|customers?|students?|pupils?)[’']? )\\bfamil(y|ies)\\b|in-?laws?\\b|\\brelatives\\b|\\bgrand(children|kids|parents|ma|pa|mother|father)\\b|\\bcousins?\\b|\\bnieces?\\b|\\bnephews?\\b|\\bwedding\\b",
    ],
    topics: {
      A1: ['your family and your in-laws', 'greeting the family, politely and warmly', 'wishes and thanks at a family celebration'],
      A2: ['compliments and thanks at a family meal', 'a holiday or a wedding in the family', 'telling the family about your week'],
      B1: ['family news and stories', 'a toast and good wishes at a celebration', 'family traditions'],
      B2: ['how families and traditions change', 'a family disagreement, tactfully'],
      C1: ['humour and teasing at the family table', 'speaking at a family occasion'],
    },
    tasks: [
      practiceTask(
        'Family words: the {language} words for the family you will meet, named on a photo',
        'Mother-in-law, son-in-law, grandchildren, cousins, godparents — the words the family uses, which may differ from the textbook’s (ask them). Say who each person in a family photo is, aloud.',
      ),
      practiceTask(
        'Polite address: greet five family members aloud in {language}, each as you would address them',
        'The formal you for elders and in-laws you do not know well, the familiar one where they offer it; how to ask what to call them. Greet, ask one question each and answer the question they would ask you.',
      ),
      practiceTask(
        'Celebration phrases: 5 {language} phrases for the next family occasion, said aloud',
        'Good wishes for the holiday, a wedding or a birthday, a short toast, thanks for the meal and a compliment to the cook — the ones that family actually says. Learn them by heart: they are the sentences you will be remembered by.',
        10,
        'easy',
      ),
    ],
  },
  {
    name: 'work',
    match: [
      '\\b(at|for) work\\b|\\boffice\\b|\\bcolleagues\\b|\\bmeetings?\\b|\\bworkplace\\b|\\bjob\\b|\\bbusiness\\b|\\bwork (in|using)\\b|\\bprofessional|\\b(patients|clients|customers)\\b|\\b(clinic|hospital|ward)\\b',
    ],
    topics: {
      A1: ['introducing yourself at work', 'your job and your workplace'],
      A2: ['short e-mails to a colleague', 'phone calls and appointments at work'],
      B1: ['giving your opinion in meetings', 'formal and informal address at work', 'small talk in the office'],
      B2: ['presenting your work', 'disagreeing politely in a meeting', 'formal e-mails and reports'],
      C1: ['register, from a chat message to a report', 'leading a meeting'],
    },
  },
  {
    name: 'films and series',
    match: ['\\b(k-?dramas?|dramas?|films?|movies?|series|tv|shows?|anime|netflix|cinema|podcasts?)\\b'],
    topics: {
      A1: ['the opening minutes of a children’s series, with subtitles in the language'],
      A2: ['a scene of a series you like, with subtitles in the language'],
      B1: ['what each character wants in a scene', 'slang and contractions in dialogue'],
      B2: ['an episode without subtitles, then with', 'retelling a plot in your own words', 'fast, overlapping dialogue'],
      C1: ['humour and wordplay on screen', 'regional accents in films'],
    },
  },
  {
    name: 'travel',
    match: [
      '\\btravel|\\btrip\\b|holiday|vacation|backpack|\\bvisit|\\bdirections\\b|\\b(ask|find)(ing)? (for )?the way\\b|\\border(ing)? (food|a meal|meals|drinks?)\\b|\\brestaurants?\\b|\\bhotel',
    ],
    topics: {
      A1: [
        'ordering food and drink',
        'asking the way and following directions',
        'at the airport and the station',
        'checking in at a hotel',
      ],
      A2: ['ordering and paying', 'asking the way', 'a problem on holiday'],
      B1: ['booking and changing a trip', 'talking with locals about their town'],
      B2: ['a complaint about a trip, politely', 'the history and culture of a place you visit'],
      C1: ['travel writing and local press'],
    },
    tasks: [
      practiceTask(
        'Directions: ask the way in {language} on a real map of where you are going, then give it back',
        'Pick a station and a place you want to see there. Say the question aloud (excuse me, where is …, is it far?), then listen to a recorded answer or a partner’s and trace it on the map: straight on, the second on the left, opposite, next to. Then give the way back from the place to the station.',
      ),
      practiceTask(
        'Ordering: order a meal aloud in {language} from a real menu of the place you are going',
        'Read the menu, ask one question about a dish, say what you would like and one thing you cannot eat, then ask for the bill and pay. Both parts aloud, or with a partner playing the waiter.',
      ),
    ],
  },
];

/** The purposes a language target names, in the order above; only the first exam that matches. */
export function purposesOf(targetLevel: string): Purpose[] {
  const words = targetLevel.toLowerCase();
  const named = PURPOSES.filter((p) => matchesAny(p.match, words));
  const exam = named.find((p) => p.exam);
  return named.filter((p) => !p.exam || p === exam);
}

/** Its language's name in a purpose's text, and the purpose's words for that language (`{bignumbers}`). */
const inLanguage = (text: string, language: string, purpose?: Purpose) => {
  const said = (key: string) => purpose?.words?.[language]?.[key] ?? purpose?.words?.default?.[key];
  return text.replaceAll('{language}', language).replace(/\{(\w+)\}/g, (hole, key: string) => said(key) ?? hole);
};

/**
 * A language curriculum with the purposes' topics first in each level's practice, their tasks first in
 * its turn, and what they leave out left out; any other curriculum as it is.
 */
export function withPurpose(curriculum: Curriculum, targetLevel: string): Curriculum {
  const themes = curriculum.practice?.themes;
  const purposes = purposesOf(targetLevel);
  if (!themes || !purposes.length || !curriculum.practice) return curriculum;
  const language = curriculum.option;
  const dated = deadlineOf(targetLevel, todayIn('UTC')) !== undefined;
  const skips = purposes.flatMap((p) => p.skips ?? []);
  const kept = (tasks: readonly CurriculumTask[]) => tasks.filter((t) => !skips.includes(t.title.split(':')[0]!));
  const own = purposes.flatMap((p) =>
    (p.tasks ?? []).map((t) => ({ ...t, title: inLanguage(t.title, language, p), description: inLanguage(t.description, language, p) })),
  );
  const check = purposes.find((p) => p.milestone)?.milestone;
  const kinds = purposes.find((p) => p.kinds)?.kinds;
  const milestone = check && { title: inLanguage(check.title, language), description: inLanguage(check.description, language) };
  return {
    ...curriculum,
    practice: {
      ...curriculum.practice,
      tasks: [...own, ...kept(curriculum.practice.tasks)],
      ...(milestone && { milestone }),
      ...(kinds && { kinds }),
      themes: {
        ...themes,
        levels: themes.levels.map((level, k, all) => {
          // With a date to meet, the next level's topics of the purpose come early too: the weeks until then are all on it.
          const rungs = [...level.rungs, ...(dated ? (all[k + 1]?.rungs ?? []) : [])];
          const first = [...new Set(purposes.flatMap((p) => rungs.flatMap((r) => p.topics[r] ?? [])))];
          const tasks = level.tasks && kept(level.tasks);
          return { ...level, ...(tasks && { tasks }), topics: [...first, ...level.topics.filter((t) => !first.includes(t))] };
        }),
      },
    },
  };
}

/**
 * Where a person is, read from what they already do in the language (issue #36, round 7): "I read
 * technical documentation in English every day" is not a beginner, "I know about 100 kanji" has
 * learnt kana and N5's kanji, a heritage speaker "who understands but cannot read" hears far more than
 * they read, and "two years of evening classes" are hours already studied. Each reading places the
 * start on the curriculum's own ladder, says in the plan how it was read (skills apart where they
 * differ), and turns its practice towards the skills behind.
 *
 * Sources, beside each figure:
 * - CEFR Companion Volume (2020): reading for information and argument, B2 "can understand articles and
 *   reports concerned with contemporary problems … specialised articles outside their field, provided
 *   they can use a dictionary"; overall listening B1 "can understand the main points of clear standard
 *   speech on familiar matters regularly encountered" (the talk of a family home).
 * - Vocabulary size by level: Milton and Alexiou (2009), "Vocabulary size and the Common European
 *   Framework of Reference for Languages" (learners of English and French): about 1,500 words at A1's
 *   top, 2,500 at A2's, 3,000 at B1's, 3,750 at B2's, 4,500 at C1's — approximate, as the authors say.
 * - Kanji by JLPT level: the JLPT publishes no list since 2010; the lists of the old test, which
 *   schools still use, give about 100 kanji for N5, 300 for N4, 650 for N3, 1,000 for N2 and 2,000 for
 *   N1 (read as A1 … C1 as above: N5 ≈ A1, N4 ≈ A2, N3 ≈ B1).
 * - Characters by HSK level (HSK 2.0, Hanban's syllabus): 174 for HSK 1, 347 for HSK 2, 617 for HSK 3,
 *   1,064 for HSK 4, 1,685 for HSK 5, 2,663 for HSK 6 (HSK 2 ≈ A1, 3 ≈ A2, 4 ≈ B1, 5 ≈ B2, 6 ≈ C1, as above).
 * - A year of classes: a school or evening-class year is about 60–100 hours of lessons (two or three
 *   hours a week over 30 to 36 weeks); read as 80, set against the ladder's own guided hours (Cambridge,
 *   scaled by the FSI's difficulty), so a year of Japanese counts for less than a year of Spanish.
 * - Heritage speakers: the US National Heritage Language Resource Center (UCLA) and Polinsky and Kagan
 *   (2007), "Heritage languages: in the 'wild' and in the classroom": heritage speakers understand far more
 *   than they can read or write, and are taught literacy and register, not the first words.
 */
export interface Placement {
  /** The start band's week (1-based, as `start` bands count). */
  week: number;
  /** How it was read, said first in the plan: what they do, the level it means, where the plan starts. */
  say: string;
  /** Practice that turns the weeks towards the skills behind (first in the turn). */
  tasks: CurriculumTask[];
  /** Practice left out, by its title's first word: the skill they already have. */
  skips: string[];
}

/** Options written in a script of their own, with the week (0-based) that starts teaching it for reading. */
const SCRIPTS: Record<string, { script: string; week: number; skipped?: string }> = {
  Chinese: {
    script: 'characters',
    week: 1,
    skipped: 'the pinyin-and-tones week: you will meet pinyin as the spelling of sounds you already say',
  },
  Japanese: { script: 'kana and kanji', week: 0 },
  Korean: { script: 'Hangul', week: 0 },
  Hindi: { script: 'Devanagari', week: 0 },
};

/** Counts that mean a level reached, per kind of thing counted (sources above). */
const COUNTS: { match: RegExp; options?: string[]; reached: Record<string, number>; what: string }[] = [
  { match: /\bkanji\b/, options: ['Japanese'], reached: { A1: 100, A2: 300, B1: 650, B2: 1000, C1: 2000 }, what: 'kanji' },
  {
    match: /\b(characters|hanzi|han ?zi)\b/,
    options: ['Chinese'],
    reached: { A1: 347, A2: 617, B1: 1064, B2: 1685, C1: 2663 },
    what: 'characters',
  },
  { match: /\b(words|vocabulary|vocab)\b/, reached: { A1: 1500, A2: 2500, B1: 3000, B2: 3750, C1: 4500 }, what: 'words' },
];

/** Hours of lessons a year of classes is read as (sources above). */
const HOURS_A_YEAR = 80;

/** "two", "10", "1,500" as a number (NUMBERS below: the words a count is said in). */
const numberOf = (said: string) => NUMBERS[said] ?? Number(said.replace(/,/g, ''));

const EXAM_LEVELS: Record<string, string[]> = {
  A1: ['\\bjlpt ?n5\\b|\\bn5\\b', '\\bhsk ?[12]\\b', topikLevel('1'), '\\b(delf|dele|goethe|telc)\\b[^,.;]{0,12}\\ba1\\b'],
  A2: [
    '\\bjlpt ?n4\\b|\\bn4\\b',
    '\\bhsk ?3\\b',
    topikLevel('2'),
    '\\b(delf|dele|goethe|telc)\\b[^,.;]{0,12}\\ba2\\b',
    '\\ba2 key\\b|\\bket\\b',
  ],
  B1: [
    '\\bjlpt ?n3\\b|\\bn3\\b',
    '\\bhsk ?4\\b',
    topikLevel('3'),
    '\\b(delf|dele|goethe|telc)\\b[^,.;]{0,12}\\bb1\\b',
    '\\bpet\\b|b1 preliminary',
  ],
  B2: [
    '\\bjlpt ?n2\\b|\\bn2\\b',
    '\\bhsk ?5\\b',
    topikLevel('4'),
    '\\b(delf|dele|goethe|telc)\\b[^,.;]{0,12}\\bb2\\b',
    '\\bfce\\b|b2 first',
  ],
  C1: [
    '\\bjlpt ?n1\\b|\\bn1\\b',
    '\\bhsk ?6\\b',
    topikLevel('[56]'),
    '\\b(dalf|dele|goethe|telc)\\b[^,.;]{0,12}\\bc1\\b',
    '\\bcae\\b|c1 advanced',
  ],
};

/** The rung a number of study hours reaches on the ladder, and how far into the next (0 … 1). */
function byHours(rungs: readonly Rung[], hours: number): { reached?: Rung; into: number } {
  let total = 0;
  let reached: Rung | undefined;
  for (const rung of rungs) {
    if (total + rung.hours! > hours) return { ...(reached && { reached }), into: (hours - total) / rung.hours! };
    total += rung.hours!;
    reached = rung;
  }
  return { ...(reached && { reached }), into: 0 };
}

/**
 * The start a person's history or practice places them at, on a CEFR ladder of hours, or undefined when
 * their words name none of it (or name a level themselves: "B1" is their own reading). `week` counts as
 * start bands do: `rung.week + 1` starts past a rung, `rung.week` at its last week (a review).
 */
export function placementOf(curriculum: Curriculum, currentLevel: string): Placement | undefined {
  const rungs = curriculum.ladder?.rungs ?? [];
  if (curriculum.ladder?.basis !== 'hours' || !CEFR.every((level) => rungs.some((r) => r.name === level))) return undefined;
  const written = currentLevel.toLowerCase().replace(/[’‘`´]/g, "'");
  const words = affirmed(currentLevel);
  if (/\b[abc][12]\b/.test(words.replace(/\b(delf|dalf|dele|goethe|telc)\b[^,.;]{0,12}\b[abc][12]\b/g, ''))) return undefined;
  const language = curriculum.option;
  const rung = (name: string) => rungs.find((r) => r.name === name)!;
  const past = (r: Rung) => Math.min(curriculum.weeks.length, r.week + 1);
  // Within a rung: the week its share reached points at, at least its first.
  const within = (r: Rung | undefined, into: number) => {
    const from = r ? r.week : 0;
    const next = rungs[r ? rungs.indexOf(r) + 1 : 0]!;
    return from + 1 + Math.floor(into * (next.week - from));
  };
  const lang = (text: string) => text.replaceAll('{language}', language);

  // Only in this language: "I work in marketing" or "I read the news in English" on Japanese places nothing.
  const named = `(?:${language.toLowerCase()}${language === 'Chinese' ? '|mandarin' : ''})`;
  const inIt = new RegExp(`\\b${named}\\b`).test(words);
  // A heritage speaker: they hear it at home, and may not read it at all — in this language, not another
  // the same clause names ("my parents speak English at home" on French).
  const HERITAGE =
    /\b(grew up|growing up|raised)\b[^.]{0,60}\b(speak|speaking|hear|hearing|with|in)\b|\bheritage\b|\bmy (parents|mum|mom|mother|dad|father|grandparents?|grandma|grandmother|family) (speaks?|spoke|talks?|talked)\b|\bat home\b[^.]{0,30}\b(speak|spoke|spoken|hear|heard)\b|\b(speak|spoke|spoken|hear|heard)\b[^.]{0,30}\bat home\b/;
  const heard = written.split(/[,;.!?\n]+/).find((clause) => HERITAGE.test(clause));
  const another = (clause: string) =>
    !new RegExp(`\\b${named}\\b`).test(clause) &&
    [...LANGUAGE_OPTIONS, ...OTHER_LANGUAGES.map((l) => l.name)].some(
      (o) => o !== language && new RegExp(`\\b${o.toLowerCase()}\\b`).test(clause),
    );
  if (heard !== undefined && !another(heard)) {
    const script = SCRIPTS[language];
    // Reading denied ("can't read", "never learnt to read"), not writing alone: "reads slowly, can't write" reads.
    const reads = !/\b(can'?t|cannot|can not|never learn(ed|t)? to|don'?t|unable to|not) read\b|\billiterate\b/.test(written);
    const week = script && !reads ? script.week + 1 : past(rung('A1'));
    const start = curriculum.weeks[week - 1]!.title;
    return {
      week,
      say: lang(
        `Placed from what you said: you grew up hearing {language}, so you understand much more than you ${reads ? 'write' : 'read'} — listening about B1 from home (the CEFR’s “main points of clear speech on familiar matters”), speaking a little below, ${reads ? 'reading and writing behind them' : 'reading and writing from zero'}. The plan starts at “${start}”${script && !reads ? `, where ${script.script} begin${script.skipped ? `, past ${script.skipped}` : ''}` : ', past the first words'}; its practice puts reading and writing what you already say first. Tell a teacher you are a heritage speaker: heritage classes teach literacy and register, and move faster than these hours.`,
      ),
      tasks: [
        practiceTask(
          lang('Read aloud: a short {language} text on {theme}, marking the words you know by ear but cannot yet read'),
          lang(
            'Choose a text in words you already say at home (a children’s book, a recipe, a message from family). Read it aloud, underline every word you knew by ear but could not read, and make a card of each.',
          ),
          20,
        ),
        practiceTask(
          lang('Write what you say: 5 sentences in {language} you would say at home about {theme}, written, then checked'),
          lang(
            'Say each sentence aloud first, then write it. Check the spelling with a dictionary or a family member who writes it, and copy each corrected word twice.',
          ),
        ),
        practiceTask(
          lang('Register: say one thing you would tell your family about {theme} as you would to a stranger or at work'),
          lang(
            'Home {language} is often the familiar register only. Find the polite forms of the words you used (a teacher, a textbook, a news clip) and say both versions aloud.',
          ),
          10,
        ),
      ],
      skips: ['Listening'],
    };
  }

  // Things counted: kanji, characters, words.
  for (const count of COUNTS) {
    if (count.options && !count.options.includes(language)) continue;
    const found = new RegExp(`\\b(\\d[\\d,]*)\\s*(?:\\+\\s*)?(?:[a-z]+\\s+){0,2}?${count.match.source}`).exec(words);
    if (!found) continue;
    const n = numberOf(found[1]!);
    const reached = [...CEFR].reverse().find((level) => n >= count.reached[level]!);
    const week = reached ? past(rung(reached)) : within(undefined, Math.min(0.99, n / count.reached.A1!));
    const start = curriculum.weeks[week - 1]!.title;
    return {
      week,
      say: lang(
        `Placed from what you said: about ${n} ${count.what} is ${reached ? `past ${reached}` : 'part of the way through A1'} (${count.what === 'kanji' ? 'the old JLPT lists: about 100 for N5, 300 for N4, 650 for N3' : count.what === 'characters' ? 'HSK 2.0: 347 characters by HSK 2, 617 by HSK 3, 1,064 by HSK 4' : 'Milton and Alexiou: about 1,500 words at A1, 2,500 at A2, 3,000 at B1'}), so the plan starts at “${start}”${count.what === 'kanji' ? ', with the kana taken as known' : ''}. If your speaking is behind what you read, say so and choose an earlier start.`,
      ),
      tasks: [],
      skips: [],
    };
  }

  // An exam passed, or sat: its level reached (the equivalences above).
  const exam = [...CEFR].reverse().find((level) => matchesAny(EXAM_LEVELS[level]!, words));
  if (exam) {
    const preparing = /\b(preparing|studying|revising|working) (for|towards)\b|\bfor the\b/.test(words);
    const r = preparing ? rungs[rungs.indexOf(rung(exam)) - 1] : rung(exam);
    const week = r ? past(r) : 1;
    return {
      week,
      say: lang(
        `Placed from what you said: ${preparing ? `preparing for an exam at ${exam}, so past ${r?.name ?? 'the first lessons'}` : `an exam at ${exam} passed`}, so the plan starts at “${curriculum.weeks[week - 1]!.title}”.`,
      ),
      tasks: [],
      skips: [],
    };
  }

  // Using it: at work, or reading or watching in it every day. Reading runs ahead of speaking.
  const worksIn = new RegExp(
    `\\b(work|working|worked) (in|using|with) ${named}\\b|\\b(use|using|speak|speaking|write|writing) ${named}\\b[^.]{0,30}\\b(at|for) work\\b|\\bmy job is in ${named}\\b`,
  ).test(words);
  const reading = inIt
    ? /\b(read|reads|reading)\b[^.]{0,60}\b(documentation|docs|manuals?|papers|articles|news|newspapers|reports|specifications|specs|blogs?)\b/.exec(
        words,
      )
    : null;
  // Watching counts without subtitles only ("with English subtitles" is reading English); the denial is in the words as written.
  const watching =
    inIt &&
    /\b(watch|watching)\b[^.]{0,40}\b(films?|movies?|series|shows?|youtube|news|dramas?|anime)\b/.test(words) &&
    /\b(without|no) (\w+ )?subtitles\b/.test(written);
  if (worksIn || reading || watching) {
    // Its material starts past the rung below: B2's for work, B1's for a reader or a viewer.
    const at = worksIn ? rung('B2') : rung('B1');
    const week = past(rungs[rungs.indexOf(at) - 1]!);
    const what = worksIn
      ? 'you use {language} at work, which employers set at about B2'
      : reading
        ? `you read ${reading[2]} in {language}: reading at about B2 (the CEFR’s “articles and reports … specialised articles”)`
        : 'you watch in {language}: listening ahead of speaking';
    return {
      week,
      say: lang(
        `Placed from what you said: ${what}. Understanding runs ahead of speaking for most people who use a language this way, so the plan starts at ${at.name}’s material (“${curriculum.weeks[week - 1]!.title}”) and its practice puts speaking and writing first${reading ? ', with your reading as their material' : ''}.`,
      ),
      tasks: [
        practiceTask(
          lang(
            `Read, then say: explain aloud in {language}, for 2 minutes, something you ${reading ? 'read' : worksIn ? 'did at work' : 'watched'} this week on {theme}, recorded`,
          ),
          lang(
            'No notes beyond five key words. Play it back and write down the three words or structures you reached for and did not have; use each in a sentence tomorrow.',
          ),
          15,
        ),
      ],
      // The skill they use every day is practised there: a reader's reading, a worker's or a viewer's listening.
      skips: reading ? ['Reading'] : ['Listening'],
    };
  }

  // Years of classes: hours studied against the ladder's hours; years ago, a review of the level reached.
  // Years of study, not of anything: "10 years of experience as a developer" is not classes.
  const COUNT = '(\\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)';
  const years = new RegExp(
    `\\b${COUNT} (?:school |full )?years? (?:of (?:classes|lessons|study|studying|school|evening classes|night school|${named}|it)\\b|studying|learning|at school|in school)|\\b(?:studied|learned|learnt|took|did|had)\\b[^,.;]{0,30}\\bfor ${COUNT} years?\\b`,
  ).exec(words);
  if (years) {
    const count = numberOf((years[1] ?? years[2])!);
    const ago = /\b(years ago|long ago|ago|rusty|forgot(ten)?|since then|a long time)\b/.test(written);
    const found = byHours(rungs, count * HOURS_A_YEAR);
    // School lessons, however many years, end around A2 (the CEFR's own examples of secondary outcomes).
    const school = /\bschool\b/.test(written) && rungs.indexOf(found.reached ?? rungs[0]!) > rungs.indexOf(rung('A2'));
    const { reached, into } = school ? { reached: rung('A2'), into: 0 } : found;
    const week = ago ? (reached ? reached.week : 1) : reached && into === 0 ? past(reached) : within(reached, into);
    const start = curriculum.weeks[Math.min(curriculum.weeks.length, week) - 1]!.title;
    return {
      week: Math.min(curriculum.weeks.length, week),
      say: lang(
        `Placed from what you said: ${count} ${count === 1 ? 'year' : 'years'} of classes is about ${count * HOURS_A_YEAR} hours (a school or evening-class year is 60–100), ${reached ? `past ${reached.name}` : 'part of the way through A1'} on this ladder${school ? ', as far as most school courses go' : ''}${ago ? '; years later much of it is recognised rather than produced, so the plan starts with a review' : ''}: “${start}”.`,
      ),
      tasks: [],
      skips: [],
    };
  }
  return undefined;
}

/** The curriculum started where `placementOf` reads the person, said first, its practice turned towards the skills behind. */
export function withPlacement(curriculum: Curriculum, currentLevel: string): Curriculum {
  const placed = placementOf(curriculum, currentLevel);
  if (!placed) return curriculum;
  const practice = curriculum.practice;
  return {
    ...curriculum,
    start: [{ match: ['^'], week: placed.week }, ...curriculum.start],
    warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: placed.say }],
    ...(practice && {
      // Last in the turn: a short day opens with the first task that fits, and one placed first would open most of them.
      practice: { ...practice, tasks: [...practice.tasks.filter((t) => !placed.skips.includes(t.title.split(':')[0]!)), ...placed.tasks] },
    }),
  };
}

/**
 * Languages a target may name that a catalogue language does not teach, with what the option can still
 * give where the two are close. Sources: the Liber Usualis and choir practice (Church Latin is sung in
 * the Italianate pronunciation most choirs use for a Mass or a Requiem); Ethnologue's lexical similarity
 * (Portuguese–Spanish about 89%, Catalan–Spanish about 85%); the Hindustani continuum of spoken Hindi
 * and Urdu (the Government of India's and Pakistan's standard registers differ in script and learned
 * words); Cantonese and Mandarin share the written standard (traditional characters in Hong Kong) but not speech.
 */
const OTHER_LANGUAGES: { name: string; match: string; gives?: Record<string, string> }[] = [
  {
    name: 'Latin',
    match: '\\blatin\\b(?! ?america)',
    gives: {
      Italian:
        'What it can still give: Church Latin is sung with Italian sounds (the Italianate pronunciation most choirs use for a Mass or a Requiem), so its sounds week serves the singing, and many Latin words live on in Italian; for the meaning, a word-by-word translation of the text, and your choir director’s pronunciation guide.',
      Spanish:
        'What it can still give: many Latin words live on in Spanish, which helps with meaning; not the Latin grammar or its pronunciation.',
      French:
        'What it can still give: many Latin words live on in French, which helps with meaning; not the Latin grammar or its pronunciation.',
    },
  },
  {
    name: 'Portuguese',
    match: '\\bportuguese\\b|\\bbrazil(ian)?\\b|\\bportugal\\b|\\blisbon\\b|\\bs[aã]o paulo\\b|\\brio de janeiro\\b',
    gives: {
      Spanish:
        'What it can still give: Spanish and Portuguese share most of their words and grammar (Ethnologue puts their lexical similarity near 89%), so written Portuguese becomes partly readable and Spanish is often understood there; their sounds differ a great deal, so listening and speaking Portuguese need lessons of their own.',
    },
  },
  {
    name: 'Catalan',
    match: '\\bcatalan\\b',
    gives: {
      Spanish:
        'What it can still give: Spanish is spoken by almost everyone in Catalonia and shares much of Catalan’s vocabulary, so it serves daily life there; Catalan itself needs lessons of its own.',
    },
  },
  {
    name: 'Urdu',
    match: '\\burdu\\b',
    gives: {
      Hindi:
        'What it can still give: everyday spoken Hindi and Urdu are close to one language (Hindustani), so its listening and speaking carry over; Urdu is written in the Perso-Arabic script, which this plan does not teach, and its learned words differ.',
    },
  },
  {
    name: 'Cantonese',
    match: '\\bcantonese\\b',
    gives: {
      Chinese:
        'What it can still give: Cantonese is written with the same characters (traditional ones in Hong Kong), so the reading carries over; its sounds, tones and everyday words differ, so speaking and listening do not.',
    },
  },
  ...[
    'Russian',
    'Arabic',
    'Dutch',
    'Greek',
    'Hebrew',
    'Turkish',
    'Polish',
    'Swedish',
    'Vietnamese',
    'Thai',
    'Tagalog',
    'Swahili',
    'Persian',
    'Farsi',
    'Welsh',
    'Irish',
    'Ukrainian',
    'Bengali',
    'Punjabi',
    'Tamil',
  ].map((name) => ({ name, match: `\\b${name.toLowerCase()}\\b` })),
];

const LANGUAGE_OPTIONS = CATALOG.find((c) => c.id === 'languages')?.options ?? [];

/**
 * A target in another language than the option's ("the Latin of Mozart's Requiem" on Italian,
 * "Portuguese in Lisbon" on Spanish) is said plainly, first: the option teaches its own language, what
 * it can still give towards the other, and where the other is taught (its own option, or a custom goal).
 * A target that names the option's own language too ("Spanish with my Portuguese colleagues") is read as the option's.
 */
export function withOtherLanguage(curriculum: Curriculum, targetLevel: string): Curriculum {
  const option = curriculum.option;
  if (!LANGUAGE_OPTIONS.includes(option)) return curriculum;
  const target = affirmed(targetLevel);
  const names = (name: string) => new RegExp(`\\b${name.toLowerCase()}\\b`).test(target);
  const own = names(option) || (option === 'Chinese' && /\bmandarin\b/.test(target));
  if (own) return curriculum;
  const other =
    OTHER_LANGUAGES.find((l) => new RegExp(l.match).test(target)) ??
    LANGUAGE_OPTIONS.filter((o) => o !== option && names(o)).map((name) => ({ name, match: '', gives: undefined }))[0];
  if (!other) return curriculum;
  const elsewhere = LANGUAGE_OPTIONS.includes(other.name)
    ? `${other.name} has an option of its own in the catalogue.`
    : `For ${other.name} itself, add a custom goal in your own words.`;
  const say = `Your target is in ${other.name}, and this plan teaches ${option}: it does not teach ${other.name}. ${other.gives?.[option] ?? ''} ${elsewhere}`;
  return { ...curriculum, warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: say.replace(/\s+/g, ' ') }] };
}

/** A practice task or check with `fill` applied to its words. */
const reworded = <T extends { title: string; description: string }>(t: T, fill: (text: string) => string): T => ({
  ...t,
  title: fill(t.title),
  description: fill(t.description),
});

/**
 * The curriculum in the variety the person's words name (Latin American Spanish for "my in-laws in
 * Mexico"), said first as a warning is: every task's text with the variety's rewrites applied, from the
 * curriculum's own data (`varieties`); any other curriculum, or words that name none, as it is.
 */
export function withVariety(curriculum: Curriculum, words: string): Curriculum {
  const variety = curriculum.varieties?.find((v) => matchesAny(v.match, affirmed(words)));
  if (!variety) return curriculum;
  const fill = (text: string) => variety.rewrite.reduce((said, { from, to }) => said.replaceAll(from, to), text);
  const practice = curriculum.practice;
  return {
    ...curriculum,
    warnings: [...(curriculum.warnings ?? []), { match: ['^'], say: variety.say }],
    weeks: curriculum.weeks.map((week) => rewordWeek(week, fill)),
    ...(practice && {
      practice: {
        ...practice,
        tasks: practice.tasks.map((t) => reworded(t, fill)),
        milestone: reworded(practice.milestone, fill),
        ...(practice.themes && {
          themes: {
            ...practice.themes,
            levels: practice.themes.levels.map((l) => ({ ...l, ...(l.tasks && { tasks: l.tasks.map((t) => reworded(t, fill)) }) })),
          },
        }),
      },
    }),
  };
}

/**
 * A language curriculum for this person's words: the levels they mean, where what they already do
 * places them, the variety they will use, the purposes they name, and a target in another language said.
 */
export const forLanguage = (curriculum: Curriculum, words: string, targetLevel: string, currentLevel = '') =>
  withOtherLanguage(withPurpose(withPlacement(withVariety(withLevelReadings(curriculum), words), currentLevel), targetLevel), targetLevel);

/** A date the person names in their target, as weeks from today and in their words ("by Christmas"). */
export interface Deadline {
  /** Calendar weeks from today to the date, at least 1. */
  weeks: number;
  /** As the person put it: "in 10 weeks", "by Christmas", "next December". */
  said: string;
}

const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
const weeksTo = (today: string, date: string) => Math.max(1, Math.ceil(daysBetween(today, date) / 7));
/** The next `month`-`day` on or after today, "YYYY-MM-DD". */
function nextDate(today: string, month: number, day: number, yearsOn = 0): string {
  const year = Number(today.slice(0, 4));
  const date = (y: number) => `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return date(year) >= today ? date(year + yearsOn) : date(year + 1 + yearsOn);
}

/**
 * The deadline a target names (issue #36: "order food in Lyon in 10 weeks", "chat with the family at
 * Christmas", "pass JLPT N4 next December"), or undefined. A month is the first of it (an exam in
 * December is sat early in it: the JLPT on its first Sunday); "next December" said within three months
 * of it means the one after, as people say "this December" for the coming one.
 */
export function deadlineOf(target: string, today: string): Deadline | undefined {
  const words = target.toLowerCase();
  const span =
    /\b(?:in|within|over|for) (?:the next )?(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (weeks?|months?)\b/.exec(
      words,
    );
  // As the person wrote it: "by Christmas", not "by christmas".
  const said = (found: RegExpExecArray) => target.slice(found.index, found.index + found[0].length);
  if (span) {
    const count = NUMBERS[span[1]!] ?? Number(span[1]);
    return { weeks: Math.max(1, Math.round(span[2]!.startsWith('month') ? count * 4.345 : count)), said: said(span) };
  }
  const christmas = /\b(by|at|for|before|over) christmas\b|\bthis christmas\b/.exec(words);
  if (christmas) return { weeks: weeksTo(today, nextDate(today, 12, 24)), said: said(christmas) };
  const month = new RegExp(`\\b(next|this|by|in|before|until) (${MONTHS.join('|')})\\b`).exec(words);
  if (month) {
    const m = MONTHS.indexOf(month[2]!) + 1;
    let date = nextDate(today, m, 1);
    if (date < today || (month[1] === 'next' && daysBetween(today, date) < 92)) date = nextDate(today, m, 1, 1);
    return { weeks: weeksTo(today, date), said: said(month) };
  }
  return undefined;
}
