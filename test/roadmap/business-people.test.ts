import { asker } from './ask';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { theCameraNow } from '../../lambdas/roadmap/camera';

/**
 * The person's own business, camera and numbers (issue #36, round 7, decision 094). Each case is read as
 * the field's coach would read the plan — a brand designer, a wildlife and street photographer, a
 * language teacher who prepares people for trade — and stands for a class: another business on other
 * tools, another camera, another language at work. What the neighbouring plan would have said is
 * asserted absent.
 */
const ask = asker(30);
type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const tasks = (plan: Plan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const titles = (plan: Plan) => tasks(plan).map((t) => t.title);
const text = (part: unknown) => JSON.stringify(part);

describe('a brand look for the person’s own business, on the tools they use (read as a brand designer)', () => {
  it('gives a pottery shop on Instagram and Canva its own look, from its pots to a one-page style guide', async () => {
    const plan = await generateRoadmap(
      ask(
        'Design Basics',
        'I run a small pottery shop and make my own Instagram posts in Canva',
        "a consistent look for my shop's Instagram and website",
      ),
      builtinProvider,
    );
    const all = titles(plan).join('\n');
    // The business named from the words, in the work, not only in the header.
    expect(all).toMatch(/your pottery shop’s last 12 posts/);
    expect(all).toMatch(/Photograph 10 of your pots and glazes/);
    // A brand designer's path, in order: audit and mood board, palette and two fonts, a mark, the kit, templates, photos, site, guide.
    const order = [
      /mood board/,
      /Pick 5 colours from your week-1 photos/,
      /Choose two fonts/,
      /wordmark/,
      /Set up your brand kit in Canva/,
      /post templates in Canva/,
      /story templates/,
      /photo corner/,
      /next 9 posts as a grid/,
      /Match your website to the kit/,
      /one-page style guide for your pottery shop/,
    ];
    const at = order.map((pattern) => titles(plan).findIndex((t) => pattern.test(t)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Canva's own menus and Instagram's own sizes where the task needs them.
    expect(text(plan)).toMatch(/Brand › Brand Kit/);
    expect(text(plan)).toMatch(/1080 × 1350 px \(4:5\)/);
    // The week-1 screenshots are the baseline the last week compares with.
    expect(tasks(plan).find((t) => /^Baseline/.test(t.title))).toBeDefined();
    expect(text(plan.weeks.at(-1))).toMatch(/beside the week-1 screenshots/);
    // Not the generic UI course it got before.
    expect(text(plan)).not.toMatch(/12-column|pricing card|landing page|café|made-up/i);
    // Three days a week, about 30 minutes each.
    for (const week of plan.weeks) {
      expect(week.days).toHaveLength(3);
      for (const day of week.days) expect(day.tasks.reduce((m, t) => m + t.estimatedMinutes, 0)).toBeLessThanOrEqual(35);
    }
  });

  it('reads other businesses and platforms generally: candles on Etsy, a florist on Shopify, a salon on Squarespace', async () => {
    const etsy = await generateRoadmap(
      ask('Design Basics', 'I make handmade candles and sell them on Etsy', 'a cohesive look for my candle shop on Etsy and Pinterest'),
      builtinProvider,
    );
    expect(titles(etsy).join('\n')).toMatch(/Photograph 10 of your candles/);
    expect(titles(etsy).join('\n')).toMatch(/Match your Etsy shop to the kit: the shop icon, the banner/);
    expect(text(etsy)).toMatch(/Pinterest pins at 1000 × 1500 px/);
    // Etsy sets no fonts or colours of its own: the plan does not ask for them there.
    expect(text(etsy)).not.toMatch(/Etsy shop: the logo in the header, the two fonts/);

    const shopify = await generateRoadmap(
      ask('Design Basics', 'I run a flower shop and sell on my Shopify store', 'my brand to look the same on Instagram and the store'),
      builtinProvider,
    );
    expect(text(shopify)).toMatch(/Online Store › Themes › Customize/);
    expect(titles(shopify).join('\n')).toMatch(/your flowers and arrangements/);
    expect(titles(shopify).join('\n')).toMatch(/your flower shop/);
    expect(titles(shopify).join('\n')).not.toMatch(/your Shopify store’s last 12 posts/);

    const salon = await generateRoadmap(
      ask('Design Basics', 'I own a hair salon, the website is on Squarespace', 'a consistent look for our salon on social media'),
      builtinProvider,
    );
    expect(text(salon)).toMatch(/Site Styles/);
    expect(titles(salon).join('\n')).toMatch(/your salon’s last 12 posts/);
    expect(titles(salon).join('\n')).toMatch(/your design app \(Canva is free and enough\)/);
  });

  it('gives a yoga studio a look from its classes and space: class posts and times, consent for faces, no shop, product or price (round 14’s readers)', async () => {
    const plan = await generateRoadmap(
      asker(20)('Design Basics', 'I run a small yoga studio and make our posters in Canva', 'a consistent look for our Instagram posts'),
      builtinProvider,
    );
    const all = text(plan.weeks);
    expect(all).toMatch(/Design 3 post templates in Canva: a class, behind the scenes/);
    expect(all).toMatch(/Set the name, a class time and a caption/);
    expect(all).toMatch(/Ask everyone in a photo before it goes online/);
    expect(all).toMatch(/a post that looks like your yoga studio/);
    expect(all).not.toMatch(/shop|product|a price|45°/i);
    // A shop keeps its products and prices.
    const candles = text(
      (
        await generateRoadmap(
          ask('Design Basics', 'I make candles and sell them on Etsy', 'a cohesive look for my candle shop'),
          builtinProvider,
        )
      ).weeks,
    );
    expect(candles).toMatch(/a product, behind the scenes/);
    expect(candles).toMatch(/the accent for prices and offers/);
  });

  it('keeps a logo for a bakery on the logo track, and slides on the slides track', async () => {
    const logo = await generateRoadmap(ask('Design Basics', 'never designed anything', 'a logo for my bakery'), builtinProvider);
    expect(titles(logo).join('\n')).toMatch(/Sketch 30 thumbnails for your bakery/);
    expect(titles(logo).join('\n')).not.toMatch(/Set up your brand kit/);
    const slides = await generateRoadmap(ask('Design Basics', 'I use PowerPoint', 'better slides for my talks'), builtinProvider);
    expect(titles(slides).join('\n')).not.toMatch(/mood board|brand kit/);
  });
});

describe('the camera the person shoots with now, and its own controls (read as a photographer)', () => {
  it('plans birds on the Fujifilm just bought, not the phone named first, with its focus selector, zone and drive', async () => {
    const plan = await generateRoadmap(
      ask('Photography Basics', 'I shoot on my phone, just bought a used Fujifilm X-T3', 'sharp photos of birds', {
        answers: {
          currentLevel: 'I shoot on my phone, just bought a used Fujifilm X-T3',
          targetLevel: 'sharp photos of birds',
          dailyMinutes: 45,
        },
        daysPerWeek: 4,
      }),
      builtinProvider,
    );
    expect(plan.weeks[0]!.title).toMatch(/with your Fujifilm X-T3/);
    const first = text(plan.weeks[0]);
    expect(first).toMatch(/Continuous AF on a Fujifilm: the focus mode to C/);
    expect(first).toMatch(/AF mode Zone \(small\)/);
    expect(first).toMatch(/drive to CH/);
    expect(first).toMatch(/no animal detection: place the zone yourself/);
    expect(first).toMatch(/back-button focus: AF-ON/);
    expect(text(plan)).not.toMatch(/your phone|A phone cannot/);
  });

  it('says a phone’s limits for birds and gives it a phone’s steps, not a camera’s settings', async () => {
    const plan = await generateRoadmap(
      ask('Photography Basics', 'I only have my iPhone 13', 'photos of the birds in my garden'),
      builtinProvider,
    );
    const first = text(plan.weeks[0]);
    expect(plan.weeks[0]!.title).toMatch(/your iPhone 13/);
    expect(first).toMatch(/A phone cannot track a bird/);
    expect(first).toMatch(/no digital zoom/);
    expect(first).toMatch(/digiscoping/);
    expect(first).not.toMatch(/shutter priority|back-button|AF-ON/);
  });

  it('plans for the device kept, not the one sold, and gives each kind of camera its own controls', async () => {
    const street = await generateRoadmap(
      ask('Photography Basics', 'I sold my Canon 700D last year and now shoot on my Pixel 8', 'better street photos'),
      builtinProvider,
    );
    expect(street.weeks[0]!.title).toMatch(/your Pixel 8/);
    expect(text(street.weeks[0])).toMatch(/no zone to set, and it has no shutter priority/);
    expect(titles(street)[0]).not.toMatch(/shutter priority/);

    const ricoh = await generateRoadmap(
      ask('Photography Basics', 'I used to shoot on my iPhone, just got a Ricoh GR III', 'street photography in my city'),
      builtinProvider,
    );
    expect(ricoh.weeks[0]!.title).toMatch(/your Ricoh GR III/);
    expect(text(ricoh.weeks[0])).toMatch(/Snap Focus at 2 m or 2\.5 m/);

    const portraits = await generateRoadmap(
      ask('Photography Basics', 'I have a Sony a6400 and edit on my phone', 'portraits of my kids'),
      builtinProvider,
    );
    expect(portraits.weeks[0]!.title).toMatch(/your Sony a6400/);
    expect(text(portraits.weeks[0])).toMatch(/A mirrorless body: eye detection on/);

    const landscapes = await generateRoadmap(
      ask('Photography Basics', 'an old Nikon D3200 DSLR', 'landscape photos on my hikes'),
      builtinProvider,
    );
    expect(text(landscapes.weeks[0])).toMatch(/A DSLR: live view to focus a third in, mirror lock-up/);
  });

  it('reads the camera now from the words around each device', () => {
    expect(theCameraNow('I shoot on my phone, just bought a used Fujifilm X-T3')).not.toMatch(/phone/);
    expect(theCameraNow('I shoot on my phone, just bought a used Fujifilm X-T3')).toMatch(/Fujifilm X-T3/);
    expect(theCameraNow('I sold my Canon 700D and now use my iPhone 15')).not.toMatch(/Canon/);
    expect(theCameraNow('my old Nikon D3000 broke, so I use my phone')).toMatch(/phone/);
    expect(theCameraNow('my old Nikon D3000 broke, so I use my phone')).not.toMatch(/Nikon/);
    // A camera and a phone, neither let go: the camera.
    expect(theCameraNow('I have a Sony a6400 and edit on my phone')).not.toMatch(/phone/);
    // One device, or none: the words as they are.
    expect(theCameraNow('I shoot on my phone')).toBe('I shoot on my phone');
    expect(theCameraNow('never held a camera')).toBe('never held a camera');
  });
});

describe('a language for trade and negotiation (read as a teacher who prepares people for it)', () => {
  it('gives a beginner dealing with factories in Shenzhen 万, prices, measure words, deadlines, a soft no and banquet talk first in practice', async () => {
    const plan = await generateRoadmap(
      ask('Chinese', 'never studied, I work with suppliers in Shenzhen', 'small talk and numbers for negotiations with factory staff', {
        daysPerWeek: 5,
      }),
      builtinProvider,
    );
    // (A week beside the last lessons is named by them, its theme the next week's: decisions 292, 308.)
    const practice = plan.weeks.filter((w) => /Practice, week/.test(w.title) && !/the last lessons/.test(w.title));
    // The purpose's topics come first in the practice weeks.
    expect(practice[0]!.title).toMatch(/big numbers and prices/);
    expect(practice[1]!.title).toMatch(/quantities, units and cartons/);
    expect(practice[2]!.title).toMatch(/dates, days and deadlines/);
    const all = text(plan);
    expect(all).toMatch(/一万 = 10,000, 十万 = 100,000/);
    expect(all).toMatch(/块 spoken, 元 written/);
    expect(all).toMatch(/百分之十五 = 15%/);
    expect(all).toMatch(/箱 \(cartons\)/);
    expect(all).toMatch(/起订量/);
    expect(all).toMatch(/交期/);
    expect(all).toMatch(/这个价格有点儿高/);
    expect(all).toMatch(/为我们的合作干杯/);
    // Its own tasks in the first practice weeks, not only its topics.
    expect(text(plan.weeks.filter((w) => /Practice, week [12]\b/.test(w.title)))).toMatch(
      /Big numbers and prices: say 20 prices and order sizes aloud in Chinese/,
    );
    expect(text(practice.slice(0, 3))).toMatch(/A polite no and a counter-offer/);
  });

  it('fills the same purpose with each language’s own counting and manners: Japanese, Korean, Hindi, German', async () => {
    const japanese = text(await generateRoadmap(ask('Japanese', 'beginner', 'negotiate prices with suppliers in Osaka'), builtinProvider));
    expect(japanese).toMatch(/三百 sanbyaku/);
    expect(japanese).toMatch(/検討させていただきます/);
    expect(japanese).not.toMatch(/起订量|块 spoken/);
    const korean = text(
      await generateRoadmap(
        ask('Korean', 'complete beginner', 'talk prices and delivery dates with our factory in Busan'),
        builtinProvider,
      ),
    );
    expect(korean).toMatch(/만 \(ten thousand\)/);
    const hindi = text(await generateRoadmap(ask('Hindi', 'beginner', 'talk to our suppliers in Delhi about prices'), builtinProvider));
    expect(hindi).toMatch(/lakh and crore/);
    const german = text(await generateRoadmap(ask('German', 'A2', 'negotiate prices with our suppliers in Stuttgart'), builtinProvider));
    expect(german).toMatch(/German writes 1\.250,50 €/);
    expect(german).toMatch(/a polite no and a counter-offer|A polite no and a counter-offer/);
  });

  it('leaves a traveller’s plan without trade work', async () => {
    const plan = text(
      await generateRoadmap(
        ask('Chinese', 'beginner', 'order food and haggle over prices at markets on a trip to Beijing'),
        builtinProvider,
      ),
    );
    expect(plan).not.toMatch(/起订量|counter-offer|Big numbers and prices/);
  });
});
