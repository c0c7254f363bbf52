import type { Category } from '../../contract';
import { affirmed, matchesAny } from './builtin/words';
import { startWeek, warningsFor } from './builtin/shape';
import type { Curriculum, CurriculumTask, CurriculumWeek, Hole } from './curricula/schema';
import { theCameraNow } from './camera';
import { rewordWeek } from './curricula/reword';
import { forLanguage } from './levels';
import { pacesFor, raceIn, type Paces } from './paces';
import { pieceDistance } from './pieces';

/**
 * The person's words in the weeks (issue #36): what they say of themselves — pain, ADHD, burnout, a
 * layoff, shyness — changes tasks in every week where it matters, not only the header; the specifics
 * they name (the bakery, the camera, the piece, the role) are written into the tasks that speak of them
 * (a curriculum's `holes`); and the level their words mean is read on the CEFR ladder (levels.ts).
 */

export interface PersonRequest {
  category?: Category;
  option: string;
  title?: string;
  description?: string;
  answers: { currentLevel: string; targetLevel: string; dailyMinutes?: number; parts?: readonly string[]; track?: string };
  daysPerWeek?: number;
  schedule?: { weekdays: readonly number[] };
}

export type ConstraintId =
  | 'pain'
  | 'adhd'
  | 'burnout'
  | 'laid-off'
  | 'shy'
  | 'vegan'
  | 'vegetarian'
  | 'pescatarian'
  | 'halal'
  | 'nut-allergy'
  | 'allergy'
  | 'diabetes-1'
  | 'diabetes-2'
  | 'hypo-risk'
  | 'coeliac'
  | 'kidney'
  | 'pregnancy'
  | 'eating-disorder'
  | 'variable-income';

type Task = Omit<CurriculumTask, 'priority'>;

interface Constraint {
  id: ConstraintId;
  /** As the read-back names it. */
  name: string;
  /** Read in what the person wrote, denials taken out ("no injuries" is not an injury). */
  match: string[];
  /** Read in the words as written, denials included: "I don't eat meat"; a condition, where a missed one costs more than a caution. */
  written?: string[];
  /** The options it applies to at all, said and worked in; @default said everywhere, worked in `in` */
  options?: string[];
  /** Stricter constraints say this one's part too (vegan over vegetarian): the other is dropped. */
  over?: ConstraintId[];
  /** Foods left out of every task: swaps first, then "chicken or chickpeas" → "chickpeas", then out of lists. */
  foods?: { avoid?: string; swaps?: Array<[RegExp, string]> };
  /** Said first in the plan and the preview, as a warning is. */
  say: string;
  /** Where it changes the weeks (categories); @default every category */
  in?: Category[];
  /** Opens the plan's first day. */
  first?: Task;
  /** One a week, in turn, on each week's first day, kept however short the day. */
  weekly?: Task[];
  /** Each week's sessions (every day's first task) are done this way. */
  session?: (week: number) => string;
}

const task = (title: string, description: string, minutes = 5): Task => ({ title, description, minutes, difficulty: 'easy' });

/** Meat and fish as the curricula name them, for the diets that leave them out. */
const MEAT = 'chicken|mince|beef|pork|lamb|bacon|ham|turkey|meat';
const FISH = 'fish|salmon|mackerel|sardines|tuna|prawns';
/** A plan without fish takes its omega-3 from plants (BDA food fact sheet on omega-3; NHS Eatwell Guide). */
const NO_FISH: Array<[RegExp, string]> = [
  [/Plan 2 meatless meals with beans or lentils/g, 'Plan 2 meals built on beans or lentils'],
  [
    /Plan 2 portions of fish this week, 1 oily \(salmon, mackerel, sardines\)/g,
    'Plan a plant source of omega-3 on 4 days this week: walnuts, ground flaxseed, chia or rapeseed oil',
  ],
  [
    /Or a plant source of omega-3 such as walnuts or flaxseed if you do not eat fish\./g,
    'A small handful of walnuts or a tablespoon of ground flaxseed counts (BDA); ask a dietitian about an algae-oil supplement if you eat none of them.',
  ],
  [/2 portions of fish or a plant alternative/g, 'plant omega-3 on 4 days'],
];
const protein = (sources: string) =>
  task(
    `Protein at each meal today from your sources: ${sources}`,
    'A palm-sized portion at each meal. Beans, lentils and grains over the day together give all the amino acids you need (NHS, BDA).',
  );
const FOOD_OPTIONS = ['Nutrition Basics'];

/**
 * Diets and conditions in a food plan. Sources: NHS "The vegetarian and vegan diet" and BDA food fact
 * sheets (protein, iron with vitamin C, omega-3 from walnuts and flaxseed, B12, calcium and iodine for
 * vegans); the Food Standards Agency's 14 allergens; Diabetes UK ("see a dietitian at diagnosis", eating
 * well with type 2) and the ADA Diabetes Plate (half non-starchy vegetables, a quarter protein, a quarter
 * carbohydrate foods), DESMOND and X-PERT education, DAFNE for type 1; Coeliac UK and NICE NG20; NHS and
 * Kidney Care UK on diet in chronic kidney disease (a renal dietitian); NHS "Foods to avoid in pregnancy"
 * and its folic acid and vitamin D advice; Beat and NICE NG69 on eating disorders.
 */
