import type { Category } from '../../../contract';

/**
 * The offline planner's knowledge: for each category, activities by kind of day (templates with
 * {theme} and {option}), and for each option the themes it progresses through, easiest first.
 * Languages progress along CEFR levels instead (see languages.ts).
 */

export type Activity = readonly [title: string, description: string];

export interface CategoryActivities {
  /** Day 1 of a week: meet the week's theme. */
  learn: readonly Activity[];
  /** Days 2 and 4: repetition and drills. */
  practice: readonly Activity[];
  /** Day 3: use it for real. */
  apply: readonly Activity[];
  /** Day 5's closing task: something that shows the week worked. */
  milestone: Activity;
}

export const ACTIVITIES: Record<Exclude<Category, 'languages'>, CategoryActivities> = {
  skills: {
    learn: [
      [
        'Study the basics of {theme}',
        'Work through a beginner-friendly guide or video on {theme} and note the three ideas that matter most.',
      ],
      [
        'Read a worked example of {theme}',
        'Find a complete example of {theme}, walk through it step by step and explain each step in your own words.',
      ],
      ['Map out {theme}', 'Sketch a one-page mind map of {theme}: key terms, how they connect, and what you still find unclear.'],
    ],
    practice: [
      ['Do three short exercises on {theme}', 'Pick three small exercises on {theme}; finish each before looking at a solution.'],
      [
        'Recreate an example of {theme} from memory',
        'Rebuild the example you studied without looking, then compare and fix the differences.',
      ],
      ['Timed drill: {theme}', 'Set a timer and practise {theme} without interruptions; write down where you got stuck.'],
      ['Fix mistakes in {theme}', 'Go back over earlier attempts at {theme}, find two mistakes and correct them.'],
    ],
    apply: [
      ['Build a small project using {theme}', 'Make something small but complete that uses {theme}, and keep it for your portfolio.'],
      ['Explain {theme} to someone else', 'Teach {theme} to a friend or write a short post about it: teaching reveals the gaps.'],
      ['Use {theme} on a real task', 'Apply {theme} to something you actually need this week, at work, study or home.'],
    ],
    milestone: [
      'Milestone: show your {theme} work',
      'Finish and save one piece of work that demonstrates {theme}; compare it with last week’s.',
    ],
  },
  finance: {
    learn: [
      ['Learn how {theme} works', 'Read a trustworthy guide on {theme} and write down the two rules you will follow.'],
      ['Look at your own numbers for {theme}', 'Open your bank and card statements and note what they say about {theme}.'],
      ['Compare options for {theme}', 'List at least three options for {theme} with their costs and trade-offs.'],
    ],
    practice: [
      ['Log every expense today', 'Record each purchase with its amount and category as soon as you make it.'],
      ['Update your budget sheet', 'Bring your budget up to date and check it against what you planned for {theme}.'],
      ['Cut one cost linked to {theme}', 'Find one recurring cost related to {theme} you can lower or cancel, and act on it.'],
      ['Review this week’s spending', 'Add up this week’s spending by category and mark anything that surprised you.'],
    ],
    apply: [
      ['Set up an automatic rule for {theme}', 'Create a standing order, alert or rule in your bank app that supports {theme}.'],
      ['Make a decision about {theme}', 'Use what you learned to decide one concrete thing about {theme} and write down why.'],
      ['Talk money: {theme}', 'Discuss {theme} with your partner, family or a friend and agree on one next step.'],
    ],
    milestone: [
      'Milestone: check your progress on {theme}',
      'Compare your numbers with the start of the week and record the change in your tracker.',
    ],
  },
  health: {
    learn: [
      ['Learn the essentials of {theme}', 'Read or watch a reputable source on {theme} and note one habit to try this week.'],
      ['Check your baseline for {theme}', 'Measure where you stand on {theme} today and write the number down.'],
      ['Plan your week around {theme}', 'Block times in your calendar for {theme} and prepare what you need.'],
    ],
    practice: [
      ['Session: {theme}', 'Do a focused session on {theme} at a comfortable intensity; stop if anything hurts.'],
      ['Repeat yesterday’s {theme} routine', 'Repeat the routine with one small improvement: a little longer, calmer or more precise.'],
      ['Track how {theme} felt', 'Note your energy, mood and sleep today and how {theme} affected them.'],
      ['Mobility and recovery for {theme}', 'Spend time on gentle stretching, breathing or rest to support {theme}.'],
    ],
    apply: [
      ['Make {theme} part of your day', 'Attach {theme} to something you already do every day, like a meal or your commute.'],
      ['Prepare for tomorrow’s {theme}', 'Get ready tonight: lay out clothes, plan meals or set a reminder for {theme}.'],
      ['Try a new variation of {theme}', 'Try a variation of {theme} you have not done before and note how it went.'],
    ],
    milestone: ['Milestone: re-measure {theme}', 'Repeat your baseline check for {theme} and compare it with the start of the week.'],
  },
  productivity: {
    learn: [
      ['Learn the {theme} technique', 'Read about {theme} and write down exactly how you will use it tomorrow.'],
      ['Audit your day for {theme}', 'Look back at yesterday hour by hour and mark where {theme} would have helped.'],
      ['Set up your tools for {theme}', 'Prepare your calendar, list or app so that {theme} takes no extra effort.'],
    ],
    practice: [
      ['Use {theme} for one work block', 'Run one full work block with {theme} and note what got done.'],
      ['Plan tomorrow with {theme}', 'Spend a few minutes planning tomorrow using {theme}.'],
      ['Remove one distraction', 'Find the distraction that cost you most time today and block or remove it.'],
      ['Daily review: {theme}', 'At the end of the day, note what worked with {theme} and what to change.'],
    ],
    apply: [
      ['Use {theme} on your most important task', 'Apply {theme} to the task that matters most this week.'],
      ['Share {theme} with a colleague', 'Explain {theme} to someone you work with and try it together.'],
      ['Adapt {theme} to your rhythm', 'Adjust {theme} to your energy peaks and lows and test the new version.'],
    ],
    milestone: ['Milestone: weekly review of {theme}', 'Count what you finished this week, compare with last week and keep one change.'],
  },
  career: {
    learn: [
      ['Research {theme}', 'Read two good guides on {theme} and collect examples from people in your field.'],
      ['Assess where you stand on {theme}', 'Write an honest assessment of your strengths and gaps in {theme}.'],
      ['Study examples of {theme}', 'Collect three strong examples of {theme} and note what makes them work.'],
    ],
    practice: [
      ['Draft: {theme}', 'Produce a first draft for {theme}; aim for complete, not perfect.'],
      ['Revise your {theme} draft', 'Improve yesterday’s draft: cut filler, add numbers and concrete results.'],
      ['Practise {theme} out loud', 'Rehearse {theme} out loud or on video, then note two improvements.'],
      ['Get feedback on {theme}', 'Ask a friend, mentor or colleague for specific feedback on {theme}.'],
    ],
    apply: [
      ['Reach out about {theme}', 'Send one message or application that uses your {theme} work.'],
      ['Publish your {theme} update', 'Update your profile, portfolio or CV with what you produced for {theme}.'],
      ['Mock session: {theme}', 'Run a realistic mock session on {theme} with someone or with a recording.'],
    ],
    milestone: ['Milestone: finish {theme}', 'Finalise this week’s {theme} deliverable and store it where you can reuse it.'],
  },
  hobbies: {
    learn: [
      ['Learn a technique: {theme}', 'Watch or read a tutorial on {theme} and note the key steps.'],
      ['Study the masters of {theme}', 'Look closely at three works that show {theme} well and note what you notice.'],
      ['Set up for {theme}', 'Prepare your materials and space so you can practise {theme} without friction.'],
    ],
    practice: [
      ['Practice session: {theme}', 'Practise {theme} slowly and deliberately, focusing on accuracy over speed.'],
      ['Warm-up and drills for {theme}', 'Warm up, then repeat the hardest part of {theme} until it feels easier.'],
      ['Copy a reference for {theme}', 'Recreate a reference piece that uses {theme}, then compare side by side.'],
      ['Short studies of {theme}', 'Make several quick attempts at {theme}; quantity over polish today.'],
    ],
    apply: [
      ['Create a piece using {theme}', 'Make one piece of your own that uses {theme}.'],
      ['Share your {theme} work', 'Show your work to a friend or community and ask what stands out.'],
      ['Take {theme} somewhere new', 'Practise {theme} in a new place, subject or style.'],
    ],
    milestone: [
      'Milestone: your best {theme} piece',
      'Pick your best piece of the week, note what improved, and keep it in your collection.',
    ],
  },
  custom: {
    learn: [
      ['Research {theme}', 'Find two good sources on {theme} for “{option}” and note what applies to you.'],
      ['Break down {theme}', 'Split {theme} into small concrete steps you can do in one sitting each.'],
      ['Plan the week: {theme}', 'Decide when and how you will work on {theme} this week.'],
    ],
    practice: [
      ['Work session: {theme}', 'Do one focused session on {theme}; finish one concrete step.'],
      ['Repeat and improve: {theme}', 'Repeat yesterday’s step with one improvement.'],
      ['Track progress on {theme}', 'Write down what you did for {theme} and how far it got you.'],
      ['Remove an obstacle to {theme}', 'Name the thing slowing you down on {theme} and take one action against it.'],
    ],
    apply: [
      ['Put {theme} into practice', 'Use what you built so far in a real situation.'],
      ['Share your progress on {theme}', 'Tell someone what you achieved and what comes next.'],
      ['Stretch yourself: {theme}', 'Try a harder version of this week’s work on {theme}.'],
    ],
    milestone: ['Milestone: {theme} done', 'Check this week’s result against your goal “{option}” and note what changed.'],
  },
};

