import { Hono, type Context } from 'hono';
import { ZDailyPlayRequest, type TDailyPublicResponse } from '../../../shared/daily.js';
import { DAILY_MESSAGES, GENERIC_MESSAGES, SUBSCRIPTION_MESSAGES } from '../../../shared/messages.js';
import type { Entitlements } from '../../platform/entitlements.js';
import { AppError } from '../../platform/errors.js';
import type { AppEnv, SessionUser } from '../../platform/http/env.js';
import type { Guards } from '../../platform/http/guards.js';
import { parseInput } from '../../platform/http/input.js';
import { readJson } from '../../platform/http/middleware.js';
import { audioResponse } from '../../platform/http/range.js';
import type { DailyNarration } from './abilities.js';
import type { DailyService } from './service.js';

interface PublicRouteDeps {
  guards: Guards;
  entitlements: Entitlements;
  service: DailyService;
  narration: DailyNarration;
}

const subscriptionRequired = () =>
  new AppError('SUBSCRIPTION_REQUIRED', 403, SUBSCRIPTION_MESSAGES.subscriptionRequired, {
    success: false,
    story: null,
    upgradeRequired: true,
  });

/**
 * Spec §7 stories/daily: the public endpoint answers anyone, but the story itself is for an
 * active or trialing subscription (spec §6); a visitor or a free account gets Subscription
 * Required with upgradeRequired, which the Daily tab turns into its lock screen.
 */
export function dailyPublicRoutes({ guards, entitlements, service, narration }: PublicRouteDeps) {
  const app = new Hono<AppEnv>();
  const { optionalUser, requireUser } = guards;

  async function reader(c: Context<AppEnv>): Promise<SessionUser> {
    const user = c.get('user') as SessionUser | undefined;
    if (!user) throw subscriptionRequired();
    if (!user.emailVerified)
      throw new AppError('EMAIL_NOT_VERIFIED', 403, GENERIC_MESSAGES.emailNotVerified, {
        success: false,
        needsActivation: true,
      });
    const access = await entitlements.forUser(user.id, user.role);
    if (!access.active) throw subscriptionRequired();
    return user;
  }

  /** A reader's loads of today's story are one view; the answer carries its id for the play report. */
  app.get('/api/stories/daily/public', optionalUser, async (c) => {
    const user = await reader(c);
    const { story, viewId } = await service.readToday(user.id);
    return c.json({ success: true, story, viewId } satisfies TDailyPublicResponse);
  });

  /**
   * Sent on the first play of a view; counted once per view whatever is sent after, and only
   * from the signed-in reader whose view it names (a report without that session counts nothing).
   */
  app.post('/api/stories/daily/public/play', requireUser, async (c) => {
    const { storyId, viewId } = parseInput(ZDailyPlayRequest, await readJson(c));
    const counted = await service.countPlay(storyId, viewId, c.get('user').id);
    return c.json({ success: true, counted });
  });

  /** Today's narration, to whoever may read today's story; Range requests for seeking. */
  app.get('/api/stories/daily/audio', optionalUser, async (c) => {
    await reader(c);
    const file = await service.audioFile({ today: true, storyId: c.req.query('storyId') });
    if (!file) throw AppError.notFound(DAILY_MESSAGES.noDailyStory);
    return audioResponse(
      c.req.header('range'),
      file.size,
      (r) => narration.stream(file.key, r),
      'private, max-age=3600',
    );
  });

  return app;
}