const FOOD: Constraint[] = [
  {
    id: 'vegan',
    name: 'a vegan diet',
    match: ['\\bvegan\\b', 'plant[- ]based'],
    options: FOOD_OPTIONS,
    over: ['vegetarian', 'pescatarian'],
    say: 'You eat vegan: no task here asks for meat, fish, eggs or dairy. Protein comes from beans, lentils, tofu, tempeh, soya milk and nuts; take vitamin B12 as a supplement or fortified foods, and choose plant milks fortified with calcium and iodine (NHS, BDA).',
    foods: {
      avoid: `${MEAT}|${FISH}|eggs?|dairy|(?<!soya |plant )milk|cheese|(?<!soya )yoghurt|butter|frittata`,
      swaps: [
        ...NO_FISH,
        [/a fish dish, a vegetarian main/g, 'a bean or lentil main, a tofu or tempeh dish'],
        [/\(fruit and yoghurt counts\)/g, '(fruit and soya yoghurt counts)'],
        [/a wrap, a pasta or a frittata/g, 'a wrap, a pasta or a tofu scramble'],
        [
          /Swap 1 butter or lard use for olive or rapeseed oil/g,
          'Cook with olive or rapeseed oil this week, and spread a plant spread low in saturated fat',
        ],
      ],
    },
    weekly: [
      protein('beans, lentils, tofu, tempeh, soya milk, nuts and seeds'),
      task(
        'B12 this week: a supplement or two fortified foods a day',
        'Vegans need a reliable B12 source: fortified plant milk, breakfast cereal or yeast extract, or a supplement (NHS).',
      ),
      task(
        'Iron with vitamin C: beans, lentils or greens with fruit or peppers at one meal',
        'Vitamin C at the same meal helps the body take up iron from plants; tea and coffee with the meal hinder it.',
      ),
    ],
  },
  {
    id: 'vegetarian',
    name: 'a vegetarian diet',
    match: ['\\bvegetarian\\b', '\\bveggie\\b', 'meat[- ]free'],
    written: ["\\b(don'?t|do not|never) eat (any )?meat\\b", '\\bno meat\\b'],
    options: FOOD_OPTIONS,
    over: ['pescatarian'],
    say: 'You eat vegetarian: no task here asks for meat or fish. Protein comes from beans, lentils, tofu, eggs, dairy and nuts, and omega-3 from walnuts, flaxseed and rapeseed oil (NHS, BDA).',
    foods: {
      avoid: `${MEAT}|${FISH}`,
      swaps: [...NO_FISH, [/a fish dish, a vegetarian main/g, 'a bean or lentil main, an egg or tofu dish']],
    },
    weekly: [
      protein('beans, lentils, tofu, eggs, milk, yoghurt, cheese and nuts'),
      task(
        'Iron with vitamin C: beans, lentils or greens with fruit or peppers at one meal',
        'Vitamin C at the same meal helps the body take up iron from plants; tea and coffee with the meal hinder it.',
      ),
    ],
  },
  {
    id: 'pescatarian',
    name: 'a pescatarian diet',
    match: ['pesc(a|e)tarian'],
    written: ["\\b(don'?t|do not|never) eat (any )?meat\\b", '\\bno meat\\b'],
    options: FOOD_OPTIONS,
    say: 'You eat fish but not meat: no task here asks for meat. Fish, eggs, dairy, beans and tofu give the protein; 2 portions of fish a week, 1 oily, give the omega-3 (NHS).',
    foods: { avoid: MEAT },
    weekly: [protein('fish, eggs, milk, yoghurt, beans, lentils and tofu')],
  },
  {
    id: 'halal',
    name: 'a halal diet',
    match: ['\\bhalal\\b'],
    options: FOOD_OPTIONS,
    say: 'You eat halal: the meat and chicken in these meals are halal, with no pork, gelatine or alcohol in the cooking; beans and lentils work in every one.',
    foods: { swaps: [[/(?<!halal )\b(chicken|mince|meat)\b/g, 'halal $1']] },
    weekly: [
      task(
        'Halal check: this week’s meat and chicken halal, and labels read for gelatine and alcohol',
        'Gelatine hides in sweets and desserts, alcohol in some sauces and vanilla extract. Note two halal brands or butchers you can rely on.',
      ),
    ],
  },
  {
    id: 'nut-allergy',
    name: 'a nut allergy',
    match: ['\\b(pea)?nuts? allerg', 'allergic to (pea)?nuts', 'allergic to (almonds|walnuts|cashews|hazelnuts)'],
    options: FOOD_OPTIONS,
    over: ['allergy'],
    say: 'You mention a nut allergy: no task here names nuts, and every label needs reading (nuts and peanuts are in bold in UK ingredient lists; “may contain” means they can be there, FSA). Keep your adrenaline auto-injector with you if you have been prescribed one.',
    foods: {
      avoid: 'nuts|peanuts|walnuts|almonds|cashews|hazelnuts|nuts and seeds',
      swaps: [
        [/A small handful of walnuts or a tablespoon of ground flaxseed counts/g, 'A tablespoon of ground flaxseed or chia counts'],
        [/a handful of nuts/g, 'a handful of pumpkin seeds'],
        [/, nuts and seeds\b/g, ' and seeds'],
      ],
    },
    weekly: [
      task(
        'Allergen check: read the ingredients of every new food this week for nuts and peanuts',
        'In bold in UK ingredient lists; pesto, satay, some curries, cereal bars and vegan cheeses often hold them. Keep a list of the foods that are safe for you.',
      ),
    ],
  },
  {
    id: 'allergy',
    name: 'a food allergy or intolerance',
    match: ['allerg(y|ic|ies)', 'intoleran(t|ce)'],
    options: FOOD_OPTIONS,
    say: 'You mention a food allergy or intolerance: leave that food out of every task here and check every label (in the UK the 14 main allergens are in bold in the ingredients, FSA). Before you cut out a whole food group, ask your GP or a dietitian how to replace what it gives you.',
    weekly: [
      task(
        'Allergen check: read the ingredients of every new food this week',
        'Allergens are in bold in UK ingredient lists; “may contain” means it can be there. Keep the ones that are safe for you on a list.',
      ),
      task(
        'Swap your allergen out of this week’s recipes, and write each swap down',
        'Nut-free: seeds or roasted chickpeas; dairy-free: fortified soya; egg-free: a flax “egg” in baking. A swap list makes the next shop quick.',
      ),
    ],
  },
  {
    id: 'diabetes-1',
    name: 'type 1 diabetes',
    match: [],
    written: ['type ?(1|one|i) diabet', '\\bt1d\\b'],
    options: FOOD_OPTIONS,
    over: ['diabetes-2', 'hypo-risk'],
    say: 'You mention type 1 diabetes: a change in what you eat changes your insulin, so agree each change with your diabetes team first, and count carbohydrate as they taught you (DAFNE). This plan keeps to healthy eating, never a restrictive diet.',
    first: task(
      'Tell your diabetes team about this plan before the first change, if you have not yet',
      'Ask how to adjust your insulin as meals change, and about a carbohydrate-counting course such as DAFNE if you have not had one.',
      10,
    ),
    weekly: [
      task(
        'Carbohydrate counting: each meal today, its carbohydrate in grams, with your dose and readings',
        'As your team taught you. Bring a week of these to your next appointment.',
      ),
    ],
  },
  {
    id: 'diabetes-2',
    name: 'type 2 diabetes',
    match: [],
    written: ['diabet', '\\bt2d\\b', 'blood sugar', 'prediabet'],
    options: FOOD_OPTIONS,
    say: 'You mention type 2 diabetes: see your diabetes nurse, GP or a registered dietitian before you change how you eat — Diabetes UK advises everyone with diabetes to see a dietitian — and before cutting carbohydrate if you take insulin or gliclazide, which can bring on hypos. This plan uses the plate method and carbohydrate awareness (Diabetes UK, ADA), never a restrictive diet.',
    first: task(
      'Book your diabetes nurse, GP or a dietitian about what you eat, if it is not booked yet',
      'Ask about your medicines and hypos before you cut down carbohydrate, and about a free diabetes education course (DESMOND or X-PERT in the UK). Bring this plan.',
      10,
    ),
    weekly: [
      task(
        'Plate method at your main meal: half non-starchy vegetables, a quarter protein, a quarter carbohydrate foods',
        'The Diabetes Plate (ADA): broccoli, salad, peppers on half; fish, eggs, beans or lean meat on a quarter; rice, potatoes, bread or pasta on the last quarter.',
      ),
      task(
        'Carbohydrate awareness: name the carbohydrate food in each meal today and its portion',
        'Bread, rice, pasta, potatoes, cereal, fruit, sugary drinks. A fist-sized portion of rice or pasta is a guide; the larger the portion, the higher your blood glucose after it (Diabetes UK).',
      ),
      task(
        'Swap one refined carbohydrate for a higher-fibre one this week',
        'White bread to granary or wholemeal, sugary cereal to porridge, some of the rice to beans or lentils: they raise blood glucose more slowly (Diabetes UK).',
      ),
      task(
        'If you check your glucose: before and 2 hours after one meal, to bring to your team',
        'Two numbers show how that meal suits you; your team can say what to change. Do not adjust medicines on your own.',
      ),
    ],
  },
  {
    id: 'hypo-risk',
    name: 'a medicine that can cause hypos',
    match: [],
    written: ['insulin', 'gliclazide', 'glimepiride', 'glipizide', 'sulfonylurea', 'sulphonylurea'],
    options: FOOD_OPTIONS,
    say: 'You take a medicine that can cause hypos (insulin, or a sulfonylurea such as gliclazide): eating less carbohydrate or skipping a meal can bring one on. Agree changes with your diabetes team, and keep fast-acting sugar with you (NHS, Diabetes UK).',
    first: task(
      'Hypo plan: know the signs, and keep fast-acting sugar with you',
      'Shaking, sweating, hunger, blurred vision, confusion: take 15–20 g of fast sugar (a small glass of juice, 4 or 5 glucose tablets) and check again after 15 minutes. Ask your team how your medicine should change as your meals do.',
    ),
  },
  {
    id: 'coeliac',
    name: 'coeliac disease',
    match: [],
    written: ['co?eliac', 'celiac', 'gluten[- ]free', 'gluten intoleran'],
    options: FOOD_OPTIONS,
    say: 'You mention coeliac disease or gluten: gluten (wheat, barley, rye) stays out of every meal, and a dietitian should check your diet (Coeliac UK, NICE NG20). The plan’s grains are gluten-free ones: rice, potatoes, quinoa, buckwheat, gluten-free oats and pasta.',
    first: task(
      'Ask your GP for a dietitian referral about a gluten-free diet, if you have not seen one',
      'NICE NG20 offers everyone with coeliac disease a dietitian and a yearly review. Do not cut gluten before a diagnosis is finished: the tests need it.',
      10,
    ),
    foods: {
      swaps: [
        [
          /a white cereal or bread for a wholegrain one/g,
          'a white cereal or bread for a gluten-free wholegrain one (buckwheat, brown rice, quinoa)',
        ],
        [/\b(pasta|noodles|oats|wrap|bread)\b/g, 'gluten-free $1'],
      ],
    },
    weekly: [
      task(
        'Gluten check: every grain, sauce and stock cube in this week’s meals gluten-free',
        'Look for the crossed-grain symbol or read the label: wheat, barley and rye hide in soy sauce, stock and gravy. Keep a separate toaster and board.',
      ),
    ],
  },
  {
    id: 'kidney',
    name: 'kidney disease',
    match: [],
    written: ['kidney', 'renal', '\\bckd\\b', 'dialysis'],
    options: FOOD_OPTIONS,
    say: 'You mention kidney disease: how much protein, salt, potassium, phosphate and fluid is right depends on your kidneys, so see your kidney team’s dietitian before you change your diet — some healthy-eating advice (more fruit, vegetables and beans) may not suit you (NHS, Kidney Care UK).',
    first: task(
      'Book your kidney team’s dietitian before changing your diet, if you have not yet',
      'Bring this plan and your latest blood results; ask which foods to limit (potassium, phosphate) and how much protein and fluid suit you.',
      10,
    ),
    weekly: [
      task(
        'Check this week’s food changes against your kidney dietitian’s advice',
        'Potassium (bananas, potatoes, beans), phosphate (dairy, processed foods), salt and fluid: skip a change that goes against it.',
      ),
    ],
  },
  {
    id: 'pregnancy',
    name: 'pregnancy',
    match: ['pregnan', 'expecting a baby', 'trimester'],
    options: FOOD_OPTIONS,
    say: 'You mention pregnancy: talk to your midwife or GP about what you eat. Take 400 micrograms of folic acid a day up to 12 weeks and 10 micrograms of vitamin D, keep off the foods the NHS lists (some soft cheeses, pâté, liver, raw or undercooked meat and eggs, shark, swordfish and marlin; no more than 2 portions of oily fish a week), and do not try to lose weight without their advice (NHS).',
    first: task(
      'Ask your midwife or GP about your diet at your next appointment',
      'Bring this plan. Ask about folic acid, vitamin D, weight and any foods to avoid for you.',
      5,
    ),
    weekly: [
      task(
        'Pregnancy check: this week’s meals against the NHS list of foods to avoid',
        'Soft mould-ripened or blue cheeses unless cooked, pâté, liver, raw or undercooked meat, shark, swordfish, marlin, more than 2 portions of oily fish, more than 200 mg of caffeine a day.',
      ),
    ],
  },
  {
    id: 'eating-disorder',
    name: 'an eating disorder',
    match: [],
    written: ['eating disorder', 'anorex', 'bulim', '\\bbinge', '\\barfid\\b'],
    options: FOOD_OPTIONS,
    say: 'You mention an eating disorder or binge eating: please see your GP first, or in the UK call Beat’s helpline (0808 801 0677). Food diaries, counting and targets can make it worse without that support: do them only with your clinician’s agreement (NICE NG69).',
    first: task(
      'Book a GP appointment or call Beat before the first food diary, if you have no support yet',
      'Tell them about this plan. An eating disorder is treatable, and the earlier the better (Beat, NICE NG69).',
      10,
    ),
    weekly: [
      task(
        'Share this week’s tasks with your clinician, and skip any counting task that makes food feel harder',
        'Regular meals matter more than any number here. If a task leaves you anxious about food, leave it out and say so.',
      ),
    ],
  },
  {
    id: 'variable-income',
    name: 'a variable income',
    match: [
      'freelanc',
      'self[- ]employed',
      '\\bcontractor\\b',
      '(irregular|variable|uneven|unpredictable|lumpy) (income|pay|earnings)',
      '(income|pay|earnings) (varies|changes|goes up and down)',
      '\\bcommission\\b',
      '\\bgig (work|economy|worker)',
      'zero[- ]hours?',
      '\\d[\\d,.]*k? ?(to|-|–) ?[£$€]?\\d[\\d,.]*k? (a|per|each) month',
    ],
    options: ['Saving for a Goal', 'Expense Tracking Mastery'],
    say: 'Your income varies from month to month: this plan budgets from your lowest month, not your average, pays your income into a holding account and yourself a fixed monthly salary from it, and sets tax aside from every payment (MoneyHelper on budgeting with an irregular income; HMRC Self Assessment). Count a buffer in months of essential spending, as MoneyHelper does.',
    first: task(
      'Your lowest month: list the last 12 months of income and budget your essentials from the lowest',
      'Write each month’s take-home (after tax set aside). The lowest is what your rent, bills and food must fit; anything above it in a month goes to the buffer first, not to spending (MoneyHelper, irregular income).',
      20,
    ),
    weekly: [
      task(
        'Holding account: every payment in, one fixed salary out (set it up, or check this week’s)',
        'The first time, open a separate easy-access account for income. On the 1st, move a fixed amount — your lowest month, or a little above once the buffer grows — to your spending account. Good months stay behind to cover lean ones.',
        15,
      ),
      task(
        'Tax pot: move the share of each payment this week that tax will take',
        'As a UK sole trader, 20–30% of each invoice covers Income Tax and National Insurance for most; check HMRC’s Self Assessment estimate and remember payments on account in January and July. Elsewhere, your tax office’s estimate.',
      ),
      task(
        'Buffer count: your buffer in months of essential spending',
        'Buffer ÷ a month of essentials (from your lowest-month budget). Write the number; the target before a big change such as quitting is usually 3 to 6 months (MoneyHelper).',
      ),
      task(
        'Receipts: this week’s business receipts photographed into a folder by month',
        'If you are self-employed: HMRC expects records kept for at least 5 years after the 31 January deadline of the tax year; a photo in a dated folder counts. The shoebox goes in once, a month at a time.',
      ),
      task(
        'Allowable expenses: mark this week’s business costs in your log',
        'If you are self-employed: materials, tools, van or travel, the business share of your phone — HMRC’s list of allowable expenses. Each one lowers the tax, so the tax pot can be smaller.',
      ),
    ],
  },
];

