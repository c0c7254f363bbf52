import { CATALOG, OPTION_TRACKS } from '../../contract';
import { builtinProvider } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { chooseTrack } from '../../lambdas/roadmap/tracks';
import { TRACK_PEOPLE, TRACK_WEEKS, TrackPersonError, requestOf, trackFigures, tracksToMeasure } from '../../scripts/roadmaps/track-matrix';

describe('the person’s week on each track, in eval:roadmaps (decision 248)', () => {
  it('lists every track of every option, in the option files’ order', () => {
    const listed = tracksToMeasure().map((t) => `${t.option}: ${t.track}`);
    const tracks = CATALOG.flatMap((c) => c.options).flatMap((option) => (OPTION_TRACKS[option] ?? []).map((t) => `${option}: ${t}`));
    expect(listed).toEqual(tracks);
    expect(listed.length).toBeGreaterThan(200);
  });

  it('plans each track for a person whose words choose it, at every length of day and week it is read at', () => {
    const wrong = tracksToMeasure().flatMap((of) =>
      TRACK_WEEKS.flatMap(({ minutes, days }) => {
        const chosen = chooseTrack(loadCurriculum(of.option)!, requestOf(of, minutes, days)).track?.id;
        return chosen === of.track ? [] : [`${of.option}: ${of.track} at ${minutes} × ${days} plans ${chosen ?? 'general'}`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('reads the short days and the long ones: 2 to 7 days, 10 to 120 minutes', () => {
    expect(Math.min(...TRACK_WEEKS.map((w) => w.days))).toBe(2);
    expect(Math.max(...TRACK_WEEKS.map((w) => w.days))).toBe(7);
    expect(Math.min(...TRACK_WEEKS.map((w) => w.minutes))).toBe(10);
    expect(Math.max(...TRACK_WEEKS.map((w) => w.minutes))).toBe(120);
  });

  it('fails loudly for a track with no person, or a person whose words choose another path', () => {
    // A JavaScript developer's junior back-end job is the back-end track, not the personal website.
    const other = { current: 'I know JavaScript and built a few React apps', target: 'a junior backend job' };
    expect(() => tracksToMeasure({ ...TRACK_PEOPLE, Coding: { ...TRACK_PEOPLE.Coding, website: other } })).toThrow(
      new TrackPersonError('Coding', 'website', 'backend'),
    );
    // A target no track of the option hears is the general path.
    const general = { current: 'I sit all day', target: 'run 5 km' };
    expect(() => tracksToMeasure({ ...TRACK_PEOPLE, 'Physical Fitness': { ...TRACK_PEOPLE['Physical Fitness'], yoga: general } })).toThrow(
      /plans the track "general"/,
    );
    const { website: _, ...without } = TRACK_PEOPLE.Coding!;
    expect(() => tracksToMeasure({ ...TRACK_PEOPLE, Coding: without })).toThrow(/No person for the track "website" of Coding/);
  });

  it('reports a track’s figures over its plans: within time, repeating, dangling, uncountable, weeks that are a part', async () => {
    const chosen = tracksToMeasure().filter((t) => `${t.option}: ${t.track}` === 'Interview Preparation: clinical');
    const [row] = await trackFigures(builtinProvider, chosen);
    expect(row!.plans).toHaveLength(TRACK_WEEKS.length);
    for (const share of [row!.withinTime, row!.repeating, row!.parts]) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
    }
    // Its short days spread some weeks over parts; its long ones do not.
    expect(row!.parts).toBeGreaterThan(0);
    expect(row!.plans.at(-1)!.weeks.some((w) => /, part \d+ of/.test(w.title))).toBe(false);
    expect(Number.isInteger(row!.dangling) && Number.isInteger(row!.uncountable)).toBe(true);
  });
});
