import { textOf } from './custom-ask';
import { expectOnTheirDays, onOption } from './track-ask';

/**
 * Round 17 (decision 297): "introvert engineer, moved to Berlin, know nobody" → "build a network in Berlin's
 * tech scene" was told to "Join or transfer to your institution (ICE, IStructE, IMechE or the IET)", and Berlin
 * was in no task. A newcomer's body and events are read from their field (software and tech before a bare
 * "engineer"; an engineer's own discipline) and from where they are (locale.ts, and a German or Irish city named):
 * Berlin's developer meetups and the Gesellschaft für Informatik, the VDI's Bezirksverein, the RNAO, the
 * Australian Institute of Architects, the Law Society of Ireland. People written for this test; a careers
 * coach's reading.
 */

const NEW_HERE = 'New in town: a network in your field from nobody';
const UK_ENGINEERING = /\bICE\b|IStructE|IMechE|\bIET\b/;

describe('a newcomer meets their own field where they are, not the UK’s engineering institutions', () => {
  const networking = onOption('Networking Skills');

  it.each([
    [
      'introvert engineer, moved to Berlin, know nobody',
      "build a network in Berlin's tech scene",
      20,
      3,
      [
        /Join Berlin's developer meetups \(many in English\) and the Gesellschaft für Informatik's regional group/,
        /Berlin's tech meetups on Meetup\.com/,
        /Ich bin neu in Berlin/,
        /a meetup talk/,
      ],
      [UK_ENGINEERING, /site visit/, /CPD/, /the firms on your list/, /four weeks ago/],
    ],
    [
      "backend developer, just moved to Berlin from Lisbon, don't speak German yet",
      'get to know other developers here, 10 contacts',
      30,
      4,
      [/Berlin's developer meetups/, /a meetup you both go to/],
      [UK_ENGINEERING, /BCS/, /site visit/],
    ],
    [
      'mechanical engineer, relocated to Munich for a job at an automotive supplier, know nobody',
      'meet other engineers in Munich',
      45,
      2,
      [
        /Join the VDI \(Verein Deutscher Ingenieure\) and its Munich Bezirksverein/,
        /Ich bin neu in Munich/,
        /the Bezirksverein's next event/,
      ],
      [UK_ENGINEERING, /VDE if electrical/, /developer meetups/],
    ],
    [
      'nurse, 6 years on a surgical ward, just moved to Toronto',
      'build a professional network in nursing here',
      20,
      5,
      [/RNAO in Ontario/, /the chapter's meetings/, /a study day/],
      [/\bRCN\b/, UK_ENGINEERING, /site visit/],
    ],
    [
      'data analyst, moved to Manchester from Glasgow last month',
      "meet people in Manchester's data community",
      60,
      3,
      [/PyData, R-Ladies\) and the RSS local group/, /data meetups/],
      [UK_ENGINEERING, /Gesellschaft/, /site visit/],
    ],
    [
      'architect, new to Sydney after 8 years in London',
      'build a network of architects in Sydney',
      25,
      3,
      [/the Australian Institute of Architects and its state chapter/, /the chapter's next event/],
      [/RIBA/, /\bAIA\b/],
    ],
    [
      'commercial lawyer moving to Dublin next month, know no one there',
      'a professional network in Dublin',
      40,
      5,
      [/the Law Society of Ireland and the local bar association \(the DSBA in Dublin\)/, /the bar association's next event/],
      [UK_ENGINEERING, /site visit/],
    ],
    [
      'structural engineer, just moved to Leeds, 5 years on bridges',
      'meet 10 structural engineers here',
      10,
      7,
      [/the IStructE and its regional group/, /site visit/],
      [/\bICE\b|IMechE|\bIET\b|VDI/, /developer meetups|meetup talk/],
    ],
    [
      'mechanical engineer, just moved to Boston',
      'meet other engineers in the city',
      30,
      3,
      [/ASME and its local section/, /the section's next event/],
      [UK_ENGINEERING, /VDI/],
    ],
  ])('%s → %s (%i min × %i)', async (current, target, minutes, days, must, never) => {
    expect(networking.trackOf(current, target)).toBe(NEW_HERE);
    const plan = await networking.plan(current, target, minutes, days);
    const text = textOf(plan);
    for (const words of must) expect(text).toMatch(words);
    for (const words of never) expect(text).not.toMatch(words);
    expectOnTheirDays(plan, minutes, days);
  });

  it('names the discipline’s body in the UK and the US when the country is not said', async () => {
    const text = textOf(await networking.plan('civil engineer, new to the city, know nobody', '10 contacts in my field'));
    expect(text).toMatch(/your engineering institution \(the ICE in the UK, ASCE in the US\)/);
    expect(text).not.toMatch(/IStructE|IMechE|VDI/);
  });

  it('keeps people who are not new somewhere off the newcomer’s track', () => {
    expect(networking.trackOf('sales manager', 'moving to a new role in enterprise sales, need contacts')).not.toBe(NEW_HERE);
    expect(networking.trackOf('junior developer', 'network my way into moving to product management')).not.toBe(NEW_HERE);
    expect(networking.trackOf("QA tester, don't know anyone in the tech industry", 'get referrals for a developer job')).not.toBe(NEW_HERE);
  });
});