/**
 * Sources: NHS "Exercise for knee pain" and the ESCAPE-pain programme (exercise is treatment for joint
 * pain; some discomfort is fine if it settles within a day); NICE NG87 (ADHD: diagnosis and management)
 * and CHADD on external structure — timers, short blocks that lengthen, body doubling, removing
 * blockers; WHO ICD-11 QD85 (burnout is an occupational phenomenon) and NHS guidance to see a GP about
 * exhaustion that does not lift; career-coaching practice for a layoff (a short neutral story, former
 * colleagues as referrers); NICE CG159 (social anxiety: graded exposure, CBT through the GP).
 */
const CONSTRAINTS: Constraint[] = [
  {
    id: 'pain',
    name: 'pain or an injury',
    match: [
      '\\b(knees?|back|hips?|ankles?|shoulders?|wrists?|joints?|neck|feet|foot|achilles)\\b[^,.]{0,25}\\b(hurts?|hurting|pain|painful|aches?|aching|sore|bad|stiff|injur\\w*|problems?)\\b',
      '\\b(sore|bad|painful|dodgy|weak) (knees?|back|hips?|ankles?|shoulders?|wrists?|joints?)\\b',
      '\\b(osteo)?arthritis\\b|\\bchronic pain\\b|\\binjur(y|ies|ed)\\b|\\bsciatica\\b|\\btendonitis\\b|\\bplantar\\b',
    ],
    say: 'You mention pain or an injury: have it looked at by a GP or physiotherapist before you build up, and tell them what this plan asks. Sessions stay low-impact; some discomfort that settles within a day is fine (NHS), pain that lasts or changes how you move means stop and ask.',
    first: task(
      'Book a GP or physiotherapist appointment about the pain, if it is not booked yet',
      'Before the first harder session: say where it hurts, since when, and what this plan asks of you. Ask which movements to avoid and which help. Until then, keep every session gentle.',
      10,
    ),
    in: ['health', 'hobbies', 'custom'],
    weekly: [
      task(
        'Pain check: rate the pain 0 to 10 before and the morning after a session',
        'Up to 5 that settles by the next morning is fine. Above that, or worse the next day: do the next session in its low-impact version (cycling, the pool, a cross-trainer, or fewer repetitions) and tell your physiotherapist.',
      ),
      task(
        'Swap one session for its low-impact version this week',
        'Same minutes, less load: cycling, swimming or the cross-trainer for a run; a wall or incline version of a floor exercise; shorter practice with more breaks for an instrument or a pen.',
      ),
    ],
  },
  {
    id: 'adhd',
    name: 'ADHD',
    match: ['\\badhd\\b', '\\badd\\b', 'attention deficit'],
    say: 'You mention ADHD: each week names its blockers to remove, one session a week is done beside someone (body doubling), and sessions run in short timed blocks that grow every two weeks. If you see a clinician or take medication, tell them about the plan: timing sessions with them helps.',
    weekly: [
      task(
        'Blockers: list what could stop this week’s sessions, and remove one tonight',
        'The charger, the book, the shoes, the login, the noise: write three, fix the easiest now. Put what the first session needs where you will see it.',
      ),
      task(
        'Body doubling: book one session this week beside someone',
        'A friend on a video call, a library, a co-working room or a body-doubling site such as Focusmate: you work on your task, they on theirs. Book the slot now.',
      ),
      task(
        'Set tomorrow up tonight: materials out, timer ready, phone in another room',
        'Starting is the hard part: make the first minute need no decision. A visible timer, the first task written on a sticky note.',
      ),
      task(
        'Check-in: what helped you start this week, and what did not?',
        'Two lines. Keep what worked; change one thing. Bring the notes to your clinician or coach when you next see them.',
      ),
    ],
    session: (week) => {
      const block = Math.min(25, 10 + 5 * Math.floor(week / 2));
      return `Work in ${block}-minute blocks with a timer and a 3-minute break between them (the blocks grow by 5 minutes every two weeks, up to 25).`;
    },
  },
  {
    id: 'burnout',
    name: 'burnout',
    match: ['burn(t|ed)? ?out', '\\bburnout\\b', 'exhausted', 'running on empty', 'no energy left'],
    say: 'You mention burnout: see your GP — exhaustion that does not lift needs checking, and they can advise on time off work. This plan keeps its sessions within the minutes you chose: stop there, even on a good day.',
    first: task(
      'Book a GP appointment about the exhaustion, if it is not booked yet',
      'Say how long you have felt this way, how you sleep, and what work asks of you. A GP can check for other causes (thyroid, anaemia, depression) and advise on time off.',
      10,
    ),
    weekly: [
      task(
        'Stop at the planned minutes, even on a good day',
        'Recovery from burnout is uneven: a good day spent in full borrows from the next. Write down the time you stopped.',
      ),
      task(
        'Energy check: rate your energy 0 to 10 each evening this week',
        'Seven numbers show which days drain you; plan next week’s sessions on the better ones.',
      ),
    ],
  },
  {
    id: 'laid-off',
    name: 'being laid off',
    match: ['laid off', '\\blay-?off\\b', 'made redundant', '\\bredundan', 'lost my job', '\\blet go\\b', '\\bgot fired\\b', 'was fired'],
    say: 'You mention being laid off: interviewers will ask why you left, so the plan prepares a short, neutral story of it early, and uses your former colleagues — referrals are often the quickest way back in.',
    in: ['career'],
    first: task(
      'Your layoff story in three sentences: what happened, what you did, what you want next',
      'Neutral and short: "My role was cut when the company closed the Berlin office. I finished the migration I led. I’m looking for …". No blame, no apology. Check the dates of any severance pay and benefits while you are at it.',
      15,
    ),
    weekly: [
      task(
        'Say your layoff story aloud in under 30 seconds, recorded',
        'Listen back: cut the sentence that explains too much. It should end on what you want next.',
      ),
      task(
        'Ask one former colleague for a referral, a reference or an introduction',
        'One short message: what you are looking for and one company you are interested in. Former colleagues know your work; that is worth more than an application form.',
      ),
    ],
  },
  {
    id: 'shy',
    name: 'shyness',
    match: [
      '\\bshy\\b',
      '\\bintrovert',
      'social anxiety',
      'socially anxious',
      '(nervous|anxious|scared|afraid) (of |about |when )?(talking|speaking|meeting|networking)',
      '\\bawkward\\b',
    ],
    say: 'You call yourself shy or introverted: each week the plan puts a lower-stakes version first — in writing, recorded alone, or with one person you know — before the live one. If fear of social situations stops you doing things, your GP can refer you for CBT.',
    in: ['career', 'languages', 'custom'],
    weekly: [
      task(
        'Lower stakes first: do this week’s speaking task once alone, recorded',
        'Then once with one person you know before the live one. Rate your nerves 0 to 10 before and after: the number falls with each go.',
      ),
      task(
        'Write your first two lines and one question before the conversation',
        'A prepared opening removes the hardest moment. Keep the card in your pocket; you may not need it.',
      ),
      task(
        'The smallest live step: one message, one comment or one 2-minute call',
        'Small and real beats big and postponed. Note what happened and how nervous you were, 0 to 10.',
      ),
    ],
  },
  ...FOOD,
];

