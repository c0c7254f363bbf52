import { CATALOG, SPREAD_WEEKDAYS } from '../../contract';
import { generateRoadmap, type RoadmapPlan, type RoadmapProvider, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { chooseTrack } from '../../lambdas/roadmap/tracks';
import { planMetrics, type PlanMetrics } from './metrics';

/**
 * The person's week on each track (#39, decision 248): the general table of eval.ts measures each option's
 * own path; a track's plans (`<option>-<track>.json`, chosen by the target's words) are measured here, one
 * person per track whose words choose it, over a handful of days and minutes from 2 × 10 to 7 × 120.
 */

/** A person whose words choose the track: a target as people write it, and where they start. */
export interface TrackPerson {
  current: string;
  target: string;
  /** A custom goal's title and description (they choose its track). */
  title?: string;
  description?: string;
}

const p = (current: string, target: string): TrackPerson => ({ current, target });
/** A custom goal: its title chooses the track, as the questionnaire sends it. */
const goal = (title: string, target: string, current = 'complete beginner'): TrackPerson => ({
  title,
  description: title,
  current,
  target,
});

/** One person per track, by option and track id (the option files' `tracks`); trackMatrix fails without one. */
export const TRACK_PEOPLE: Readonly<Record<string, Readonly<Record<string, TrackPerson>>>> = {
  Coding: {
    'electronics-pi': p('science teacher, some Python', 'a Raspberry Pi weather logger my class can read on the web'),
    electronics: p('complete beginner, retired engineer', 'build an Arduino weather station'),
    cloud: p('junior developer, a year of React at work', 'pass AWS Solutions Architect Associate'),
    invoices: p('never programmed', 'send my monthly invoices from my spreadsheet by e-mail'),
    sheets: p('I use Excel every day', 'bulk email our volunteers from a spreadsheet'),
    forms: p('self-taught VBA, warehouse macros', 'turn our stock-take spreadsheet into a web form the team uses on their phones'),
    report: p('I use Excel every day', 'automate my weekly sales report in Python'),
    ml: p('I know a little Python', 'learn machine learning'),
    dashboard: p('I code in Python and use pandas at work', 'a dashboard my team opens in a browser'),
    sql: p('I know Excel well', 'write SQL queries for my job'),
    data: p('I know Excel well', 'a data analyst job'),
    automation: p('I know a little Python', 'a Discord bot for my server'),
    app: p('never programmed', 'a quiz app my class can use on their phones'),
    shop: p('never programmed, I run a small pottery shop', 'an online shop page for my pottery'),
    website: p('never programmed', 'build my own personal website'),
    backend: p('I know JavaScript and built a few React apps', 'build a web app with a back end'),
    job: p('bootcamp last year', 'get hired as a junior developer'),
    mod: p('I play a lot of Minecraft', 'make a Minecraft mod with MCreator'),
    games: p('never programmed', 'make a simple platformer game'),
    ios: p('I know some Python from a university course', 'publish my first iPhone app to the App Store'),
    android: p('never coded', 'an app for my running club on Android'),
    mobile: p('I know React from my job as a web developer', 'an app for both iPhone and Android'),
  },
  'Physical Fitness': {
    'wheelchair-race': p('I race in a racing chair, did a 10k in 38 minutes', 'a half marathon in my racing chair'),
    wheelchair: p('wheelchair user, paraplegic, I push around town daily', 'build upper body strength and push a 5k'),
    pregnancy: p('pregnant, 20 weeks, used to go to spin classes', 'stay fit and strong until the birth'),
    postnatal: p('had a baby 4 months ago, used to run', 'get back to running'),
    handstand: p('I go to the gym twice a week', 'hold a handstand for 30 seconds'),
    calisthenics: p('I can do 10 push-ups', 'hold an L-sit for 20 seconds'),
    stick: p("I'm 82 and use a walking stick", 'walk to the village shop with my stick'),
    'job-test': p('I jog now and then', 'pass the bleep test for the police'),
    weight: p('I sit all day', 'lose weight'),
    condition: p('type 2 diabetes diagnosed last month, I sit all day', 'bring my HbA1c down by walking after meals'),
    yoga: p('stiff, I sit all day', 'yoga twice a week'),
    hill: p('70, new knee last year', 'walk up a hill again after my knee replacement'),
    bones: p('63, osteoporosis diagnosed last year, walk daily', 'stronger bones and better balance'),
    balance: p("I'm 74 and walk most days", 'keep my balance after I had a fall'),
    'swim-op': p('had my left hip replaced 8 months ago, physio signed me off', 'swim 1 km of front crawl at the lido'),
    'open-water': p('I can swim 4 lengths of breaststroke', 'swim a 1500 m open-water event in August'),
    'swim-sprint': p('masters swimmer, 50 m freestyle in 42 seconds', 'swim 50 m freestyle under 40 seconds'),
    stroke: p('I swim breaststroke but never learnt front crawl breathing', 'swim 200 m front crawl without stopping'),
    swimming: p('I can swim a length', 'swim 1 km of front crawl'),
    walking: p('I walk the dog daily', 'a 10-mile walk in the Lake District'),
    'multi-day': p('I walk 20 minutes a day', 'walk the West Highland Way in May'),
    mountain: p('I walk the dog an hour a day', 'climb Ben Nevis by the Mountain Track in June'),
    recovery: p('home after a stroke, I walk with a frame indoors', 'walk to the corner shop and back'),
    flat: p('I weigh 135 kg and my knees ache', 'walk 30 minutes without stopping'),
    return: p('had a hernia repair 10 weeks ago, I used to play 5-a-side', 'get back to 5-a-side on Thursdays'),
    sprint: p('I play Sunday league football', 'run 100 m under 13 seconds at the club open meet'),
    sport: p('I play basketball twice a week', 'jump higher for basketball tryouts'),
    faster: p('I run 5k in 30 minutes', 'run 5k in under 25 minutes'),
    meet: p('I squat 100 kg for 5 and bench 70 kg, train 3 years', 'deadlift 180 kg at my first powerlifting meet'),
    back: p('office worker, I sit all day', 'fitter with a sore lower back'),
    shoulder: p('I lift weights', 'train again, my right shoulder aches when I reach up'),
    'low-impact': p('my knees hurt on stairs', 'get fitter'),
    everyday: p('52, not very active', 'keep up with the grandchildren in the park'),
    'push-ups': p('I can do 2 push-ups', 'do 20 push-ups'),
    'pull-ups': p('I lift weights three times a week', 'do my first pull-up'),
    barbell: p('I lift twice a week', 'squat 80 kg for 5'),
    plank: p('I sit all day', 'hold a 2-minute plank'),
    cycling: p('I ride to work', 'ride 100 km in a day'),
    flexibility: p('stiff, I sit all day', 'touch my toes'),
    'row-sprint': p('gym regular, 500 m on the erg in 1:52', 'a 500 m row under 1:45 on the erg'),
    'row-distance': p('new to the rowing machine at my gym, 52, knees creak', 'row 5k without stopping'),
    rowing: p('ex-rower, 44, 2k in about 8:10 on the Concept2', 'a sub-7:45 2k on the rowing machine'),
    ropes: p('boulder V3 at my local wall, never used a rope', 'learn to lead and lead a 6a'),
    climbing: p('competitive climber, V4, 27, fingers feel weak on crimps', 'climb V6 by summer'),
    goalkeeping: p('I play 5-a-side on Thursdays and always end up in goal', 'be a decent goalkeeper by the end of the season'),
    game: p('I play 5-a-side once a week, gassed after 10 minutes', 'last a whole game without dying'),
    activity: p('I sit all day', 'climb at the bouldering wall with my kids, V2 problems'),
    strength: p('I sit all day', 'get stronger'),
  },
  'Habits Building': {
    smoking: p('I smoke 20 a day', 'quit smoking'),
    medication: p('I forget my pills', 'take my ADHD meds every morning'),
    home: p('I have ADHD', 'keep my flat tidy, I have ADHD'),
    screen: p('I scroll for hours', 'cut my screen time'),
    quit: p('I snack every evening', 'quit snacking after dinner'),
    named: p('I start habits and drop them', 'meditate every morning'),
  },
  'Focus & Concentration': {
    writing: p(
      'PhD student, I write 200 words a day and procrastinate',
      'write my thesis chapter, 3 hours of focused writing each morning',
    ),
    reading: p('PhD student, I drift off reading papers for my thesis', 'get through the reading for my literature review'),
    study: p('I check my phone while I revise', 'revise for my exams without my phone'),
  },
  'Mental Health': {
    grief: p('my wife died last year', 'cope with the grief'),
    burnout: p('teacher for 12 years, burnt out', 'recover and enjoy work again'),
    carer: p('caring for my husband with MS, no time for me', 'take a break without guilt'),
    'new-parent': p('new mum, know nothing', 'feel like myself again'),
    'child-anger': p('my 4 year old has tantrums every evening', 'help my daughter with her temper'),
    anger: p('I snap at people', 'control my temper'),
    conversations: p('promoted to manager 3 months ago', 'handle difficult conversations with my team without dread'),
    speaking: p('I dread presentations at uni', 'give my presentation calmly'),
    exams: p('I panic in exams', 'sit my summer exams calmly'),
    social: p('I avoid phone calls', 'make phone calls without dread'),
    ocd: p('I check the door and the hob over and over before I can leave', 'leave the house without going back'),
    treatment: p("I'm seeing a counsellor for PTSD", 'my counsellor says I need a routine between sessions'),
    rotation: p('I work offshore 2 weeks on 2 weeks off and dread my last days home', 'stop dreading going back offshore'),
    'health-anxiety': p('I check my body for lumps every day and google symptoms', 'stop the checking and googling'),
    exposure: p('I panic in supermarkets', 'do the weekly shop on my own'),
    worry: p('I worry all the time', 'worry less'),
    lonely: p('lonely since retiring', 'feel less alone'),
    'self-esteem': p('I hate myself', 'be kinder to myself'),
  },
  'Sleep Improvement': {
    'shift-work': p('I’m a nurse on night shifts', 'sleep well between shifts'),
    pregnancy: p('I am 32 weeks pregnant', 'sleep better'),
    'new-parent': p('my baby feeds until midnight', 'more sleep'),
    ramadan: p('I work 9 to 5 and get 4 hours a night in Ramadan', 'sleep enough while fasting'),
    bedtime: p('I scroll TikTok until 2am', 'go to bed by 11'),
  },
  'Nutrition Basics': {
    coeliac: p('just diagnosed with coeliac disease', 'eat gluten free without worry'),
    diabetes: p('I have type 2 diabetes', 'keep my sugar steady'),
    muscle: p('I lift three times a week and eat toast mostly', 'build 4 kg of muscle'),
    gain: p('BMI 17, skinny', 'put on 6 kg'),
    ibs: p('I have IBS', 'foods that suit my gut'),
    picky: p('my 5-year-old only eats pasta', 'get my 5-year-old to eat vegetables'),
    plant: p('I eat meat most days', 'go vegan and eat enough protein'),
    budget: p('we get takeaways most nights', 'cook dinners for £60 a week'),
    cooking: p('I eat ready meals', 'cook healthier meals for the family'),
    training: p('I run 3 times a week', 'eat well for my first half marathon'),
  },
  'Time Management Basics': {
    teacher: p('secondary English teacher', 'marking that no longer takes my whole Sunday'),
    carer: p('I care for my mum full time', 'some time for myself each week'),
    household: p('single mum, two kids, always late paying bills and returning school forms', 'stay on top of bills and school admin'),
    school: p("I'm in Year 10 and leave homework till the last minute", 'get homework done on time'),
    shifts: p('I work 12-hour shifts', 'some me-time and a hobby between shifts'),
    trade: p('I am a plumber', 'get invoices out the same day'),
    deadlines: p('freelance illustrator, 6 clients, always late on deadlines', 'deliver every client job on time'),
    freelance: p('I am a freelance designer', 'stop working late nights as a freelancer'),
    reading: p('MSc student, I have 40 papers to read for my dissertation', 'finish my literature review by March'),
    writing: p('PhD student, I lose whole days to email', 'write 500 words of my thesis every weekday'),
  },
  'Expense Tracking Mastery': {
    student: p('final year student', 'make my student loan last the term'),
    business: p('I am a freelance translator', 'track my business expenses as a freelancer'),
    couple: p('we never talk about money', 'a shared budget as a couple'),
  },
  'Saving for a Goal': {
    home: p('I save a little each month', 'a house deposit in 3 years'),
    'home-couple': p('my partner and I rent a flat', 'a house deposit in 3 years'),
    emergency: p('freelancer with irregular income, £2k savings', 'save a 6-month emergency fund'),
  },
  'Crypto Basics': {
    someone: p('I know nothing about crypto', 'understand the crypto my husband keeps buying'),
    wallet: p('I bought some bitcoin on Coinbase', 'move my coins to a hardware wallet safely'),
    holding: p('I bought some bitcoin last year', 'keep my bitcoin safe'),
    safe: p('I know nothing about crypto', 'know if it is a good idea or a scam'),
  },
  'Networking Skills': {
    friends: p('I work from home', 'make new friends'),
    academic: p('postdoc in neuroscience', 'find my next postdoc or a fellowship'),
    mentor: p('junior designer', 'a mentor for my design career'),
    forces: p('army veteran leaving after 22 years', 'build a civilian network in project management'),
    'new-here': p('I moved to Leeds', 'know people here, I know nobody'),
    clients: p('freelance photographer', 'more direct clients'),
  },
  'Job Search Strategy': {
    record: p('released from prison last year, did a bricklaying course inside', 'a bricklaying job despite my conviction'),
    forces: p('left the army last year', 'a civilian job in logistics'),
    redundancy: p('accountant, made redundant after 25 years', 'a new job in finance'),
    visa: p('I am on a spouse visa', 'a job in my field'),
    regulated: p('qualified teacher, 5 years out', 'a teaching job again'),
    returner: p('career break for my kids', 'back to work in accounts'),
    'lab-school': p('left school with A levels in biology and chemistry', 'a laboratory technician apprenticeship'),
    lab: p('recent graduate in biology, 40 applications, no replies', 'land a lab technician job'),
    'lab-first': p('chemistry graduate', 'a QC analyst job in pharma'),
    graduate: p('English graduate', 'a graduate job in publishing'),
    clients: p('freelance web designer', 'more direct clients'),
    trades: p('qualified electrician', 'a better electrician job'),
    change: p('retail manager for 15 years', 'move into HR'),
    silent: p('sent 60 applications with no replies', 'an office administrator job'),
  },
  'Interview Preparation': {
    quant: p('maths student', 'quant trader internship at Optiver'),
    product: p('engineer for 5 years', 'pass a product manager interview'),
    research: p('PhD in machine learning', 'research scientist at Google DeepMind'),
    loop: p('data scientist, 3 years, Python and SQL', 'pass data science interviews'),
    software: p('I know Python', 'pass software engineer interviews'),
    case: p('MBA student', 'get an offer from McKinsey'),
    officer: p('university student', 'pass AOSB main board and get a place at Sandhurst'),
    'officer-us': p('college junior', 'get selected for Army OCS'),
    selection: p('bus driver', 'become a trainee train driver'),
    apprentice: p('18, just finished A levels', 'an interview for a laboratory technician apprenticeship'),
    school: p('head of maths', 'a deputy head interview'),
    industry: p('ICU nurse for 8 years, applying to medical science liaison roles', 'pass the MSL panel interview'),
    advanced: p('nurse for 12 years', 'pass a nurse practitioner interview'),
    care: p('care assistant for 3 years', 'a senior care assistant job'),
    clinical: p('staff nurse, band 5', 'interview for a band 6 charge nurse post'),
    supervisor: p('warehouse operative', 'a warehouse supervisor job'),
    formats: p('I work in a council office', 'a civil service interview with success profiles'),
    role: p('teaching assistant', 'a teacher interview'),
  },
  'Resume & Portfolio Building': {
    tattoo: p('I draw flash', 'a portfolio to get a tattoo apprenticeship'),
    statement: p('year 13, chemistry and biology A-levels', 'a personal statement for my UCAS application to study medicine'),
    artschool: p('A-level art student', 'a portfolio for a BA in illustration at art school'),
    showreel: p('animation graduate', 'showreel for studios'),
    illustration: p('I draw every day', 'an illustrator’s portfolio for agents'),
    photo: p('I shoot weddings for friends', 'start my own wedding photography business'),
    architecture: p('architecture student', 'an architecture portfolio for a Part 1 job'),
    design: p('graphic designer', 'a portfolio with three UX case studies'),
    returner: p('five years at home with my kids', 'back to work in accounts'),
    letter: p('an old CV from 2019', 'a CV and a cover letter for the data analyst role at the NHS'),
    change: p('ex-RAF, 16 years in logistics, no CV', 'a civilian CV after the forces'),
  },
  'Writing Skills': {
    eulogy: p('I write emails', 'a eulogy for my nan, the funeral is on Friday'),
    viva: p('PhD student in year 4', 'pass my viva on coral reef acoustics'),
    statement: p('high school senior', 'my Common App essay for US colleges, early decision'),
    talk: p('I have never presented', 'a 20-minute talk with slides at a JavaScript meetup on testing'),
    speech: p('I write emails', 'best man speech'),
    poetry: p('I write poems in a notebook', 'read my poems at an open mic'),
    'poem-gift': p('I write emails', "a poem for my mum's 70th birthday"),
    poems: p('I write poems in my notebook, never shared them', 'enter a poetry competition'),
    standup: p('people say I am funny', 'a five-minute stand-up set at an open mic'),
    screenplay: p('I write short stories', 'a screenplay for a short film'),
    play: p('I write emails', 'write a stage play for my local theatre group'),
    lyrics: p('I play guitar', 'write song lyrics'),
    bid: p('I run a small charity', 'a funding bid to the lottery'),
    quotes: p('self-employed plumber', 'write clear quotes that win bathroom jobs'),
    grant: p('postdoc in ecology', 'submit an NIH R21 grant application'),
    pitch: p('I write a blog', 'pitch an article to the Guardian'),
    essay: p('I write a diary, never published anything', 'a personal essay accepted by a magazine'),
    document: p('engineer, my reports are too long', 'write clear one-page technical reports'),
    workplace: p('I write work emails', 'clearer emails and reports at work'),
    'self-publish': p('my 80,000-word memoir is finished', 'self-publish my memoir on KDP'),
    'comic-script': p('I write short stories', 'write a comic script for an 8-page short'),
    'novel-query': p('finished a first draft of a 90,000-word fantasy novel', 'query literary agents'),
    novel: p('I write a little', 'finish my novel'),
    'memoir-work': p('retired nurse', 'write my memoir of nursing in the 1970s for my grandchildren'),
    'memoir-told': p('retired, I tell lots of family stories', 'write my memoir for my grandchildren'),
    memoir: p('I write letters', 'write my grandfather’s life story from his war letters'),
    blog: p('I write a little', 'a travel blog with a new post every Sunday'),
    personal: p('I write a little', 'a bedtime story for my son'),
    'picture-book': p('I write a little', 'a picture book for children'),
    fiction: p('I write a little', 'submit a short story to a magazine'),
    abstract: p('nurse researcher', 'submit an abstract to the RCN research conference'),
    paper: p('PhD student', 'publish a journal article from my PhD'),
    thesis: p('master’s student', 'finish my dissertation on coral reefs'),
    academic: p('PhD student', 'finish my thesis literature review chapter'),
  },
  'Design Basics': {
    screens: p('8 years as a print designer in InDesign', 'design mobile app screens in Figma for a product job'),
    business: p('window cleaner, just bought a van', 'livery for my van'),
    brand: p('I run a small bakery', 'a consistent look on Instagram'),
    logo: p('I run a small bakery', 'a logo for my bakery'),
    document: p('I use Canva for posters', "design our charity's annual report (24 pages) in InDesign"),
    set: p('I help at my church', 'posters and flyers for our church fete'),
    slides: p('I use PowerPoint', 'better slides for my talks'),
  },
  'Photography Basics': {
    stock: p('I have an iPhone 11 and shoot my food', 'sell my photos on stock sites'),
    daily: p('I take photos with my phone', 'a photo a day for a year of my neighbourhood'),
    night: p('I have a DSLR', 'photograph the Milky Way'),
    product: p('I sell handmade soaps on Etsy, photos on my phone', 'product photos that make people click'),
    property: p('estate agent with a phone', 'better photos of the houses I list as an estate agent'),
    second: p('I shoot portraits', 'second shoot for a wedding photographer this season'),
    wedding: p('I shoot portraits', 'photograph weddings'),
    sport: p('I have a DSLR', 'sharp photos of my son’s football matches'),
    portraits: p('I take photos with my phone', 'portraits of my kids'),
    flight: p('I have a Nikon Z6 and a 200-500 lens', 'sharp photos of birds in flight'),
    wildlife: p('I take photos with my phone', 'sharp photos of birds'),
    landscapes: p('I take photos with my phone', 'landscape photos on my hikes'),
    street: p('I take photos with my phone', 'better street photos'),
  },
  Drawing: {
    tattoo: p('I draw flash-style designs', 'a portfolio for a tattoo apprenticeship'),
    artschool: p('I draw every day in my sketchbook', 'a portfolio for an art foundation course'),
    urban: p('I doodle', 'sketch buildings on location'),
    botanical: p('I doodle', 'botanical illustration of wildflowers'),
    painting: p('I doodle', 'watercolour painting'),
    pages: p('I draw anime on my iPad', 'make a 24-page comic'),
    comic: p('I doodle', 'a weekly webcomic about my cat'),
    pet: p('I doodle', 'draw my dog from life'),
    portrait: p('I doodle', 'realistic portraits of my kids from photos'),
    people: p('I doodle', 'draw my grandchildren from life'),
    subject: p('I doodle', 'draw hands well'),
  },
  'Music (Instrumental Practice)': {
    dj: p('I have a controller', 'a DJ set at a friend’s party'),
    'drums-jazz': p('I play rock drums', 'play jazz drums with brushes'),
    bass: p('never played an instrument, I love Motown', 'play bass along to a few Motown songs'),
    'first-orchestral': p('never played, I bought a violin', 'learn to play the violin'),
    grade: p('I passed grade 2 harp last year', 'Grade 4 harp'),
    duet: p('I play trumpet a bit, about two years', 'Play trumpet duets with my friend'),
    'groove-slap': p('I play bass in a covers band, root notes mostly', 'play funk grooves with slap and ghost notes'),
    'groove-solo': p('I strum chords on guitar', 'play 12-bar blues and solo with the blues scale'),
    groove: p('I strum chords on guitar', 'play a 12-bar blues shuffle with a band groove'),
    'hand-drums': p('I can keep a beat', 'learn the cajón'),
    drums: p('I can keep a beat', 'learn to play the drums'),
    gospel: p('I play piano, grade 6', 'play piano for our gospel choir on Sundays'),
    piano: p('I play guitar', 'learn to play the piano'),
    choir: p('I sing in the shower', 'sing in a choir'),
    session: p('I play the tin whistle, a few tunes', 'play tunes at the Irish session in my local pub'),
    ensemble: p('I play the trumpet', 'join a brass band'),
    returner: p('I played violin as a child', 'play my violin again'),
    jazz: p('I play classical piano', 'play jazz standards on piano'),
    ukulele: p('I can strum a little', 'learn to play the ukulele'),
    guitar: p('never played anything', 'learn guitar'),
    read: p('I play by ear', 'learn to read music'),
    'play-sing': p('I know some chords', 'play guitar and sing at the same time'),
    singing: p('I sing in the car', 'sing in tune'),
    'classical-guitar': p('I play a few chords', 'learn classical guitar'),
    solo: p('I play rock guitar', 'learn the solo from Comfortably Numb'),
    piece: p('I play piano a little', 'play Clair de Lune'),
    technique: p('I play guitar', 'clean barre chords'),
  },
  Custom: {
    chess: goal('Get better at chess', 'win games at my club'),
    'card-games': goal('Learn Magic: The Gathering', 'play at Friday Night Magic'),
    'board-games': goal('Learn to play Go', 'play a 9x9 game at the local go club'),
    tabletop: goal('DM my first D&D one-shot', 'run a one-shot for four friends'),
    recitation: goal('Recite Surah Yasin with tajweed', 'recite it properly to my teacher'),
    'sign-language': goal('Learn BSL', 'chat with my deaf neighbour'),
    language: goal('Learn Cantonese', 'talk with my grandmother'),
    'knowledge-test': goal('FAA Part 107 drone licence', 'pass the Part 107 knowledge test'),
    'first-aid': goal('First aid', 'help in an emergency'),
    woodwork: goal('Build raised beds', 'build two raised beds for my veg'),
    typing: goal('Touch typing', 'type 60 wpm'),
    yoyo: goal('Yo-yo tricks', 'land a trapeze'),
    cube: goal("Solve a Rubik's cube", 'solve it in under 2 minutes'),
    balance: goal('Learn to ride a unicycle', 'ride 50 metres without holding on'),
    juggling: goal('Learn to juggle', 'juggle three balls'),
    climbing: goal('Climbing', 'lead a route at the wall'),
    riding: goal('Horse riding', 'canter on a hack'),
    skateboarding: goal('Learn to skateboard', 'drop in on a mini ramp'),
    skating: goal('Roller skating', 'skate at the rink'),
    'cycle-tour': goal('A cycle tour', 'a week with panniers'),
    'multi-day': goal('Walk the Camino', 'walk the Camino in stages'),
    walking: goal('Climb Snowdon', 'walk up Snowdon and back'),
    running: goal('Running', 'run a 10k'),
    'cycle-commute': goal('Cycle to work', 'commute 8 km to work by bike', 'I can ride a bike but never on roads'),
    cycling: goal('Learn to ride a bike', 'cycle to work'),
    'bike-skills': goal('Mountain biking', 'ride a red trail'),
    'car-care': goal('Learn basic car maintenance', 'check oil, tyres and change a wheel'),
    motorcycle: goal('Motorbike licence', 'pass my motorbike test'),
    driving: goal('Learn to drive', 'pass my driving test'),
    surfing: goal('Learn to surf', 'stand up on a green wave'),
    watersports: goal('Learn to sail', 'sail a dinghy solo'),
    swimming: goal('Swimming', 'swim a length of front crawl'),
    'growing-plot': goal('Allotment veg', 'feed us from the allotment'),
    growing: goal('Grow vegetables', 'grow tomatoes and salad'),
    fishing: goal('Learn to fish', 'catch my first carp'),
    beekeeping: goal('Keep bees', 'my first hive through a season'),
    cake: goal('Bake a wedding cake', 'a three-tier wedding cake for 80'),
    cooking: goal('Learn to cook', 'cook healthier meals for the family'),
    candles: goal('Candle making', 'make soy candles to give as gifts'),
    bodyboarding: goal('Learn to bodyboard', 'catch a wave on a bodyboard'),
    goalkeeping: goal('Goalkeeping', "become our team's goalkeeper"),
    tennis: goal('Tennis', 'play a match at my local club'),
    dance: goal('Salsa dancing', 'dance salsa at a social'),
    supervised: goal('Scuba diving', 'dive on holiday'),
    sourdough: goal('Bake sourdough bread', 'bake a sourdough loaf every week'),
    ferment: goal('Make kimchi', 'a jar of kimchi each month'),
    process: goal('Brew beer', 'brew my first beer at home'),
    crochet: goal('Learn to crochet', 'a granny square blanket'),
    'sewing-shirt': goal('Sew a shirt', 'a shirt with a collar and buttons'),
    sewing: goal('Sew a summer dress', 'a dress from a pattern'),
    knitting: goal('Learn to knit', 'knit a jumper'),
    poker: goal('Learn to play poker', 'hold my own at the home game'),
    quilting: goal('Make a quilt', 'a lap quilt for the sofa'),
    'soft-furnishings': goal('Make curtains', 'lined curtains for the bay window'),
    upholstery: goal('Reupholster a chair', 're-cover my dining chairs'),
    diy: goal('Put up shelves', 'two shelves in the alcove'),
    'arabic-calligraphy': goal('Arabic calligraphy', 'write the basmala in naskh'),
    'brush-calligraphy': goal('Japanese calligraphy', 'a shodo piece for my grandmother'),
    calligraphy: goal('Learn calligraphy', 'a birthday card in italic'),
    magic: goal('Learn card magic', 'a close-up routine for my family'),
    podcast: goal('Start a podcast', 'publish ten episodes'),
    postnatal: goal('Get fit after my baby', 'lose the baby weight and run again'),
    yoga: goal('Yoga', 'do yoga three times a week'),
    strength: goal('Get stronger', 'do 10 push-ups'),
    weight: goal('Lose weight', 'lose 6 kg by the summer'),
    habit: goal('Read more books', 'read 30 books this year'),
    novel: goal('Write a book', 'finish the first draft of my fantasy novel'),
    guitar: goal('Learn guitar', 'play three songs on guitar round the campfire'),
    piano: goal('Learn piano', 'play Clair de Lune on piano'),
    'drawing-people': goal('Learn to draw', 'draw my grandchildren from life'),
    drawing: goal('Learn to draw', 'draw landscapes and buildings'),
    painting: goal('Learn to paint', 'paint a watercolour landscape'),
    photography: goal('Photography', 'take better photos with my new camera'),
    sleep: goal('Sleep better', 'sleep through the night'),
    saving: goal('Save money', 'save £3,000 for a wedding'),
    choir: goal('Join a choir', 'sing alto in the community choir'),
    singing: goal('Learn to sing', 'sing in tune at karaoke'),
    speech: goal('Best man', "give the best man speech at my brother's wedding"),
    app: goal('Build an app', 'build a habit tracker app in JavaScript'),
  },
};

/** Days a week × minutes a day each track is planned at: the short days first, 7 × 120 last. */
export const TRACK_WEEKS: readonly { minutes: number; days: number }[] = [
  { minutes: 10, days: 2 },
  { minutes: 15, days: 3 },
  { minutes: 20, days: 3 },
  { minutes: 30, days: 4 },
  { minutes: 45, days: 5 },
  { minutes: 60, days: 6 },
  { minutes: 120, days: 7 },
];

export interface TrackOf {
  option: string;
  track: string;
  person: TrackPerson;
}

/** The request a track's person makes at `minutes` a day on `days` spread days. */
export function requestOf({ option, person }: TrackOf, minutes: number, days: number): RoadmapRequest {
  const weekdays = [...SPREAD_WEEKDAYS[days]!];
  return {
    category: CATALOG.find((c) => c.options.includes(option))!.id,
    option,
    ...(person.title ? { title: person.title, description: person.description } : {}),
    answers: { currentLevel: person.current, targetLevel: person.target, dailyMinutes: minutes },
    daysPerWeek: days,
    weekdays,
  };
}

/** A track whose person is missing, or whose person's words do not choose it: the matrix would measure another path. */
export class TrackPersonError extends Error {
  constructor(option: string, track: string, chosen?: string) {
    super(
      chosen === undefined
        ? `No person for the track "${track}" of ${option}: add one to TRACK_PEOPLE (scripts/roadmaps/track-matrix.ts)`
        : `The person for the track "${track}" of ${option} plans the track "${chosen}": their words must choose "${track}"`,
    );
    this.name = 'TrackPersonError';
  }
}

/**
 * Every track of every option (the option files' `tracks`, in their order), each with its person, whose
 * words are checked to choose it; throws TrackPersonError otherwise, so no track goes unmeasured or is
 * measured on another path.
 */
export function tracksToMeasure(people: typeof TRACK_PEOPLE = TRACK_PEOPLE): TrackOf[] {
  return CATALOG.flatMap((c) => c.options).flatMap((option) =>
    (loadCurriculum(option)?.tracks ?? []).map((track) => {
      const person = people[option]?.[track.id];
      if (!person) throw new TrackPersonError(option, track.id);
      const of = { option, track: track.id, person };
      const chosen = chooseTrack(loadCurriculum(option)!, requestOf(of, 30, 3)).track?.id ?? 'general';
      if (chosen !== track.id) throw new TrackPersonError(option, track.id, chosen);
      return of;
    }),
  );
}

/** A track's figures over TRACK_WEEKS: the general table's person's-week figures, for this track's plans. */
export interface TrackRow extends TrackOf {
  /** Weeks within the person's week and a tenth. */
  withinTime: number;
  /** Weeks over it only by one long day the week says (metrics.ts `overSaid`, decision 348): apart from within time. */
  overSaid: number;
  /** Weeks sharing 80% or more of their task titles with an earlier week. */
  repeating: number;
  /** Distinct task titles over tasks, in the plans of 12 weeks or more; undefined where none is that long. */
  distinctLong?: number;
  /** Tasks using what no task before them made, over the plans (a count). */
  dangling: number;
  /** Milestones counting more than their week schedules, over the plans (a count). */
  uncountable: number;
  /** Weeks that are one part of a syllabus week spread over several. */
  parts: number;
  /** Weeks holding a task twice that is not said as daily (decision 280). */
  twice: number;
  plans: RoadmapPlan[];
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Plans each track's person at every TRACK_WEEKS pair and measures the plans (metrics.ts). */
export async function trackFigures(provider: RoadmapProvider, tracks = tracksToMeasure()): Promise<TrackRow[]> {
  const rows: TrackRow[] = [];
  for (const of of tracks) {
    const plans: RoadmapPlan[] = [];
    const metrics: PlanMetrics[] = [];
    for (const { minutes, days } of TRACK_WEEKS) {
      const plan = await generateRoadmap(requestOf(of, minutes, days), provider);
      plans.push(plan);
      metrics.push(planMetrics(plan, minutes, days));
    }
    const long = metrics.filter((_, k) => plans[k]!.weeks.length >= 12);
    rows.push({
      ...of,
      withinTime: mean(metrics.map((m) => m.withinTime)),
      overSaid: mean(metrics.map((m) => m.overSaid)),
      repeating: mean(metrics.map((m) => m.repeating)),
      ...(long.length ? { distinctLong: mean(long.map((m) => m.distinct)) } : {}),
      dangling: metrics.reduce((n, m) => n + m.dangling, 0),
      uncountable: metrics.reduce((n, m) => n + m.uncountable, 0),
      parts: mean(metrics.map((m) => m.parts)),
      twice: mean(metrics.map((m) => m.twice)),
      plans,
    });
  }
  return rows;
}