/** Themes per option, easiest first. */
export const THEMES: Record<string, readonly string[]> = {
  // skills
  Coding: [
    'variables and data types',
    'conditions and loops',
    'functions',
    'lists and dictionaries',
    'reading and writing files',
    'debugging',
    'version control with Git',
    'working with an API',
    'testing your code',
    'object-oriented design',
    'a small web app',
    'refactoring',
    'algorithms and complexity',
    'a portfolio project',
  ],
  'Design Basics': [
    'visual hierarchy',
    'alignment and grids',
    'typography',
    'colour theory',
    'contrast and accessibility',
    'white space',
    'layout for screens',
    'icons and imagery',
    'wireframing',
    'prototyping',
    'design critique',
    'a portfolio case study',
  ],
  'Writing Skills': [
    'clear sentences',
    'paragraph structure',
    'active voice',
    'word choice',
    'outlining',
    'openings that hook',
    'persuasive writing',
    'storytelling',
    'editing and cutting',
    'tone and audience',
    'long-form structure',
    'publishing a piece',
  ],
  // finance
  'Saving for a Goal': [
    'defining your savings target',
    'tracking income and spending',
    'building a budget',
    'an emergency buffer',
    'automatic saving',
    'cutting subscriptions',
    'high-interest savings accounts',
    'windfalls and extra income',
    'staying on track',
    'reviewing and adjusting',
  ],
  'Expense Tracking Mastery': [
    'capturing every expense',
    'spending categories',
    'fixed versus variable costs',
    'weekly money reviews',
    'spotting spending leaks',
    'budgeting apps and sheets',
    'monthly reports',
    'spending targets',
    'annual costs',
    'a sustainable system',
  ],
  'Crypto Basics': [
    'what a blockchain is',
    'Bitcoin and Ethereum',
    'wallets and keys',
    'exchanges and fees',
    'security and scams',
    'stablecoins',
    'risk and volatility',
    'taxes and records',
    'smart contracts',
    'building a cautious plan',
  ],
  // health
  'Physical Fitness': [
    'a movement baseline',
    'walking and light cardio',
    'bodyweight strength',
    'mobility and flexibility',
    'core stability',
    'interval training',
    'progressive overload',
    'endurance',
    'recovery and rest',
    'a sustainable weekly routine',
  ],
  'Mental Health': [
    'noticing your mood',
    'breathing exercises',
    'a daily journal',
    'mindfulness',
    'challenging unhelpful thoughts',
    'connection with others',
    'boundaries',
    'self-compassion',
    'stress management',
    'a long-term wellbeing plan',
  ],
  'Sleep Improvement': [
    'a sleep diary',
    'a fixed wake-up time',
    'an evening wind-down',
    'light and screens',
    'caffeine and alcohol',
    'your bedroom environment',
    'napping wisely',
    'racing thoughts at night',
    'weekend consistency',
    'keeping the gains',
  ],
  'Nutrition Basics': [
    'what you eat now',
    'protein',
    'vegetables and fibre',
    'hydration',
    'reading food labels',
    'balanced plates',
    'meal planning',
    'healthy snacks',
    'eating out',
    'a sustainable eating pattern',
  ],
  // productivity
  'Time Management Basics': [
    'tracking your time',
    'priorities with the Eisenhower matrix',
    'time blocking',
    'realistic estimates',
    'saying no',
    'batching small tasks',
    'weekly planning',
    'protecting deep work',
  ],
  'Habits Building': [
    'choosing one keystone habit',
    'habit cues',
    'making it easy',
    'habit stacking',
    'tracking streaks',
    'rewards',
    'handling missed days',
    'scaling up a habit',
  ],
  'Focus & Concentration': [
    'your distraction triggers',
    'single-tasking',
    'the Pomodoro technique',
    'a distraction-free workspace',
    'phone and notification limits',
    'deep work sessions',
    'attention recovery',
    'sustained focus',
  ],
  // career
  'Resume & Portfolio Building': [
    'your career story',
    'achievements with numbers',
    'a one-page CV',
    'tailoring your CV',
    'a portfolio structure',
    'case studies',
    'your online profile',
    'final polish',
  ],
  'Interview Preparation': [
    'researching the company',
    'your elevator pitch',
    'behavioural questions with STAR',
    'technical questions',
    'questions to ask',
    'mock interviews',
    'salary conversations',
    'follow-up notes',
  ],
  'Networking Skills': [
    'your networking goals',
    'your profile',
    'reconnecting with old contacts',
    'informational interviews',
    'events and communities',
    'conversation starters',
    'giving value first',
    'keeping in touch',
  ],
  'Job Search Strategy': [
    'your target roles',
    'a target company list',
    'job boards and alerts',
    'referrals',
    'tailored applications',
    'tracking applications',
    'follow-ups',
    'evaluating offers',
  ],
  // hobbies
  'Photography Basics': [
    'holding and knowing your camera',
    'composition and the rule of thirds',
    'light',
    'exposure: aperture, shutter, ISO',
    'focus and depth of field',
    'portraits',
    'street and candid photos',
    'landscapes',
    'editing basics',
    'a photo series',
  ],
  Drawing: [
    'lines and mark-making',
    'basic shapes',
    'perspective',
    'light and shading',
    'proportions',
    'drawing from observation',
    'gesture drawing',
    'textures',
    'composition',
    'a finished drawing',
  ],
  'Music (Instrumental Practice)': [
    'posture and technique',
    'scales',
    'rhythm and timing',
    'reading music',
    'chords',
    'a first full piece',
    'dynamics and expression',
    'playing along with recordings',
    'improvisation',
    'performing a piece',
  ],
  // custom: phases of any goal, in order
  Custom: [
    'clarifying the outcome',
    'research and planning',
    'the foundations',
    'a first small win',
    'building consistency',
    'levelling up',
    'handling obstacles',
    'going further',
    'polishing the result',
    'making it last',
  ],
};