const wordsOf = (request: Pick<PersonRequest, 'title' | 'description' | 'answers'>) => [
  request.title ?? '',
  request.description ?? '',
  request.answers.currentLevel,
  request.answers.targetLevel,
];

/** The words a one-click correction of the start writes (reading.ts): "Already reached: 5K". */
export const alreadyReached = (milestone: string) => `Already reached: ${milestone}`;

const escape = (text: string) => text.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Start bands for the read-back's corrections: "Already reached: 5K" starts after the 5K's last week. */
function milestoneStarts(curriculum: Curriculum): Curriculum['start'] {
  const rungs = curriculum.ladder?.rungs ?? [];
  return rungs
    .filter((r) => r.week < curriculum.weeks.length)
    .map((r) => ({ match: [`^${escape(alreadyReached(r.name))}\\b`], week: r.week + 1 }));
}

/**
 * A target that is a milestone's name, as the read-back's corrections and the preview's suggestions
 * write it, means that milestone, even where a higher one's patterns match its words ("30-minute walks"
 * holds "30 min", the 5K's).
 */
function readLadder(curriculum: Curriculum, targetLevel: string): Curriculum['ladder'] {
  const ladder = curriculum.ladder;
  const named = ladder?.rungs.findIndex((r) => r.name.toLowerCase() === targetLevel.trim().toLowerCase()) ?? -1;
  if (!ladder || named < 0) return undefined;
  return { ...ladder, rungs: ladder.rungs.map((r, i) => (i > named ? { ...r, match: ['(?!)'] } : r)) };
}

type ConstraintRequest = Pick<PersonRequest, 'title' | 'description' | 'answers'> & { option?: string };

/** What the person said of themselves that the plan works in (on their option, where a constraint names its options). */
export function constraintsOf(request: ConstraintRequest): Constraint[] {
  const words = affirmed(wordsOf(request).join('\n'));
  const written = wordsOf(request)
    .join('\n')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
  const found = CONSTRAINTS.filter(
    (c) =>
      (!c.options || !request.option || c.options.includes(request.option)) &&
      (matchesAny(c.match, words) || matchesAny(c.written ?? [], written)),
  );
  return found.filter((c) => !found.some((other) => other.over?.includes(c.id)));
}

/** The constraints' names, for the read-back and the AI's brief. */
export const constraintNames = (request: ConstraintRequest) => constraintsOf(request).map((c) => c.name);

/**
 * A task's words without the foods the person leaves out: the constraint's own swaps first (a fish
 * task becomes an omega-3 one), then a choice loses its left-out side ("chicken or chickpeas" →
 * "chickpeas") and a list its left-out items ("beans, eggs, fish, tofu" → "beans, eggs, tofu").
 */
function withoutFoods(text: string, constraints: readonly Constraint[]): string {
  return constraints.reduce((out, { foods }) => {
    if (!foods) return out;
    const swapped = (foods.swaps ?? []).reduce((t, [from, to]) => t.replace(from, to), out);
    if (!foods.avoid) return swapped;
    const item = `(?:${foods.avoid})`;
    return swapped
      .replace(new RegExp(`\\b${item} or ([\\w-]+)`, 'gi'), '$1')
      .replace(new RegExp(`\\b([\\w-]+) or ${item}\\b`, 'gi'), '$1')
      .replace(new RegExp(`\\b${item}, `, 'gi'), '')
      .replace(new RegExp(`, ${item}\\b`, 'gi'), '');
  }, text);
}

/** The curriculum's `{holes}` as this person's words fill them: "your DSLR", "your bakery". */
export function specificsOf(curriculum: Curriculum, request: PersonRequest): Record<string, string> {
  // A camera hole reads the camera they shoot with now, not the first device named (camera.ts).
  const own = curriculum.holes?.some((h) => h.name === 'camera') ? theCameraNow : (text: string) => text;
  const words = own(wordsOf(request).join('\n'));
  const target = own(request.answers.targetLevel);
  const days = request.daysPerWeek ?? request.schedule?.weekdays.length ?? 5;
  const filled: Record<string, string> = { days: String(days) };
  // The target first: "faces are fine" → "convincing hands" draws hands, whatever the level names.
  const heard = (hole: Hole, text: string) =>
    hole.read.flatMap((read) => {
      const found = new RegExp(read.match, 'i').exec(text);
      return found ? [read.say.replace(/\$1/g, (found[1] ?? '').trim().replace(/[.!?]+$/, ''))] : [];
    })[0];
  for (const hole of curriculum.holes ?? []) filled[hole.name] = heard(hole, target) ?? heard(hole, words) ?? hole.default;
  return filled;
}

/** `{camera}` as the person's words fill it; `{Camera}` the same, capitalised, to open a sentence. */
const fillText = (text: string, words: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (hole, key: string) => {
    const said = words[key] ?? words[key.toLowerCase()];
    if (said === undefined) return hole;
    return key === key.toLowerCase() ? said : said.charAt(0).toUpperCase() + said.slice(1);
  });

/**
 * A diet's own tasks without the foods another constraint leaves out (a vegan's protein sources for a
 * person with a nut allergy). A condition's tasks are never reworded: a list of foods to avoid is kept whole.
 */
function dietOf(constraint: Constraint, all: readonly Constraint[]): Constraint {
  if (!constraint.foods) return constraint;
  const others = all.filter((c) => c !== constraint);
  const reword = (t: Task): Task => ({ ...t, title: withoutFoods(t.title, others), description: withoutFoods(t.description, others) });
  return {
    ...constraint,
    ...(constraint.first && { first: reword(constraint.first) }),
    ...(constraint.weekly && { weekly: constraint.weekly.map(reword) }),
  };
}

/** The week's place in a turn of `length`, for weeks before the start too (index below 0). */
const turnOf = (index: number, length: number) => ((index % length) + length) % length;

/** A week with the constraints worked in: the first day's opening task, the week's turn of tasks, the sessions' way of working. */
function adaptWeek(week: CurriculumWeek, index: number, first: number, constraints: readonly Constraint[]): CurriculumWeek {
  const opening = index === first ? constraints.flatMap((c) => (c.first ? [{ ...c.first, priority: 1, opens: true as const }] : [])) : [];
  const turn = constraints.flatMap((c) =>
    c.weekly?.length ? [{ ...c.weekly[turnOf(index - first, c.weekly.length)]!, priority: 1, opens: true as const }] : [],
  );
  const ways = constraints.flatMap((c) => (c.session ? [c.session(Math.max(0, index - first))] : []));
  return {
    ...week,
    days: week.days.map((day, d) => {
      const [session, ...rest] = day.tasks;
      const done =
        ways.length && session!.minutes > 10 ? { ...session!, description: `${session!.description} ${ways.join(' ')}` } : session!;
      return { ...day, tasks: d === 0 ? [done, ...opening, ...rest, ...turn] : [done, ...rest] };
    }),
  };
}

/**
 * The curriculum as this person's plan uses it: the levels their words mean, the specifics they name in
 * the tasks, and what they say of themselves in the weeks (a professional first, the week's turn of
 * adapted tasks, the sessions' way of working), said first as warnings are.
 */
export function forPerson(curriculum: Curriculum, request: PersonRequest): Curriculum {
  const leveled = forLanguage(curriculum, wordsOf(request).join('\n'), request.answers.targetLevel, request.answers.currentLevel);
  const words = specificsOf(leveled, request);
  // A curriculum that already works a constraint into its weeks (low impact for pain, the burnout track) gets nothing more.
  const constraints = constraintsOf(request).filter(
    (c) => (!c.in || !request.category || c.in.includes(request.category)) && !leveled.handles?.some((h) => h === c.id),
  );
  // A constraint the curriculum already answers in its own warnings ("You mention pain or an injury") is said once.
  const own = warningsFor(leveled, ...wordsOf(request));
  const said = constraintsOf(request)
    .filter((c) => !own.some((w) => w.startsWith(c.say.split(':')[0]!)))
    .map((c) => ({ match: ['^'], say: c.say }));
  const ladder = readLadder(leveled, request.answers.targetLevel);
  // A running time goal, or a recent race, gives the sessions their paces.
  const paces = runs(leveled) ? pacesFor(request.answers.currentLevel, request.answers.targetLevel) : undefined;
  if (paces) said.push({ match: ['^'], say: paces.say });
  // A named piece far above the player is years away, and said to be: the weeks work on an arrangement of it.
  const far = words.piece ? pieceDistance(request.answers.currentLevel, request.answers.targetLevel) : undefined;
  if (far) {
    said.push({ match: ['^'], say: far.say });
    words.piece = `${words.piece} (an arrangement at your level)`;
  }
  const aimed = far && (ladder ?? leveled.ladder);
  const starts = [
    ...milestoneStarts(leveled),
    ...raceStarts(leveled, paces && request.answers.currentLevel, request.answers.targetLevel),
    ...leveled.start,
  ];
  const first = startWeek({ ...leveled, start: starts }, request.answers.currentLevel);
  return {
    ...leveled,
    start: starts,
    ...(ladder && { ladder }),
    ...(aimed && { ladder: { ...aimed, rungs: aimed.rungs.map((r, i, all) => (i === all.length - 1 ? { ...r, ...far.rung } : r)) } }),
    ...(said.length && { warnings: [...(leveled.warnings ?? []).filter((w) => !said.some((s) => s.say === w.say)), ...said] }),
    weeks: leveled.weeks.map((week, i) =>
      withPaces(
        adaptWeek(
          rewordWeek(week, (text) => withoutFoods(fillText(text, words), constraints)),
          i,
          first,
          constraints.map((c) => dietOf(c, constraints)),
        ),
        paces,
      ),
    ),
  };
}

/**
 * A race run in a time ("parkrun in 28:30") starts the plan past that distance's milestone, wherever the
 * other words point; but a time goal at a distance already run ("a half under 1:55" after a half) trains
 * that distance's own block again, at the paces the race gives, rather than the next distance's.
 */
function raceStarts(curriculum: Curriculum, currentLevel: string | undefined, targetLevel: string): Curriculum['start'] {
  if (currentLevel === undefined) return [];
  const rungs = curriculum.ladder?.rungs ?? [];
  const rungOf = (race: { name: string } | undefined) => race && rungs.findIndex((r) => r.name.toLowerCase() === race.name.toLowerCase());
  const ran = rungOf(raceIn(currentLevel));
  const past = ran !== undefined && ran >= 0 ? rungs[ran]!.week + 1 : startWeek(curriculum, currentLevel) + 1;
  const goal = rungOf(raceIn(targetLevel));
  if (goal !== undefined && goal >= 0 && past > rungs[goal]!.week) return [{ match: ['^'], week: goal ? rungs[goal - 1]!.week + 1 : 1 }];
  return ran !== undefined && ran >= 0 && past <= curriculum.weeks.length ? [{ match: ['^'], week: past }] : [];
}

/** A curriculum of runs: easy, long and tempo runs to give paces to. */
const runs = (curriculum: Curriculum) =>
  curriculum.weeks.some((w) => w.days.some((d) => d.tasks.some((t) => /^(Easy|Long) run\b/.test(t.title))));

/** Each run with the pace its kind is run at: easy and long runs easy, tempo at threshold, intervals at interval pace, race-pace blocks at the goal's. */
function withPaces(week: CurriculumWeek, paces: Paces | undefined): CurriculumWeek {
  if (!paces) return week;
  const paceOf = (title: string) =>
    /^(Easy|Long) run\b/.test(title)
      ? `easy pace, ${paces.easy}`
      : /\btempo\b/i.test(title)
        ? `tempo (threshold) pace, ${paces.threshold}`
        : /^intervals?\b/i.test(title)
          ? `interval pace, ${paces.interval}`
          : /(race|marathon|half-marathon)[- ]pace|^Steady run\b/i.test(title)
            ? `${paces.race === paces.goal ? 'goal' : 'race'} pace, ${paces.race ?? paces.marathon}`
            : undefined;
  return {
    ...week,
    days: week.days.map((day) => ({
      ...day,
      tasks: day.tasks.map((t) => {
        const pace = paceOf(t.title);
        return pace ? { ...t, description: `${t.description} Your ${pace}.` } : t;
      }),
    })),
  };
}
